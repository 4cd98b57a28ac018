// Node 20 lacks Map.groupBy / Object.groupBy, which vitest 5's reporter uses to print
// a failing test's message. Node >= 21 has them; this only fills the gap.
const groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>()
  let i = 0
  for (const item of items) {
    const k = key(item, i++)
    const list = out.get(k)
    if (list) list.push(item)
    else out.set(k, [item])
  }
  return out
}
const M = Map as unknown as { groupBy?: typeof groupBy }
if (typeof M.groupBy !== 'function') M.groupBy = groupBy
const O = Object as unknown as { groupBy?: unknown }
if (typeof O.groupBy !== 'function') {
  O.groupBy = <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) =>
    Object.fromEntries(groupBy(items, key))
}

export {}
