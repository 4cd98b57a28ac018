import { beforeAll, describe, expect, test } from 'vitest'
import budgets from '../../bench/budgets.json' with { type: 'json' }
import { buildLatchEntry, type LatchBundleSizes } from '../../bench/buildLatchEntry.ts'
import { checkBudget } from '../../bench/checkBudget.ts'

let sizes: LatchBundleSizes

beforeAll(async () => {
  sizes = await buildLatchEntry()
}, 120_000)

describe('bench/budgets.json', () => {
  test('default', () => {
    // Latch's entry (latch + latch/react and their static imports, React external, minified).
    expect(checkBudget(sizes, budgets)).toEqual([])
  })

  test('behavior: an entry one byte over its budget fails the check', () => {
    const tighter = { entryGzip: sizes.entry.gzip - 1, totalGzip: Number.POSITIVE_INFINITY }
    expect(checkBudget(sizes, tighter)).toEqual([
      `entry is ${sizes.entry.gzip} B gzip, over its budget of ${sizes.entry.gzip - 1} B by 1 B`,
    ])
  })

  test('behavior: a total one byte over its budget fails the check', () => {
    const tighter = { entryGzip: Number.POSITIVE_INFINITY, totalGzip: sizes.total.gzip - 1 }
    expect(checkBudget(sizes, tighter)).toEqual([
      `total is ${sizes.total.gzip} B gzip, over its budget of ${sizes.total.gzip - 1} B by 1 B`,
    ])
  })

  test('behavior: lazy chunks stay out of the entry', () => {
    // WalletConnect and Solana load with import(); were one pulled in statically, entry = total.
    expect(sizes.entry.gzip).toBeLessThan(sizes.total.gzip)
    expect(sizes.entryFiles).toBeLessThan(sizes.chunks.length)
  })
})
