// The building blocks of createLatch's options check (resolveOptions.ts): each reads one value
// or refuses it with the reason, and the path to it, that the ConfigError reports.

export type Path = ReadonlyArray<string | number>

/** The first problem found: where, and the reason as the schema words it. */
export class Refused {
  constructor(
    readonly path: Path,
    readonly reason: string,
  ) {}
}

export const refuse = (path: Path, reason: string): never => {
  throw new Refused(path, reason)
}

export type Shape = Readonly<Record<string, unknown>>
const isShape = (u: unknown): u is Shape => typeof u === 'object' && u !== null && !Array.isArray(u)
export const isObject = (u: unknown): u is object => typeof u === 'object' && u !== null
const literals = (values: ReadonlyArray<string | boolean>) =>
  values.map((value) => JSON.stringify(value)).join(' | ')
/** How the schema says what it expected; optional fields add `undefined`. */
export const expected = (what: string, optional: boolean) =>
  `Expected ${what}${optional ? ' | undefined' : ''}`

/** Reads one field: `undefined` when an optional one is absent; a required one must be there. */
export const field = (shape: Shape, key: string, path: Path, optional: boolean): unknown => {
  if (!Object.hasOwn(shape, key))
    return optional ? undefined : refuse([...path, key], 'Missing key')
  return shape[key]
}

const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export const string = (value: unknown, path: Path, optional = false): string =>
  typeof value === 'string' ? value : refuse(path, expected('string', optional))
export const nonEmpty = (value: unknown, path: Path, optional = false): string =>
  /\S/.test(string(value, path, optional)) ? (value as string) : refuse(path, 'must not be empty')
export const url = (value: unknown, path: Path, optional = false): string =>
  isUrl(string(value, path, optional)) ? (value as string) : refuse(path, 'must be an http(s) URL')
export const boolean = (value: unknown, path: Path, optional = false): boolean =>
  typeof value === 'boolean' ? value : refuse(path, expected('boolean', optional))
export const shape = (value: unknown, path: Path, optional = false): Shape =>
  isShape(value) ? value : refuse(path, expected('object', optional))
export const array = (value: unknown, path: Path, optional = false): ReadonlyArray<unknown> =>
  Array.isArray(value) ? value : refuse(path, expected('array', optional))
export const integer = (value: unknown, path: Path): number => {
  if (typeof value !== 'number') return refuse(path, 'Expected number')
  return Number.isInteger(value) ? value : refuse(path, 'Expected an integer')
}
/**
 * One of `values`. Like the schema, an optional field names `undefined` among the expected
 * values only when the value is not even of the literals' type.
 */
export const oneOf = <const T extends string | boolean>(
  values: ReadonlyArray<T>,
  value: unknown,
  path: Path,
  optional = false,
): T =>
  values.includes(value as T)
    ? (value as T)
    : refuse(
        path,
        expected(
          literals(values),
          optional && !values.some((literal) => typeof literal === typeof value),
        ),
      )
export const unique = (values: ReadonlyArray<unknown>, path: Path, reason: string) => {
  if (new Set(values).size !== values.length) refuse(path, reason)
}
/** `field` then `check` unless an optional field is absent or undefined. */
export const optional = <A>(
  from: Shape,
  key: string,
  path: Path,
  check: (value: unknown, path: Path, optional: boolean) => A,
): A | undefined => {
  const value = field(from, key, path, true)
  return value === undefined ? undefined : check(value, [...path, key], true)
}

/** `networks[0].name` for the path `['networks', 0, 'name']`. */
export const fieldOf = (path: Path): string =>
  path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  )
