/**
 * JSON Schema (the subset of contracts/README.md) → a small intermediate form that the Effect
 * and zod printers share, so both validators are built from one reading of each keyword.
 */
import { CodegenError } from './CodegenError.ts'
import { ANNOTATION_KEYWORDS, SUBSET_KEYWORDS } from './keywords.ts'

/** One node of the intermediate form. */
export type Node =
  | { readonly kind: 'ref'; readonly ref: string }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'null' }
  | { readonly kind: 'boolean' }
  | {
      readonly kind: 'string'
      readonly minLength?: number
      readonly maxLength?: number
      readonly pattern?: string
    }
  | {
      readonly kind: 'number'
      readonly integer: boolean
      readonly minimum?: number
      readonly maximum?: number
      readonly exclusiveMinimum?: number
      readonly exclusiveMaximum?: number
    }
  | { readonly kind: 'literal'; readonly value: string | number | boolean }
  | { readonly kind: 'enum'; readonly values: readonly (string | number | boolean)[] }
  | {
      readonly kind: 'array'
      readonly items: Node
      readonly minItems?: number
      readonly maxItems?: number
    }
  | {
      readonly kind: 'object'
      readonly properties: readonly Property[]
      readonly closed: boolean
    }
  | { readonly kind: 'record'; readonly value: Node }
  | { readonly kind: 'union'; readonly members: readonly Node[] }
  | { readonly kind: 'nullable'; readonly node: Node }

/** One property of an object node. */
export interface Property {
  readonly name: string
  readonly node: Node
  readonly required: boolean
}

/** How the transformer looks up a local `$ref` (only needed to merge `allOf`). */
export interface IrContext {
  readonly resolve: (ref: string, path: string) => unknown
}

type Json = Record<string, unknown>

const allowed = new Set([...SUBSET_KEYWORDS, ...ANNOTATION_KEYWORDS])

const isObject = (u: unknown): u is Json => typeof u === 'object' && u !== null && !Array.isArray(u)

const num = (s: Json, key: string, path: string): number | undefined => {
  const v = s[key]
  if (v === undefined) return undefined
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    throw new CodegenError(`${path}/${key}`, `expected a finite number, got ${JSON.stringify(v)}`)
  }
  return v
}

const typesOf = (s: Json, path: string): string[] | undefined => {
  const t = s.type
  if (t === undefined) return undefined
  const list = Array.isArray(t) ? t : [t]
  for (const x of list) {
    if (
      typeof x !== 'string' ||
      !['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'].includes(x)
    ) {
      throw new CodegenError(`${path}/type`, `unsupported type ${JSON.stringify(x)}`)
    }
  }
  return list as string[]
}

const literalOf = (v: unknown, path: string): Node => {
  if (v === null) return { kind: 'null' }
  if (
    typeof v === 'string' ||
    typeof v === 'boolean' ||
    (typeof v === 'number' && Number.isFinite(v))
  )
    return { kind: 'literal', value: v }
  throw new CodegenError(
    path,
    `const must be a string, number, boolean or null, got ${JSON.stringify(v)}`,
  )
}

const union = (members: Node[]): Node =>
  members.length === 1 ? members[0]! : { kind: 'union', members }

const nullable = (node: Node, isNullable: boolean): Node =>
  isNullable && node.kind !== 'null' ? { kind: 'nullable', node } : node

