/** OpenAPI 3.1 operations → what the generator prints for each (method, paths, flags, parameters, body, 200 response). */
import { type Document, finalRef, objectAt, resolvePointer } from '../document.ts'
import { CodegenError } from '../schema/CodegenError.ts'

/** One query or path parameter. */
export interface Parameter {
  readonly name: string
  readonly required: boolean
  readonly schema: unknown
  readonly path: string
}

/** One operation, as the generated code sees it. */
export interface Operation {
  readonly operationId: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
  /** The OpenAPI path, e.g. `/v1/identity/{address}`. */
  readonly path: string
  readonly summary: string | undefined
  readonly idempotent: boolean
  readonly chainScoped: boolean
  readonly query: readonly Parameter[]
  readonly pathParams: readonly Parameter[]
  /** The JSON request body schema (usually a `$ref`), when there is one. */
  readonly body: unknown
  /** The JSON schema of each answered status, keyed by status code. */
  readonly responses: ReadonlyMap<number, unknown>
}

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const

/** A ts-rest path: `{param}` becomes `:param`. */
export const tsRestPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1')

const deref = (doc: Document, value: unknown, path: string): Record<string, unknown> => {
  const ref = finalRef(doc, value, path)
  const v = ref === undefined ? value : resolvePointer(doc, ref, path)
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new CodegenError(path, 'expected an object')
  return v as Record<string, unknown>
}

const jsonSchema = (doc: Document, holder: unknown, path: string): unknown => {
  const content = objectAt(deref(doc, holder, path), 'content', path)
  const json = content['application/json']
  if (json === undefined) return undefined
  const schema = (json as Record<string, unknown>).schema
  if (schema === undefined)
    throw new CodegenError(`${path}/content/application~1json`, 'a JSON content needs a schema')
  return schema
}

/** Reads one operation of `paths[path][method]`. */
export const readOperation = (
  doc: Document,
  path: string,
  method: (typeof methods)[number],
): Operation => {
  const at = `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`
  const item = objectAt(objectAt(doc, 'paths', '#'), path, '#/paths')
  const op = objectAt(item, method, at.slice(0, at.lastIndexOf('/')))
  const operationId = op.operationId
  if (typeof operationId !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(operationId))
    throw new CodegenError(`${at}/operationId`, 'every operation needs a camelCase operationId')
  const params = [
    ...((item.parameters as unknown[]) ?? []),
    ...((op.parameters as unknown[]) ?? []),
  ].map((p, i) => {
    const pp = `${at}/parameters/${i}`
    const param = deref(doc, p, pp)
    if (typeof param.name !== 'string') throw new CodegenError(pp, 'a parameter needs a name')
    if (param.in !== 'query' && param.in !== 'path')
      throw new CodegenError(
        `${pp}/in`,
        `only query and path parameters are supported, got ${String(param.in)}`,
      )
    return {
      in: param.in,
      name: param.name,
      required: param.required === true,
      schema: param.schema ?? {},
      path: finalRef(doc, p, pp) ?? pp,
    }
  })
  const responses = new Map<number, unknown>()
  for (const [status, r] of Object.entries(objectAt(op, 'responses', at))) {
    const code = Number(status)
    if (!Number.isInteger(code))
      throw new CodegenError(`${at}/responses/${status}`, 'status codes must be numbers')
    responses.set(code, jsonSchema(doc, r, `${at}/responses/${status}`))
  }
  if (responses.get(200) === undefined)
    throw new CodegenError(`${at}/responses/200`, 'every operation answers 200 with a JSON schema')
  const upper = method.toUpperCase() as Operation['method']
  const idempotent = op['x-idempotent']
  if (idempotent !== undefined && typeof idempotent !== 'boolean')
    throw new CodegenError(`${at}/x-idempotent`, 'expected a boolean')
  return {
    operationId,
    method: upper,
    path,
    summary: typeof op.summary === 'string' ? op.summary : undefined,
    idempotent: idempotent ?? (upper !== 'POST' && upper !== 'PATCH'),
    chainScoped: op['x-chain-scoped'] === true,
    query: params.filter((p) => p.in === 'query').map(({ in: _, ...p }) => p),
    pathParams: params.filter((p) => p.in === 'path').map(({ in: _, ...p }) => p),
    body:
      op.requestBody === undefined
        ? undefined
        : jsonSchema(doc, op.requestBody, `${at}/requestBody`),
    responses,
  }
}

/** Every operation of the document, sorted by operationId. */
export const readOperations = (doc: Document): Operation[] => {
  const out: Operation[] = []
  for (const [path, item] of Object.entries(objectAt(doc, 'paths', '#'))) {
    for (const method of methods)
      if ((item as Record<string, unknown>)[method] !== undefined)
        out.push(readOperation(doc, path, method))
  }
  const seen = new Set<string>()
  for (const o of out) {
    if (seen.has(o.operationId))
      throw new CodegenError('#/paths', `operationId ${o.operationId} is used twice`)
    seen.add(o.operationId)
  }
  return out.sort((a, b) =>
    a.operationId < b.operationId ? -1 : a.operationId > b.operationId ? 1 : 0,
  )
}
