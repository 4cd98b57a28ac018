/** Small printing helpers for the generated unions and maps. */
import { quote } from './schema/printing.ts'

/** `Schema.Union([...])` (or the single member) with a doc line and its type. */
export const effectUnion = (name: string, doc: string, members: readonly string[]): string => {
  const expr =
    members.length === 0
      ? 'Schema.Never'
      : members.length === 1
        ? members[0]!
        : `Schema.Union([\n${members.map((m) => `  ${m},\n`).join('')}])`
  return `/** ${doc} */\nexport const ${name} = ${expr}\nexport type ${name} = typeof ${name}.Type\n`
}

/** `z.union([...])` (or the single member) with a doc line and its type. */
export const zodUnion = (name: string, doc: string, members: readonly string[]): string => {
  const expr =
    members.length === 0
      ? 'z.never()'
      : members.length === 1
        ? members[0]!
        : `z.union([\n${members.map((m) => `  ${m},\n`).join('')}])`
  return `/** ${doc} */\nexport const ${name} = ${expr}\nexport type ${name} = z.infer<typeof ${name}>\n`
}

/** An object literal's entries, one a line, keys quoted when needed. */
export const entries = (rows: readonly (readonly [string, string])[], depth = 1): string =>
  rows
    .map(
      ([k, v]) =>
        `${'  '.repeat(depth)}${/^([A-Za-z_$][A-Za-z0-9_$]*|[1-9][0-9]*)$/.test(k) ? k : quote(k)}: ${v},\n`,
    )
    .join('')