/** Merges `allOf` members (objects only, `$ref`s followed) into one object schema. */
const mergeAllOf = (s: Json, path: string, ctx: IrContext): Json => {
  const parts = s.allOf
  if (!Array.isArray(parts) || parts.length === 0)
    throw new CodegenError(`${path}/allOf`, 'allOf must be a non-empty list')
  const properties: Json = {}
  const required = new Set<string>()
  let closed = false
  const visit = (part: unknown, at: string, seen: ReadonlySet<string>): void => {
    if (!isObject(part)) throw new CodegenError(at, 'allOf member must be a schema object')
    if (typeof part.$ref === 'string') {
      if (seen.has(part.$ref)) throw new CodegenError(at, `recursive allOf through ${part.$ref}`)
      visit(ctx.resolve(part.$ref, at), part.$ref, new Set([...seen, part.$ref]))
      return
    }
    if (part.allOf !== undefined) {
      const merged = mergeAllOf(part, at, ctx)
      visit(merged, at, seen)
      return
    }
    const types = typesOf(part, at)
    const isObj =
      (types === undefined && part.properties !== undefined) ||
      (types?.length === 1 && types[0] === 'object')
    if (!isObj) throw new CodegenError(at, 'allOf supports objects only')
    for (const key of Object.keys(part)) {
      if (
        ![
          'type',
          'properties',
          'required',
          'additionalProperties',
          'description',
          'title',
          'examples',
          'default',
        ].includes(key)
      ) {
        throw new CodegenError(`${at}/${key}`, `keyword ${key} is not supported inside allOf`)
      }
    }
    if (part.additionalProperties === false) closed = true
    else if (part.additionalProperties !== undefined && part.additionalProperties !== true)
      throw new CodegenError(
        `${at}/additionalProperties`,
        'allOf members may only close or open objects',
      )
    if (part.properties !== undefined) {
      if (!isObject(part.properties))
        throw new CodegenError(`${at}/properties`, 'expected an object')
      for (const [name, sub] of Object.entries(part.properties)) {
        const prev = properties[name]
        if (prev !== undefined && JSON.stringify(prev) !== JSON.stringify(sub)) {
          throw new CodegenError(
            `${at}/properties/${name}`,
            'allOf members disagree on this property',
          )
        }
        properties[name] = sub
      }
    }
    if (Array.isArray(part.required)) for (const r of part.required) required.add(String(r))
  }
  parts.forEach((p, i) => {
    visit(p, `${path}/allOf/${i}`, new Set())
  })
  return {
    type: 'object',
    properties,
    required: [...required],
    ...(closed ? { additionalProperties: false } : {}),
  }
}

/** Turns one JSON Schema into the intermediate form; throws `CodegenError` on anything outside the subset. */
export const toIr = (schema: unknown, path: string, ctx: IrContext): Node => {
  if (schema === true) return { kind: 'unknown' }
  if (!isObject(schema)) throw new CodegenError(path, 'expected a schema object')
  for (const key of Object.keys(schema)) {
    if (!allowed.has(key) && !key.startsWith('x-')) {
      throw new CodegenError(`${path}/${key}`, `keyword ${key} is outside the contract subset`)
    }
  }
  if (typeof schema.$ref === 'string') {
    if (!schema.$ref.startsWith('#/'))
      throw new CodegenError(`${path}/$ref`, 'only local $refs are supported')
    return { kind: 'ref', ref: schema.$ref }
  }
  if (schema.allOf !== undefined) {
    const { description: _d, allOf: _a, ...rest } = schema
    if (
      Object.keys(rest).some(
        (k) => !k.startsWith('x-') && k !== 'title' && k !== 'examples' && k !== 'default',
      )
    )
      throw new CodegenError(path, 'allOf cannot be combined with other keywords')
    return toIr(mergeAllOf(schema, path, ctx), path, ctx)
  }
  const types = typesOf(schema, path)
  const isNullable = types?.includes('null') ?? false
  for (const key of ['oneOf', 'anyOf'] as const) {
    const members = schema[key]
    if (members === undefined) continue
    if (!Array.isArray(members) || members.length === 0)
      throw new CodegenError(`${path}/${key}`, `${key} must be a non-empty list`)
    const nodes = members.map((m, i) => toIr(m, `${path}/${key}/${i}`, ctx))
    return nullable(union(nodes), isNullable)
  }
  if (schema.const !== undefined)
    return nullable(literalOf(schema.const, `${path}/const`), isNullable)
  if (schema.enum !== undefined) {
    const values = schema.enum
    if (!Array.isArray(values) || values.length === 0)
      throw new CodegenError(`${path}/enum`, 'enum must be a non-empty list')
    const literals = values.filter(
      (v): v is string | number | boolean =>
        typeof v === 'string' ||
        typeof v === 'boolean' ||
        (typeof v === 'number' && Number.isFinite(v)),
    )
    const hasNull = values.includes(null)
    if (literals.length + (hasNull ? 1 : 0) !== values.length)
      throw new CodegenError(
        `${path}/enum`,
        'only enums of strings, numbers, booleans and null are supported',
      )
    if (literals.length === 0) return { kind: 'null' }
    const node: Node =
      literals.length === 1
        ? { kind: 'literal', value: literals[0]! }
        : { kind: 'enum', values: literals }
    return nullable(node, hasNull || isNullable)
  }
  const nonNull = types?.filter((t) => t !== 'null')
  const inferred =
    nonNull ??
    (schema.properties !== undefined || schema.additionalProperties !== undefined
      ? ['object']
      : schema.items !== undefined
        ? ['array']
        : undefined)
  if (inferred === undefined) return { kind: 'unknown' }
  if (inferred.length === 0) return { kind: 'null' }
  const nodes = inferred.map((t) => single(t, schema, path, ctx))
  return nullable(union(nodes), isNullable)
}

