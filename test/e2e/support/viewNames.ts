import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const repoRoot = join(import.meta.dirname, '..', '..', '..')

/**
 * Every `data-latch-view` the modal can show, read from the sources rather than kept by hand:
 * the names of the `ViewName` union (runtime/state/types.ts) and every literal
 * `data-latch-view="…"` under react/ (the Account view's Activity tab, `Transactions`, is one
 * without a route of its own). Sorted.
 *
 * @example
 * import { viewNamesFromSource } from './support/viewNames.ts'
 * viewNamesFromSource().includes('Connect') // true
 */
export const viewNamesFromSource = (): readonly string[] => {
  const types = readFileSync(join(repoRoot, 'runtime', 'state', 'types.ts'), 'utf8')
  const union = /export type ViewName =([\s\S]*?)\n\n/.exec(types)?.[1]
  if (!union) throw new Error('runtime/state/types.ts: the ViewName union was not found')
  const names = new Set([...union.matchAll(/'(\w+)'/g)].map((m) => m[1] as string))
  const reactDir = join(repoRoot, 'react')
  for (const file of readdirSync(reactDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx')) continue
    const source = readFileSync(join(reactDir, file), 'utf8')
    for (const m of source.matchAll(/data-latch-view="(\w+)"/g)) names.add(m[1] as string)
  }
  return [...names].sort()
}
