/**
 * Every `@example` in the JSDoc of runtime/, react/ and wagmi/ is code a user of the package
 * can paste: it compiles, and it imports only the package ('latch', 'latch/react',
 * 'latch/effect', …), a package the user has (a dependency or peer dependency of latch, and
 * @wagmi/core for 'latch/wagmi'), or a Node built-in. All examples are typechecked in one
 * program with tsconfig.json's options, each as its own module (`.tsx` when it has JSX), served
 * from memory at .latch-data/examples/ so 'latch' resolves through package.json's
 * self-reference and its "latch-source" condition to the repository's source.
 *
 * The rule for internal code: an `@example` belongs only to a declaration a package entry
 * exports (followed through re-exports), to a member of one, to a declaration such a member
 * names (`static readonly layer = layer`, whose comment TypeDoc shows on `ChainRpc.layer`), or
 * to an entry's `@module` comment, since nothing else can be imported by a user. Internal helpers explain themselves in
 * prose and through their tests; an `@example` on one fails here (export it, or drop the
 * example). The same rule is in docs/DECISIONS.md.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type Checked,
  checkExamples,
  entryFiles,
  type Package,
  readJson,
  sourceFiles,
} from './jsdocExamples.ts'

const root = join(import.meta.dirname, '..', '..')
const pkg = readJson<Package & { readonly exports: Record<string, unknown> }>(
  join(root, 'package.json'),
)

let checked: Checked[] = []
let resolve: (specifier: string) => string | undefined = () => undefined

// One program for all 87 examples: about 11 s of CPU, 25 to 40 s on the shared 2-core machine
// under load, most of it loading runtime/'s source with Effect's and viem's types.
beforeAll(() => {
  const result = checkExamples({
    root,
    sources: sourceFiles(root, ['runtime', 'react', 'wagmi']).map((file) => ({
      file,
      text: readFileSync(join(root, file), 'utf8'),
    })),
    pkg,
    entries: entryFiles(root, pkg),
    extraPackages: ['@wagmi/core'],
  })
  checked = result.checked
  resolve = result.resolve
}, 180_000)

describe('@example', () => {
  it('behavior: each package entry resolves to its source from the examples folder', () => {
    const subpaths = Object.entries(pkg.exports).flatMap(([subpath, entry]) =>
      typeof entry === 'object' && entry !== null && 'latch-source' in entry
        ? [[join('latch', subpath), join(root, String(entry['latch-source']))]]
        : [],
    )
    expect(subpaths.map(([specifier]) => [specifier, resolve(specifier ?? '')])).toEqual(subpaths)
  })

  it('behavior: the public JSDoc has examples', () => {
    expect(checked.filter((c) => c.isPublic).length).toBeGreaterThan(50)
  })

  it('behavior: every example compiles and imports only the package and its dependencies', () => {
    expect(checked.flatMap((c) => c.problems)).toEqual([])
  })

  it('behavior: only what a package entry exports carries an example', () => {
    expect(
      checked
        .filter((c) => !c.isPublic)
        .map(
          ({ example }) =>
            `${example.file}:${example.line}: documents a declaration no package entry exports (drop the @example, or export it)`,
        ),
    ).toEqual([])
  })
})
