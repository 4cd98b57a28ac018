import fc from 'fast-check'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = readonly (string | number)[]

/** Every place inside a JSON value, the root first. */
const places = (value: unknown, path: Path = []): Path[] => {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => places(item, [...path, i]))]
  if (value !== null && typeof value === 'object')
    return [path, ...Object.entries(value).flatMap(([key, item]) => places(item, [...path, key]))]
  return [path]
}

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value)

/** A copy of `value` with the node at `path` replaced by `f(node)`; `undefined` drops it. */
const update = (value: unknown, path: Path, f: (node: unknown) => unknown): unknown => {
  if (path.length === 0) return f(value)
  const [key, ...rest] = path
  if (Array.isArray(value)) {
    const copy = [...value]
    const next = update(copy[key as number], rest, f)
    if (next === undefined) copy.splice(key as number, 1)
    else copy[key as number] = next
    return copy
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  const next = update(copy[key as string], rest, f)
  if (next === undefined) delete copy[key as string]
  else Object.defineProperty(copy, key as string, { value: next, enumerable: true, writable: true })
  return copy
}

/** Values that sit right next to a valid one: edges of the JSON Schema keywords in use. */
const edgeValues: readonly Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 53),
  1e308,
  '',
  ' ',
  '0',
  '0x',
  '0xZZ',
  'eip155:1',
  'eip155:1:0x0000000000000000000000000000000000000000',
  'ada@example.com',
  '3f2b8c1e-9a4d-4f6b-8e2a-1c5d7e9f0a3b',
  '\u0000',
  '\ud800',
  [],
  {},
  [null],
  { __proto__: null },
]

/** One edit of a valid payload. */
type Edit =
  | { readonly op: 'drop'; readonly place: number }
  | { readonly op: 'replace'; readonly place: number; readonly value: Json }
  | { readonly op: 'addKey'; readonly place: number; readonly key: string; readonly value: Json }
  | { readonly op: 'string'; readonly place: number; readonly how: number; readonly text: string }
  | { readonly op: 'number'; readonly place: number; readonly how: number }
  | { readonly op: 'array'; readonly place: number; readonly how: number }
  | { readonly op: 'swap'; readonly other: Json }

const keyArb = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'id', 'type', 'payload', 'extra', ''),
  fc.string({ maxLength: 6 }),
)
const valueArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...edgeValues) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> },
)

const editArb = (others: readonly Json[]): fc.Arbitrary<Edit> =>
  fc.oneof(
    fc.record({ op: fc.constant('drop' as const), place: fc.nat() }),
    fc.record({ op: fc.constant('replace' as const), place: fc.nat(), value: valueArb }),
    fc.record({
      op: fc.constant('addKey' as const),
      place: fc.nat(),
      key: keyArb,
      value: valueArb,
    }),
    fc.record({
      op: fc.constant('string' as const),
      place: fc.nat(),
      how: fc.nat({ max: 5 }),
      text: fc.string({ maxLength: 3, unit: 'binary' }),
    }),
    fc.record({ op: fc.constant('number' as const), place: fc.nat(), how: fc.nat({ max: 5 }) }),
    fc.record({ op: fc.constant('array' as const), place: fc.nat(), how: fc.nat({ max: 3 }) }),
    fc.record({ op: fc.constant('swap' as const), other: fc.constantFrom(...others) }),
  )

const editString = (s: string, how: number, text: string): string => {
  switch (how) {
    case 0:
      return s + text
    case 1:
      return text + s
    case 2:
      return s.slice(0, -1)
    case 3:
      return s.toUpperCase()
    case 4:
      return s.slice(1)
    default:
      return `${s.slice(0, s.length >> 1)}${text}${s.slice(s.length >> 1)}`
  }
}

const editNumber = (n: number, how: number): number =>
  [n + 1, n - 1, -n, n + 0.5, n * 2 ** 53, -0][how] ?? n

const editArray = (list: unknown[], how: number): unknown[] => {
  switch (how) {
    case 0:
      return []
    case 1:
      return [...list, ...list]
    case 2:
      return list.slice(1)
    default:
      return [...list].reverse()
  }
}

const apply = (value: unknown, edit: Edit): unknown => {
  if (edit.op === 'swap') return edit.other
  const all = places(value)
  const path = all[edit.place % all.length]!
  const node = at(value, path)
  switch (edit.op) {
    case 'drop':
      return path.length === 0 ? null : update(value, path, () => undefined)
    case 'replace':
      return update(value, path, () => edit.value)
    case 'addKey':
      return node !== null && typeof node === 'object' && !Array.isArray(node)
        ? update(value, path, (n) => {
            const copy = { ...(n as object) }
            Object.defineProperty(copy, edit.key, {
              value: edit.value,
              enumerable: true,
              writable: true,
              configurable: true,
            })
            return copy
          })
        : value
    case 'string':
      return typeof node === 'string'
        ? update(value, path, () => editString(node, edit.how, edit.text))
        : value
    case 'number':
      return typeof node === 'number'
        ? update(value, path, () => editNumber(node, edit.how))
        : value
    case 'array':
      return Array.isArray(node) ? update(value, path, () => editArray(node, edit.how)) : value
  }
}

/**
 * Near misses of a contract corpus payload: the payload itself, or it after one to three
 * edits — a key dropped or added (`__proto__` among them), a value swapped for an edge value
 * or arbitrary JSON, a string, number or list nudged, or the payload swapped for another
 * corpus payload. Most land just inside or just outside the schema, where validators differ.
 */
export const nearMiss = (payload: unknown, others: readonly unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(payload) },
    {
      weight: 9,
      arbitrary: fc
        .array(editArb(others as readonly Json[]), { minLength: 1, maxLength: 3 })
        .map((edits) => edits.reduce<unknown>(apply, payload)),
    },
  )
