/** OpenRPC methods → the RPC allow-list entries and their params / result schemas. */
import type { Document } from '../document.ts'
import { CodegenError } from '../schema/CodegenError.ts'

/** One recognised RPC method. */
export interface Method {
  readonly name: string
  readonly unsafe: boolean
  readonly namespace: 'eip155' | 'solana' | 'bitcoin'
  readonly frame: boolean
  readonly paramStructure: 'by-position' | 'by-name'
  readonly params: readonly {
    readonly name: string
    readonly required: boolean
    readonly schema: unknown
  }[]
  readonly result: unknown
  readonly summary: string | undefined
  readonly path: string
}

/** Reads one entry of `methods` (with the x-unsafe, x-namespace and x-frame extensions). */
export const readMethod = (raw: unknown, path: string): Method => {
  const m = raw as Record<string, unknown>
  if (typeof m.name !== 'string' || m.name === '')
    throw new CodegenError(path, 'a method needs a name')
  const flag = (key: string): boolean => {
    if (typeof m[key] !== 'boolean')
      throw new CodegenError(`${path}/${key}`, `${key} must be true or false`)
    return m[key] as boolean
  }
  const namespace = m['x-namespace']
  if (namespace !== 'eip155' && namespace !== 'solana' && namespace !== 'bitcoin')
    throw new CodegenError(`${path}/x-namespace`, 'x-namespace must be eip155, solana or bitcoin')
  const paramStructure = m.paramStructure ?? 'by-position'
  if (paramStructure !== 'by-position' && paramStructure !== 'by-name')
    throw new CodegenError(
      `${path}/paramStructure`,
      'paramStructure must be by-position or by-name',
    )
  if (!Array.isArray(m.params)) throw new CodegenError(`${path}/params`, 'params must be a list')
  const params = m.params.map((p: unknown, i) => {
    const param = p as Record<string, unknown>
    if (typeof param.name !== 'string' || param.schema === undefined)
      throw new CodegenError(
        `${path}/params/${i}`,
        'a param needs a name and a schema (no $ref content descriptors)',
      )
    return { name: param.name, required: param.required === true, schema: param.schema }
  })
  if (paramStructure === 'by-position') {
    const firstOptional = params.findIndex((p) => !p.required)
    if (firstOptional >= 0 && params.slice(firstOptional).some((p) => p.required))
      throw new CodegenError(
        `${path}/params`,
        'a required positional param cannot follow an optional one',
      )
  }
  const result = (m.result as Record<string, unknown> | undefined)?.schema
  return {
    name: m.name,
    unsafe: flag('x-unsafe'),
    frame: flag('x-frame'),
    namespace,
    paramStructure,
    params,
    result,
    summary: typeof m.summary === 'string' ? m.summary : undefined,
    path,
  }
}

/** Every method of the document, sorted by name. */
export const readMethods = (doc: Document): Method[] => {
  if (!Array.isArray(doc.methods)) throw new CodegenError('#/methods', 'methods must be a list')
  const methods = doc.methods.map((m, i) => readMethod(m, `#/methods/${i}`))
  const seen = new Set<string>()
  for (const m of methods) {
    if (seen.has(m.name)) throw new CodegenError(m.path, `method ${m.name} is listed twice`)
    seen.add(m.name)
  }
  return methods.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}
