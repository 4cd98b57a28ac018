import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const repoRoot = join(import.meta.dirname, '..', '..', '..')

/**
 * Every `data-latch-view` the modal can show, read from the sources rather than kept by hand:
 * the keys of the view registry (react/views/registry.tsx: `satisfies Record<ViewName, LazyView>`,
 * with the lazily loaded views of react/views/views.gen.ts it spreads in,
 * so the compiler holds them equal to `ViewName`, which is built from the core names and the
 * features' own since issue 29) and every literal
 * `data-latch-view="…"` under react/ (the Account view's Activity tab, `Transactions`, is one
 * without a route of its own). Sorted.
 *
 * @example
 * import { viewNamesFromSource } from './support/viewNames.ts'
 * viewNamesFromSource().includes('Connect') // true
 */
export const viewNamesFromSource = (): readonly string[] => {
  const registry = readFileSync(join(repoRoot, 'react', 'views', 'registry.tsx'), 'utf8')
  const entries = /export const views = \{([\s\S]*?)\n\} satisfies Record<ViewName/.exec(
    registry,
  )?.[1]
  if (!entries) throw new Error('react/views/registry.tsx: the views registry was not found')
  const names = new Set([...entries.matchAll(/^ {2}(\w+): \{/gm)].map((m) => m[1] as string))
  // The lazily loaded ones, spread into the registry from the generated list.
  const lazy = readFileSync(join(repoRoot, 'react', 'views', 'views.gen.ts'), 'utf8')
  for (const m of lazy.matchAll(/^ {2}(\w+): \{/gm)) names.add(m[1] as string)
  const reactDir = join(repoRoot, 'react')
  for (const file of readdirSync(reactDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx')) continue
    const source = readFileSync(join(reactDir, file), 'utf8')
    for (const m of source.matchAll(/data-latch-view="(\w+)"/g)) names.add(m[1] as string)
  }
  return [...names].sort()
}
