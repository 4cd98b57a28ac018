import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

type Entry = { readonly 'latch-source': string; readonly types: string; readonly import: string }

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  readonly exports: Readonly<Record<string, Entry | string>>
  readonly files: readonly string[]
  readonly dependencies: Readonly<Record<string, string>>
  readonly peerDependencies: Readonly<Record<string, string>>
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>
}

const entries = Object.entries(pkg.exports).filter(
  (pair): pair is [string, Entry] => typeof pair[1] !== 'string',
)

// Every change to the public surface shows in this file's snapshot diff (STYLE.md 13).
describe('package exports', () => {
  it.each([
    ['latch', () => import('../runtime/index.ts')],
    ['latch/effect', () => import('../runtime/effect.ts')],
    ['latch/networks', () => import('../runtime/networks.ts')],
    ['latch/constants', () => import('../runtime/constants.ts')],
    ['latch/react', () => import('../react/index.ts')],
    ['latch/wagmi', () => import('../wagmi/index.ts')],
  ])('%s', async (_name, load) => {
    expect(Object.keys(await load()).sort()).toMatchSnapshot()
  })
})

// The built shape itself (dist/, publint, attw) is checked on the packed tarball by
// test/consumers/package.test.ts; this pins what package.json promises.
describe('package.json', () => {
  it('behavior: each entry has the source for the repo, then types and an ES module in dist/', () => {
    expect(entries.map(([subpath]) => subpath)).toEqual([
      '.',
      './networks',
      './effect',
      './react',
      './constants',
      './wagmi',
    ])
    for (const [, entry] of entries) {
      // Condition order matters: the repo's own "latch-source" first, then the published files.
      expect(Object.keys(entry)).toEqual(['latch-source', 'types', 'import'])
      expect(existsSync(join(root, entry['latch-source']))).toBe(true)
      expect(entry.types).toBe(
        `./dist/types/${entry['latch-source'].slice(2).replace(/\.tsx?$/, '.d.ts')}`,
      )
      expect(entry.import).toMatch(/^\.\/dist\/[a-z]+\.js$/)
    }
  })

  it('behavior: the tarball ships the build, not the source', () => {
    expect(pkg.files).toEqual(['dist', 'CHANGELOG.md'])
  })

  it('behavior: what the app shares with Latch is a peer, never bundled twice', () => {
    for (const name of ['react', 'react-dom', 'effect', 'viem']) {
      expect(pkg.dependencies[name]).toBeUndefined()
      expect(pkg.peerDependencies[name]).toBeDefined()
    }
    expect(pkg.peerDependencies.react).toBe('^18.2.0 || ^19.0.0')
    expect(pkg.peerDependencies['react-dom']).toBe('^18.2.0 || ^19.0.0')
    // Only a wagmi app needs wagmi, and brings it: an (even optional) peer on @wagmi/core makes
    // npm refuse to install Latch at all (ERESOLVE through @wagmi/core's own optional peers).
    expect(pkg.peerDependencies['@wagmi/core']).toBeUndefined()
  })
})
