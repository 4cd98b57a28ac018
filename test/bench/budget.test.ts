import { beforeAll, describe, expect, test } from 'vitest'
import budgets from '../../bench/budgets.json' with { type: 'json' }
import {
  buildLatchEntry,
  heavyModules,
  type LatchBundleSizes,
} from '../../bench/buildLatchEntry.ts'
import { checkBudget } from '../../bench/checkBudget.ts'

let sizes: LatchBundleSizes

beforeAll(async () => {
  sizes = await buildLatchEntry()
}, 120_000)

describe('bench/budgets.json', () => {
  test('default', () => {
    // What the bench's Latch app (README's quick start: createLatch, latch/networks, the
    // provider and a button) adds over the bare React app: entry, connect path, every chunk.
    expect(checkBudget(sizes, budgets)).toEqual([])
  })

  test('behavior: the sizes are over the bare React app, which is React DOM and a button', () => {
    expect(sizes.bare.gzip).toBeGreaterThan(50_000)
    expect(sizes.entry.gzip).toBeGreaterThan(0)
    expect(sizes.entryModules.some((id) => id.endsWith('bench/apps/latch/main.tsx'))).toBe(true)
    expect(sizes.entryModules.some((id) => id.includes('node_modules/react-dom/'))).toBe(false)
  })

  test('behavior: an entry one byte over its budget fails the check', () => {
    const tighter = {
      entryGzip: sizes.entry.gzip - 1,
      totalGzip: Number.POSITIVE_INFINITY,
      connectGzip: Number.POSITIVE_INFINITY,
    }
    expect(checkBudget(sizes, tighter)).toEqual([
      `entry is ${sizes.entry.gzip} B gzip, over its budget of ${sizes.entry.gzip - 1} B by 1 B`,
    ])
  })

  test('behavior: a total one byte over its budget fails the check', () => {
    const tighter = {
      entryGzip: Number.POSITIVE_INFINITY,
      totalGzip: sizes.total.gzip - 1,
      connectGzip: Number.POSITIVE_INFINITY,
    }
    expect(checkBudget(sizes, tighter)).toEqual([
      `total is ${sizes.total.gzip} B gzip, over its budget of ${sizes.total.gzip - 1} B by 1 B`,
    ])
  })

  test('behavior: a connect path one byte over its budget fails the check', () => {
    const tighter = {
      entryGzip: Number.POSITIVE_INFINITY,
      totalGzip: Number.POSITIVE_INFINITY,
      connectGzip: sizes.connect.gzip - 1,
    }
    expect(checkBudget(sizes, tighter)).toEqual([
      `connect path is ${sizes.connect.gzip} B gzip, over its budget of ${sizes.connect.gzip - 1} B by 1 B`,
    ])
  })

  test('behavior: the connect path is the entry and more, not everything', () => {
    // Solana, swaps, sends and the e-mail login stay out of it.
    expect(sizes.connect.gzip).toBeGreaterThan(sizes.entry.gzip)
    expect(sizes.connect.gzip).toBeLessThan(sizes.total.gzip)
  })

  test('behavior: lazy chunks stay out of the entry', () => {
    // WalletConnect and Solana load with import(); were one pulled in statically, entry = total.
    expect(sizes.entry.gzip).toBeLessThan(sizes.total.gzip)
    expect(sizes.entryFiles).toBeLessThan(sizes.chunks.length)
  })

  test('behavior: the entry loads no module of Effect or viem (module graph of the build)', () => {
    // What loads before the ConnectButton paints: latch, latch/networks, latch/react and their
    // static imports (the built-in networks are data, not viem's chain definitions).
    expect(sizes.entryModules.some((id) => id.endsWith('react/ConnectButton.tsx'))).toBe(true)
    expect(sizes.entryModules.some((id) => id.endsWith('runtime/createLatch.ts'))).toBe(true)
    expect(sizes.entryModules.some((id) => id.endsWith('runtime/networks.ts'))).toBe(true)
    expect(heavyModules(sizes.entryModules)).toEqual([])
    // The runtime is still in the build, behind import().
    expect(sizes.entryModules.some((id) => id.endsWith('runtime/client.ts'))).toBe(false)
  })

  test('behavior: the runtime loaded before the click holds no viem client, transport or SIWE code', () => {
    // Issue 30's heap after open: the runtime's chunk loads at first idle and stays, but nothing
    // reads a chain or signs in before Connect shows. ChainRpc imports viem's client on its
    // first read (chainRpc/chainViem.ts), signIn its SIWE helpers when one starts (siwxViem.ts).
    expect(sizes.runtimeModules.some((id) => id.endsWith('runtime/client.ts'))).toBe(true)
    expect(sizes.runtimeModules.some((id) => id.endsWith('runtime/services/ChainRpc.ts'))).toBe(
      true,
    )
    const notYet = /node_modules\/(viem\/_esm\/(clients|errors|utils\/(siwe|rpc|address))|@noble)\//
    expect(sizes.runtimeModules.filter((id) => notYet.test(id))).toEqual([])
  })

  test('behavior: the languages and the marks stay out of the entry (lazy chunks)', () => {
    const lazyOnly = [
      'react/i18n/es.ts',
      'react/i18n/ja.ts',
      'react/i18n/ar.ts',
      'react/icons/marks.tsx',
      'react/components/Identicon.tsx',
    ]
    for (const file of lazyOnly)
      expect(sizes.entryModules.filter((id) => id.endsWith(file))).toEqual([])
    // The English catalogue is there: the buttons speak before anything else loads.
    expect(sizes.entryModules.some((id) => id.endsWith('react/i18n/en.ts'))).toBe(true)
  })

  test('behavior: the module check sees Effect and viem', () => {
    const ids = [
      '/app/node_modules/effect/dist/Data.js',
      '/app/node_modules/viem/_esm/utils/unit/formatUnits.js',
      '/app/react/ConnectButton.tsx',
    ]
    expect(heavyModules(ids)).toEqual(ids.slice(0, 2))
  })
})