const single = (type: string, s: Json, path: string, ctx: IrContext): Node => {
  switch (type) {
    case 'string': {
      const pattern = s.pattern
      if (pattern !== undefined) {
        if (typeof pattern !== 'string')
          throw new CodegenError(`${path}/pattern`, 'expected a string')
        try {
          new RegExp(pattern)
        } catch (e) {
          throw new CodegenError(`${path}/pattern`, `not an ECMAScript regex: ${String(e)}`)
        }
      }
      return {
        kind: 'string',
        ...opt('minLength', num(s, 'minLength', path)),
        ...opt('maxLength', num(s, 'maxLength', path)),
        ...opt('pattern', pattern as string | undefined),
      }
    }
    case 'number':
    case 'integer':
      return {
        kind: 'number',
        integer: type === 'integer',
        ...opt('minimum', num(s, 'minimum', path)),
        ...opt('maximum', num(s, 'maximum', path)),
        ...opt('exclusiveMinimum', num(s, 'exclusiveMinimum', path)),
        ...opt('exclusiveMaximum', num(s, 'exclusiveMaximum', path)),
      }
    case 'boolean':
      return { kind: 'boolean' }
    case 'array': {
      if (Array.isArray(s.items))
        throw new CodegenError(`${path}/items`, 'tuple items are not supported')
      return {
        kind: 'array',
        items: s.items === undefined ? { kind: 'unknown' } : toIr(s.items, `${path}/items`, ctx),
        ...opt('minItems', num(s, 'minItems', path)),
        ...opt('maxItems', num(s, 'maxItems', path)),
      }
    }
    default:
      return object(s, path, ctx)
  }
}

const object = (s: Json, path: string, ctx: IrContext): Node => {
  const props = s.properties ?? {}
  if (!isObject(props)) throw new CodegenError(`${path}/properties`, 'expected an object')
  const required = s.required ?? []
  if (!Array.isArray(required)) throw new CodegenError(`${path}/required`, 'expected a list')
  for (const r of required) {
    if (typeof r !== 'string' || !(r in props))
      throw new CodegenError(
        `${path}/required`,
        `required ${JSON.stringify(r)} is not a declared property`,
      )
  }
  const names = Object.keys(props)
  const additional = s.additionalProperties
  if (additional !== undefined && additional !== true && additional !== false) {
    if (names.length > 0)
      throw new CodegenError(
        `${path}/additionalProperties`,
        'a schema for additionalProperties is supported only on objects without properties',
      )
    return { kind: 'record', value: toIr(additional, `${path}/additionalProperties`, ctx) }
  }
  if (names.length === 0 && additional !== false)
    return { kind: 'record', value: { kind: 'unknown' } }
  return {
    kind: 'object',
    closed: additional === false,
    properties: names.map((name) => ({
      name,
      node: toIr(props[name], `${path}/properties/${name}`, ctx),
      required: required.includes(name),
    })),
  }
}

const opt = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }

/** The local `$ref`s a schema uses, directly (not through other refs). */
export const refsOf = (schema: unknown): string[] => {
  const out = new Set<string>()
  const walk = (u: unknown): void => {
    if (Array.isArray(u)) for (const x of u) walk(x)
    else if (isObject(u)) {
      if (typeof u.$ref === 'string') out.add(u.$ref)
      for (const [k, v] of Object.entries(u))
        if (k !== 'examples' && k !== 'default' && k !== 'const' && k !== 'enum') walk(v)
    }
  }
  walk(schema)
  return [...out].sort()
}
