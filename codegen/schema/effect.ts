/** JSON Schema → Effect Schema source (effect 4 `effect/Schema`). */
import { literal, type PrintContext, pad, propertyKey, regExp } from './printing.ts'
import { type IrContext, type Node, toIr } from './toIr.ts'

/**
 * The file-level helper behind `additionalProperties: false`: Effect structs strip unknown keys
 * by default, so a closed object first checks the input's own keys, then decodes the struct.
 */
export const effectClosedHelper = `const closed = <const Fields extends Schema.Struct.Fields>(fields: Fields) => {
  const keys = new Set(Object.keys(fields))
  return Schema.Unknown.pipe(
    Schema.check(
      Schema.makeFilter(
        (u: unknown) =>
          typeof u !== 'object' || u === null || Object.keys(u).every((k) => keys.has(k)),
        { expected: \`an object with no keys besides \${[...keys].join(', ')}\` },
      ),
    ),
    Schema.decodeTo(Schema.Struct(fields)),
  )
}`

const checks = (base: string, list: readonly (string | false)[]): string => {
  const used = list.filter((c): c is string => c !== false)
  return used.length === 0 ? base : `${base}.check(${used.join(', ')})`
}

const def = <T>(v: T | undefined, f: (v: T) => string): string | false =>
  v === undefined ? false : f(v)

/** Prints one intermediate node as an Effect Schema expression. */
export const printEffect = (node: Node, ctx: PrintContext, depth = 0): string => {
  switch (node.kind) {
    case 'ref': {
      const target = ctx.ref(node.ref)
      return target.late
        ? `Schema.suspend((): Schema.Codec<unknown> => ${target.name})`
        : target.name
    }
    case 'unknown':
      return 'Schema.Unknown'
    case 'null':
      return 'Schema.Null'
    case 'boolean':
      return 'Schema.Boolean'
    case 'string':
      return checks('Schema.String', [
        def(node.minLength, (n) => `Schema.isMinLength(${n})`),
        def(node.maxLength, (n) => `Schema.isMaxLength(${n})`),
        def(node.pattern, (p) => `Schema.isPattern(${regExp(p)})`),
      ])
    case 'number':
      return checks(node.integer ? 'Schema.Int' : 'Schema.Finite', [
        def(node.minimum, (n) => `Schema.isGreaterThanOrEqualTo(${n})`),
        def(node.maximum, (n) => `Schema.isLessThanOrEqualTo(${n})`),
        def(node.exclusiveMinimum, (n) => `Schema.isGreaterThan(${n})`),
        def(node.exclusiveMaximum, (n) => `Schema.isLessThan(${n})`),
      ])
    case 'literal':
      return `Schema.Literal(${literal(node.value)})`
    case 'enum':
      return `Schema.Literals([${node.values.map(literal).join(', ')}])`
    case 'array':
      return checks(`Schema.Array(${printEffect(node.items, ctx, depth)})`, [
        def(node.minItems, (n) => `Schema.isMinLength(${n})`),
        def(node.maxItems, (n) => `Schema.isMaxLength(${n})`),
      ])
    case 'record':
      return `Schema.Record(Schema.String, ${printEffect(node.value, ctx, depth)})`
    case 'union':
      return `Schema.Union([${node.members.map((m) => printEffect(m, ctx, depth)).join(', ')}])`
    case 'nullable':
      return `Schema.NullOr(${printEffect(node.node, ctx, depth)})`
    case 'object': {
      const fields = node.properties.map((p) => {
        const value = printEffect(p.node, ctx, depth + 1)
        return `${pad(depth + 1)}${propertyKey(p.name)}: ${p.required ? value : `Schema.optionalKey(${value})`},\n`
      })
      const body = fields.length === 0 ? '{}' : `{\n${fields.join('')}${pad(depth)}}`
      if (!node.closed) return `Schema.Struct(${body})`
      ctx.use?.('closed')
      return `closed(${body})`
    }
  }
}

/** Turns one JSON Schema into Effect Schema source; throws `CodegenError` naming `path` on anything outside the subset. */
export const toEffectSchema = (
  schema: unknown,
  path: string,
  ctx: PrintContext & IrContext,
  depth = 0,
): string => printEffect(toIr(schema, path, ctx), ctx, depth)
