/** JSON Schema → zod 3 source, the server's validator; same reading of every keyword as `effect.ts`. */
import { literal, type PrintContext, pad, propertyKey, regExp } from './printing.ts'
import { type IrContext, type Node, toIr } from './toIr.ts'

const def = <T>(v: T | undefined, f: (v: T) => string): string => (v === undefined ? '' : f(v))

/** Prints one intermediate node as a zod expression. */
export const printZod = (node: Node, ctx: PrintContext, depth = 0): string => {
  switch (node.kind) {
    case 'ref': {
      const target = ctx.ref(node.ref)
      return target.late ? `z.lazy((): z.ZodType<unknown> => ${target.name})` : target.name
    }
    case 'unknown':
      return 'z.unknown()'
    case 'null':
      return 'z.null()'
    case 'boolean':
      return 'z.boolean()'
    case 'string':
      return `z.string()${def(node.minLength, (n) => `.min(${n})`)}${def(node.maxLength, (n) => `.max(${n})`)}${def(node.pattern, (p) => `.regex(${regExp(p)})`)}`
    case 'number':
      // Effect's Int is a safe integer and its Finite rejects ±Infinity; zod says the same with int().safe() / finite().
      return `z.number()${node.integer ? '.int().safe()' : '.finite()'}${def(node.minimum, (n) => `.gte(${n})`)}${def(node.maximum, (n) => `.lte(${n})`)}${def(node.exclusiveMinimum, (n) => `.gt(${n})`)}${def(node.exclusiveMaximum, (n) => `.lt(${n})`)}`
    case 'literal':
      return `z.literal(${literal(node.value)})`
    case 'enum':
      return node.values.every((v) => typeof v === 'string')
        ? `z.enum([${node.values.map(literal).join(', ')}])`
        : `z.union([${node.values.map((v) => `z.literal(${literal(v)})`).join(', ')}])`
    case 'array':
      return `z.array(${printZod(node.items, ctx, depth)})${def(node.minItems, (n) => `.min(${n})`)}${def(node.maxItems, (n) => `.max(${n})`)}`
    case 'record':
      return `z.record(z.string(), ${printZod(node.value, ctx, depth)})`
    case 'union':
      return `z.union([${node.members.map((m) => printZod(m, ctx, depth)).join(', ')}])`
    case 'nullable':
      return `${printZod(node.node, ctx, depth)}.nullable()`
    case 'object': {
      const fields = node.properties.map((p) => {
        // z.object lets a missing key through z.unknown(); Effect's Struct (and JSON Schema's
        // `required`) refuse it, so a required untyped property checks presence itself.
        const value =
          p.required && p.node.kind === 'unknown'
            ? "z.unknown().refine((v) => v !== undefined, 'Required')"
            : printZod(p.node, ctx, depth + 1)
        return `${pad(depth + 1)}${propertyKey(p.name)}: ${value}${p.required ? '' : '.optional()'},\n`
      })
      const body = fields.length === 0 ? '{}' : `{\n${fields.join('')}${pad(depth)}}`
      return `z.object(${body})${node.closed ? '.strict()' : ''}`
    }
  }
}

/** Turns one JSON Schema into zod source; throws `CodegenError` naming `path` on anything outside the subset. */
export const toZodSchema = (
  schema: unknown,
  path: string,
  ctx: PrintContext & IrContext,
  depth = 0,
): string => printZod(toIr(schema, path, ctx), ctx, depth)
