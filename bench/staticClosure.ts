/**
 * The files reached from `entries` through static imports only (each once, entries first):
 * what the browser must load before the entry runs. Dynamic imports are left out.
 *
 * @example
 * import { staticClosure } from './bench/staticClosure.ts'
 * staticClosure(['a.js'], (file) => ({ 'a.js': ['b.js'], 'b.js': [] })[file] ?? [])
 * // ['a.js', 'b.js']
 */
export const staticClosure = (
  entries: ReadonlyArray<string>,
  importsOf: (file: string) => ReadonlyArray<string>,
): ReadonlyArray<string> => {
  const seen = new Set<string>()
  const visit = (file: string): void => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of importsOf(file)) visit(next)
  }
  for (const entry of entries) visit(entry)
  return [...seen]
}
