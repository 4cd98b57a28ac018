/** contracts/wallet-rpc.openrpc.json → generated/rpc/methods.ts: the RPC allow-list and params schemas. */
import { type Document, header, objectAt, resolvePointer } from '../document.ts'
import type { Output } from '../generate.ts'
import { declarations, helperSource } from '../schema/declarations.ts'
import { printEffect } from '../schema/effect.ts'
import { type PrintContext, pad, propertyKey, quote } from '../schema/printing.ts'
import { toIr } from '../schema/toIr.ts'
import { entries } from '../unionSource.ts'
import { type Method, readMethods } from './method.ts'

const contract = 'wallet-rpc.openrpc.json'
const prefix = '#/components/schemas/'

const nameOf = (ref: string): string | undefined =>
  ref.startsWith(prefix) && !ref.slice(prefix.length).includes('/')
    ? ref.slice(prefix.length)
    : undefined

/** The Effect Schema of a method's params: a tuple (by-position) or a struct (by-name). */
export const paramsSchema = (
  m: Method,
  ctx: PrintContext & { resolve: (ref: string, path: string) => unknown },
): string => {
  const items = m.params.map((p, i) => {
    const v = printEffect(toIr(p.schema, `${m.path}/params/${i}/schema`, ctx), ctx, 2)
    return { name: p.name, value: p.required ? v : `Schema.optionalKey(${v})` }
  })
  if (m.paramStructure === 'by-name')
    return `Schema.Struct({\n${items.map((i) => `${pad(2)}${propertyKey(i.name)}: ${i.value},\n`).join('')}${pad(1)}})`
  return items.length === 0
    ? 'Schema.Tuple([])'
    : `Schema.Tuple([\n${items.map((i) => `${pad(2)}${i.value}, // ${i.name}\n`).join('')}${pad(1)}])`
}

/** Generates the RPC allow-list from the OpenRPC document. */
export const generateRpc = (doc: Document): Output[] => {
  const resolve = (ref: string, path: string) => resolvePointer(doc, ref, path)
  const methods = readMethods(doc)
  const schemas = Object.entries(
    objectAt(objectAt(doc, 'components', '#'), 'schemas', '#/components'),
  ).map(([name, schema]) => ({ name, schema, path: `${prefix}${name}` }))
  const decl = declarations('effect', schemas, { nameOf, resolve })
  const helpers = new Set(decl.helpers)
  const ctx = {
    resolve,
    ref: (ref: string) => {
      const name = nameOf(ref)
      if (name === undefined) throw new Error(`$ref ${ref} names no component schema`)
      return { name, late: false }
    },
    use: (h: string) => {
      helpers.add(h)
    },
  }
  const params = methods.map((m): [string, string] => [m.name, paramsSchema(m, ctx)])
  const results = methods
    .filter((m) => m.result !== undefined)
    .map((m): [string, string] => [
      m.name,
      printEffect(toIr(m.result, `${m.path}/result/schema`, ctx), ctx, 1),
    ])
  const source = [
    header(contract),
    "import { Schema } from 'effect'\n",
    ...[...helpers].sort().map((h) => `${helperSource('effect', h)}\n`),
    decl.source,
    `/** Every recognised RPC method: unsafe (signs or sends, SPEC §6), its namespace, and whether the secure frame's RPC request may carry it. */\nexport const rpcMethods = {\n${entries(
      methods.map((m) => [
        m.name,
        `{ unsafe: ${m.unsafe}, namespace: ${quote(m.namespace)}, frame: ${m.frame}, paramStructure: ${quote(m.paramStructure)} }`,
      ]),
    )}} as const\n`,
    `/** A recognised RPC method name. */\nexport type RpcMethod = keyof typeof rpcMethods\n`,
    `/** True when \`name\` is a recognised RPC method; any other is refused with 'Requested RPC call is not allowed'. */\nexport const isAllowedRpcMethod = (name: string): name is RpcMethod => Object.hasOwn(rpcMethods, name)\n`,
    `/** True when \`name\` is a recognised method that signs or sends (SPEC §6 unsafe methods). */\nexport const isUnsafeRpcMethod = (name: string): boolean => isAllowedRpcMethod(name) && rpcMethods[name].unsafe\n`,
    `/** The params of each method: a tuple for by-position methods, a struct for by-name ones. */\nexport const rpcParams = {\n${entries(params)}} as const\n`,
    `/** The result of each method, where the document gives one. */\nexport const rpcResults = {\n${entries(results)}} as const\n`,
  ].join('\n')
  return [{ path: 'rpc/methods.ts', contents: source }]
}
