/** Helpers shared by the Effect and zod printers. */

/** How a printer names a `$ref`: the constant it points at, and whether it is declared later. */
export interface RefTarget {
  readonly name: string
  /** True when the target is not yet declared at this point (a cycle): wrap it lazily. */
  readonly late: boolean
}

/** What a printer needs from the file it prints into. */
export interface PrintContext {
  readonly ref: (ref: string) => RefTarget
  /** Called with the name of a file-level helper the printed source uses. */
  readonly use?: (helper: string) => void
}

/** A property key as TypeScript source: bare when it is an identifier, quoted otherwise. */
export const propertyKey = (name: string): string =>
  /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name)

/** A string literal in single quotes. */
export const quote = (s: string): string =>
  `'${s
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`

/** A literal value as TypeScript source. */
export const literal = (v: string | number | boolean): string =>
  typeof v === 'string' ? quote(v) : String(v)

/** A `RegExp` constructor call for a JSON Schema pattern (no flags, like the JSON Schema spec). */
export const regExp = (pattern: string): string => `new RegExp(${JSON.stringify(pattern)})`

/** The indentation for a nesting depth. */
export const pad = (depth: number): string => '  '.repeat(depth)
