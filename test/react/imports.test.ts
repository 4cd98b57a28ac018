import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { specifiersOf } from '../support/imports.ts'

const root = join(import.meta.dirname, '../..')
const reactDir = join(root, 'react')
const allowedRuntime = ['runtime/index.ts', 'runtime/constants.ts', 'runtime/networks.ts']
// uqr: the QR encoder, imported only by the QR component of lazily loaded views (checked below).
const allowedPackages = [
  'react',
  'react-dom',
  '@preact/signals-core',
  '@preact/signals-react',
  'uqr',
]

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })

/** The specifiers `file` (an absolute path) imports, read by the shared scanner. */
const importsOf = (file: string) => specifiersOf(readFileSync(file, 'utf8'))

/** The two files that list the lazy views: the registry and codegen's `views.gen.ts`. */
const lazyViewSources = () =>
  ['views/registry.tsx', 'views/views.gen.ts']
    .map((file) => readFileSync(join(reactDir, file), 'utf8'))
    .join('\n')

describe('react/ imports', () => {
  it('default: only the runtime public entries, react, react-dom and signals', () => {
    const wrong: string[] = []
    for (const file of sources(reactDir)) {
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.')) {
          const target = relative(root, join(file, '..', spec))
          if (!target.startsWith('react/') && !allowedRuntime.includes(target))
            wrong.push(`${relative(root, file)} -> ${spec}`)
        } else if (!allowedPackages.some((p) => spec === p || spec.startsWith(`${p}/`))) {
          wrong.push(`${relative(root, file)} -> ${spec}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('behavior: the button and the Connect view do not import the heavy views statically', () => {
    const heavy =
      /AllWalletsView|ConnectingWalletConnectView|QrCode|NetworksView|UnsupportedChainView|SIWXSignMessageView|ApproveTransactionView|uqr/
    const eager = (file: string) =>
      [...readFileSync(join(reactDir, file), 'utf8').matchAll(/^import .* from '([^']+)'/gm)].map(
        (m) => m[1] ?? '',
      )
    const files = [
      'views/ViewSwitch.tsx',
      'views/registry.tsx',
      'views/views.gen.ts',
      'views/connect/ConnectView.tsx',
      'ConnectButton.tsx',
    ]
    for (const file of files) expect(eager(file).filter((spec) => heavy.test(spec))).toEqual([])
    // The lazy views: codegen's list (views/views.gen.ts) and the few registry.tsx writes itself.
    const lazyViews = lazyViewSources()
    expect(lazyViews).toMatch(/lazy\(\(\) =>\s*import\('\.\/connect\/AllWalletsView\.tsx'\)/)
    expect(lazyViews).toMatch(
      /lazy\(\(\) =>\s*import\('\.\/connect\/ConnectingWalletConnectView\.tsx'\)/,
    )
  })

  it('behavior: uqr is imported by the QR component alone, and that only by lazily loaded views', () => {
    const importers = (name: RegExp) =>
      sources(reactDir)
        .filter((file) => importsOf(file).some((spec) => name.test(spec)))
        .map((file) => relative(reactDir, file))
    expect(importers(/^uqr$/)).toEqual(['components/QrCode.tsx'])
    const views = importers(/QrCode\.tsx$/)
    expect(views.sort()).toEqual([
      'views/account/WalletReceiveView.tsx',
      'views/connect/ConnectingWalletConnectView.tsx',
      'views/social/ConnectingFarcasterView.tsx',
    ])
    const lazyViews = lazyViewSources()
    for (const view of views) {
      const name = view.replace('views/', '')
      expect(importers(new RegExp(`${name.replace('.', '\\.')}$`))).toHaveLength(1)
      expect(['views/registry.tsx', 'views/views.gen.ts']).toContain(
        importers(new RegExp(`${name.replace('.', '\\.')}$`))[0],
      )
      expect(lazyViews).toMatch(
        new RegExp(`lazy\\(\\(\\) =>\\s*import\\('\\./${name.replace('.', '\\.')}'\\)`),
      )
    }
  })
})
