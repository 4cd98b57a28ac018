/**
 * contracts/api.openapi.yaml → generated/api/paths.ts (openapi-typescript), schemas.ts (Effect
 * Schema + the operations table), zod.ts and contract.ts (the ts-rest contract for the server).
 */
import { type Document, header, objectAt, resolvePointer } from '../document.ts'
import type { Output } from '../generate.ts'
import { declarations, helperSource, type NamedSchema } from '../schema/declarations.ts'
import { printEffect } from '../schema/effect.ts'
import { type PrintContext, pad, propertyKey, quote } from '../schema/printing.ts'
import { type Node, toIr } from '../schema/toIr.ts'
import { printZod } from '../schema/zod.ts'
import { entries } from '../unionSource.ts'
import { type Operation, type Parameter, readOperations, tsRestPath } from './operation.ts'
import { pathsSource } from './paths.ts'

const contract = 'api.openapi.yaml'
const prefix = '#/components/schemas/'

const nameOf = (ref: string): string | undefined =>
  ref.startsWith(prefix) && !ref.slice(prefix.length).includes('/')
    ? ref.slice(prefix.length)
    : undefined

/** Prints the Effect `operations` table entry of one operation. */
export const effectOperation = (
  op: Operation,
  ctx: PrintContext & { resolve: (ref: string, path: string) => unknown },
): string => {
  const params = (list: readonly Parameter[]): string =>
    `Schema.Struct({\n${list
      .map((p) => {
        const v = printEffect(toIr(p.schema, p.path, ctx), ctx, 3)
        return `${pad(3)}${propertyKey(p.name)}: ${p.required ? v : `Schema.optionalKey(${v})`},\n`
      })
      .join('')}${pad(2)}})`
  const rows: [string, string][] = [
    ['method', quote(op.method)],
    ['path', quote(op.path)],
    ['idempotent', String(op.idempotent)],
    ['chainScoped', String(op.chainScoped)],
    ['query', params(op.query)],
  ]
  if (op.pathParams.length > 0) rows.push(['pathParams', params(op.pathParams)])
  if (op.body !== undefined)
    rows.push(['body', printEffect(toIr(op.body, `${op.operationId}/body`, ctx), ctx, 2)])
  rows.push([
    'response',
    printEffect(toIr(op.responses.get(200), `${op.operationId}/200`, ctx), ctx, 2),
  ])
  return `${propertyKey(op.operationId)}: {\n${entries(rows, 2)}${pad(1)}}`
}

/** A query parameter arrives as text: numbers, booleans and single values of arrays are read from it first. */
const fromQueryText = (node: Node, zod: string): string => {
  const inner = node.kind === 'nullable' ? node.node : node
  const numeric =
    (inner.kind === 'literal' && typeof inner.value === 'number') ||
    (inner.kind === 'enum' && inner.values.some((v) => typeof v === 'number'))
  switch (numeric ? 'number' : inner.kind) {
    case 'number':
      return `z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), ${zod})`
    case 'boolean':
      return `z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), ${zod})`
    case 'array':
      return `z.preprocess((v) => (typeof v === 'string' ? [v] : v), ${zod})`
    default:
      return zod
  }
}

/** Prints the ts-rest route of one operation. */
export const tsRestOperation = (
  op: Operation,
  ctx: PrintContext & { resolve: (ref: string, path: string) => unknown },
): string => {
  const params = (list: readonly Parameter[], text: boolean): string =>
    `z.object({\n${list
      .map((p) => {
        const node = toIr(p.schema, p.path, ctx)
        const v = printZod(node, ctx, 3)
        const read = text ? fromQueryText(node, v) : v
        return `${pad(3)}${propertyKey(p.name)}: ${p.required ? read : `${read}.optional()`},\n`
      })
      .join('')}${pad(2)}})`
  const rows: [string, string][] = [
    ['method', quote(op.method)],
    ['path', quote(tsRestPath(op.path))],
  ]
  if (op.summary !== undefined) rows.push(['summary', quote(op.summary)])
  if (op.pathParams.length > 0) rows.push(['pathParams', params(op.pathParams, false)])
  rows.push(['query', params(op.query, true)])
  if (op.body !== undefined)
    rows.push(['body', printZod(toIr(op.body, `${op.operationId}/body`, ctx), ctx, 2)])
  else if (op.method !== 'GET' && op.method !== 'DELETE') rows.push(['body', 'c.noBody()'])
  const responses = [...op.responses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, schema]): [string, string] => [
      String(status),
      schema === undefined
        ? 'c.noBody()'
        : printZod(toIr(schema, `${op.operationId}/${status}`, ctx), ctx, 3),
    ])
  rows.push(['responses', `{\n${entries(responses, 3)}${pad(2)}}`])
  return `${propertyKey(op.operationId)}: {\n${entries(rows, 2)}${pad(1)}}`
}

/** Generates the Data API files from the OpenAPI document. */
export const generateApi = async (doc: Document): Promise<Output[]> => {
  const resolve = (ref: string, path: string) => resolvePointer(doc, ref, path)
  const schemas: NamedSchema[] = Object.entries(
    objectAt(objectAt(doc, 'components', '#'), 'schemas', '#/components'),
  ).map(([name, schema]) => ({ name, schema, path: `${prefix}${name}` }))
  const operations = readOperations(doc)
  const ctx = {
    resolve,
    ref: (ref: string) => {
      const name = nameOf(ref)
      if (name === undefined) throw new Error(`$ref ${ref} names no component schema`)
      return { name, late: false }
    },
  }

  const effect = declarations('effect', schemas, { nameOf, resolve })
  const effectSource = [
    header(contract),
    "import { Schema } from 'effect'\n",
    ...effect.helpers.map((h) => `${helperSource('effect', h)}\n`),
    effect.source,
    `/** Every Data API call: method, path, retry and skip flags, and the schemas of its query, body and 200 answer. */\nexport const operations = {\n${operations
      .map((o) => `${pad(1)}${effectOperation(o, { ...ctx, use: () => {} })},\n`)
      .join('')}} as const\n`,
    `/** The operationId of a Data API call. */\nexport type OperationId = keyof typeof operations\n`,
  ].join('\n')

  const zod = declarations('zod', schemas, { nameOf, resolve })
  const zodSource = [header(contract), "import { z } from 'zod'\n", zod.source].join('\n')

  const zodNames = new Set<string>()
  const contractCtx = {
    ...ctx,
    ref: (ref: string) => {
      const target = ctx.ref(ref)
      zodNames.add(target.name)
      return target
    },
  }
  const routes = operations.map((o) => `${pad(1)}${tsRestOperation(o, contractCtx)},\n`).join('')
  const contractSource = [
    header(contract),
    "import { initContract } from '@ts-rest/core'\nimport { z } from 'zod'\n" +
      `import {\n${[...zodNames]
        .sort()
        .map((n) => `  ${n},\n`)
        .join('')}} from './zod.ts'\n`,
    'const c = initContract()\n',
    `/** The Data API as a ts-rest contract, for the reference server (@ts-rest/serverless). */\nexport const apiContract = c.router({\n${routes}})\n`,
  ].join('\n')

  const paths = `${header(contract)}\n${await pathsSource(doc)}`
  return [
    { path: 'api/contract.ts', contents: contractSource },
    { path: 'api/paths.ts', contents: paths },
    { path: 'api/schemas.ts', contents: effectSource },
    { path: 'api/zod.ts', contents: zodSource },
  ]
}
