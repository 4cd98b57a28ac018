import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import SwaggerParser from '@apidevtools/swagger-parser'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { SUBSET_KEYWORDS } from '../../codegen/schema/keywords.ts'

type Json = Record<string, unknown>

const file = new URL('../../contracts/api.openapi.yaml', import.meta.url)
const raw = parse(readFileSync(file, 'utf8')) as Json

const obj = (value: unknown): Json => {
  expect(value, 'expected an object').toBeTypeOf('object')
  return value as Json
}
const components = obj(raw.components)
const schemas = obj(components.schemas)
const parameters = obj(components.parameters)
const responses = obj(components.responses)

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const
interface Op {
  readonly method: string
  readonly path: string
  readonly op: Json
}
const operations: Op[] = Object.entries(obj(raw.paths)).flatMap(([path, item]) =>
  methods
    .filter((m) => m in obj(item))
    .map((method) => ({ method, path, op: obj(obj(item)[method]) })),
)

const localRef = (value: unknown, prefix: string): string | undefined => {
  const ref = (value as Json | undefined)?.$ref
  return typeof ref === 'string' && ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined
}

/** The schema name a `content: application/json: schema: $ref` points at. */
const bodyRef = (holder: unknown): string | undefined =>
  localRef(obj(obj(obj(holder).content)['application/json']).schema, '#/components/schemas/')

const expectedOperationIds = [
  'getSupportedChains',
  'getIdentity',
  'getAccountHistory',
  'getConvertQuotes',
  'getConvertTokens',
  'postFungiblePrice',
  'getConvertAllowance',
  'getConvertGasPrice',
  'postConvertBuildTransaction',
  'getConvertBuildApprove',
  'getAccountBalance',
  'getProfileAccount',
  'getProfileReverse',
  'getProfileSuggestions',
  'postProfileAccount',
  'postOnrampUrl',
  'getOnrampOptions',
  'postOnrampQuote',
  'getSession',
  'revokeSession',
  'postEvent',
  'getWallets',
  'postChainRpc',
  'getSiwxNonce',
  'createSession',
]

const errorStatuses = ['400', '403', '429', '500', '501', '503']

/** The JSON Schema keywords both generated validators can say (contracts/README.md). */
const allowedKeywords = SUBSET_KEYWORDS
const scalarTypes = new Set(['string', 'number', 'integer', 'boolean'])

/** Every keyword outside the subset, and every pattern that is not an ECMAScript regex. */
const subsetViolations = (schema: unknown, at: string): string[] => {
  const node = obj(schema)
  const out: string[] = []
  for (const key of Object.keys(node)) if (!allowedKeywords.has(key)) out.push(`${at}: ${key}`)
  if (typeof node.pattern === 'string') {
    try {
      new RegExp(node.pattern)
      new RegExp(node.pattern, 'u')
    } catch {
      out.push(`${at}: bad pattern`)
    }
  }
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#/components/schemas/'))
    out.push(`${at}: non-local $ref`)
  for (const [name, sub] of Object.entries((node.properties as Json | undefined) ?? {}))
    out.push(...subsetViolations(sub, `${at}.${name}`))
  if (node.items !== undefined) out.push(...subsetViolations(node.items, `${at}[]`))
  if (typeof node.additionalProperties === 'object')
    out.push(...subsetViolations(node.additionalProperties, `${at}{}`))
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
    for (const [i, sub] of ((node[key] as unknown[] | undefined) ?? []).entries())
      out.push(...subsetViolations(sub, `${at}.${key}[${i}]`))
  return out
}

/** Every `$ref` string anywhere in a value. */
const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, sub]) =>
    key === '$ref' && typeof sub === 'string' ? [sub] : refsIn(sub),
  )
}

describe('contracts/api.openapi.yaml', () => {
  it('default: is a valid OpenAPI 3.1 document', async () => {
    expect(raw.openapi).toBe('3.1.0')
    const api = await SwaggerParser.validate(fileURLToPath(file))
    expect(Object.keys(obj((api as unknown as Json).paths))).toHaveLength(
      expectedOperationIds.length,
    )
  })

  it('behavior: dereferences with no $ref left', async () => {
    const api = await SwaggerParser.dereference(fileURLToPath(file))
    expect(refsIn(api)).toEqual([])
  })

  it('behavior: every $ref points at something that exists', () => {
    const missing = refsIn(raw).filter((ref) => {
      let at: unknown = raw
      for (const key of ref.slice(2).split('/')) at = (at as Json | undefined)?.[key]
      return !ref.startsWith('#/') || at === undefined
    })
    expect(missing).toEqual([])
  })

  it('parameters: operationIds are the agreed camelCase names, once each', () => {
    const ids = operations.map(({ op }) => op.operationId)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort()).toEqual([...expectedOperationIds].sort())
  })

  it('parameters: projectId, st and sv are required query components', () => {
    for (const name of ['projectId', 'st', 'sv']) {
      const param = obj(parameters[name])
      expect(param).toMatchObject({ name, in: 'query', required: true })
      expect(obj(param.schema).type).toBe('string')
    }
  })

  describe.each(operations)('$method $path', ({ method, path, op }) => {
    it('parameters: carries projectId, st and sv by $ref', () => {
      const refs = ((op.parameters as unknown[]) ?? []).map((p) =>
        localRef(p, '#/components/parameters/'),
      )
      expect(refs).toEqual(expect.arrayContaining(['projectId', 'st', 'sv']))
    })

    it('parameters: own parameters are inline scalars, every path segment declared', () => {
      const own = ((op.parameters as unknown[]) ?? []).filter((p) => !obj(p).$ref).map(obj)
      for (const p of own) {
        const schema = obj(p.schema)
        const type = schema.type as string
        const scalar =
          scalarTypes.has(type) ||
          (type === 'array' && obj(schema.items).type === 'string' && !obj(schema.items).$ref)
        expect(scalar, `${p.name} is a scalar`).toBe(true)
        expect(schema.$ref).toBeUndefined()
        if (p.in === 'path') expect(p.required).toBe(true)
      }
      const declared = own.filter((p) => p.in === 'path').map((p) => p.name)
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])
      expect(declared).toEqual(inPath)
    })

    it('parameters: the 200 answer and any body $ref a PascalCase component', () => {
      const ok = bodyRef(obj(op.responses)['200'])
      expect(ok).toMatch(/^[A-Z][A-Za-z0-9]*$/)
      expect(schemas[ok as string]).toBeDefined()
      if (method === 'get') expect(op.requestBody).toBeUndefined()
      if (op.requestBody !== undefined) {
        expect(obj(op.requestBody).required).toBe(true)
        const body = bodyRef(op.requestBody)
        expect(body).toMatch(/^[A-Z][A-Za-z0-9]*$/)
        expect(schemas[body as string]).toBeDefined()
      }
    })

    it('parameters: every error status $refs a shared response', () => {
      const all = obj(op.responses)
      for (const status of errorStatuses)
        expect(responses[localRef(all[status], '#/components/responses/') ?? '']).toBeDefined()
      expect(Object.keys(all).sort()).toEqual(['200', ...errorStatuses].sort())
    })

    it('parameters: x-idempotent and x-chain-scoped are booleans', () => {
      expect(op['x-idempotent']).toBeTypeOf('boolean')
      expect(op['x-chain-scoped']).toBeTypeOf('boolean')
    })
  })

  it('behavior: every shared error response carries ErrorBody { reasons: [{ description }] }', () => {
    expect(Object.keys(responses)).toHaveLength(errorStatuses.length)
    for (const response of Object.values(responses)) expect(bodyRef(response)).toBe('ErrorBody')
    const body = obj(schemas.ErrorBody)
    expect(body.required).toEqual(['reasons'])
    const reasons = obj(obj(body.properties).reasons)
    expect(reasons.type).toBe('array')
    const reason = obj(schemas[localRef(reasons.items, '#/components/schemas/') ?? ''])
    expect(reason.required).toEqual(['description'])
    expect(obj(obj(reason.properties).description).type).toBe('string')
  })

  it('behavior: schemas keep to the shared JSON Schema subset', () => {
    const violations = Object.entries(schemas).flatMap(([name, schema]) =>
      subsetViolations(schema, name),
    )
    const paramViolations = operations.flatMap(({ op }) =>
      ((op.parameters as unknown[]) ?? [])
        .filter((p) => !obj(p).$ref)
        .flatMap((p) => subsetViolations(obj(p).schema, String(obj(p).name))),
    )
    expect([...violations, ...paramViolations]).toEqual([])
  })

  it('behavior: component names are PascalCase', () => {
    for (const name of Object.keys(schemas)) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/)
  })

  it('behavior: the SPEC §5 rules are named components', () => {
    for (const name of [
      'AccountName',
      'Email',
      'Otp',
      'SocialProvider',
      'ThemeMode',
      'SolanaPreflightCommitment',
      'WalletSendCallsParams',
      'WalletAsset',
      'WalletAssetsResponse',
      'TokenQuantity',
    ])
      expect(schemas[name], name).toBeDefined()
    expect(obj(schemas.SocialProvider).enum).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(obj(schemas.ThemeMode).enum).toEqual(['light', 'dark'])
    expect(obj(schemas.SolanaPreflightCommitment).enum).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    expect(obj(obj(obj(schemas.TokenQuantity).properties).decimals).type).toBe('string')
  })

  it('behavior: x-chain-scoped follows DECISIONS.md (chain calls skipped, project-wide calls not)', () => {
    const scoped = operations
      .filter(({ op }) => op['x-chain-scoped'] === true)
      .map(({ op }) => op.operationId as string)
    for (const id of scoped)
      expect(id).toMatch(/^(get|post)(Identity|Account|Convert|FungiblePrice|Profile)/)
    for (const id of [
      'getAccountBalance',
      'getAccountHistory',
      'getConvertQuotes',
      'getConvertGasPrice',
      'getProfileAccount',
      'postProfileAccount',
    ])
      expect(scoped).toContain(id)
    for (const id of [
      'getSupportedChains',
      'getWallets',
      'getOnrampOptions',
      'getSession',
      'revokeSession',
      'postEvent',
    ])
      expect(scoped).not.toContain(id)
  })

  it('behavior: reads are idempotent, writes are not', () => {
    const idempotent = Object.fromEntries(
      operations.map(({ op }) => [op.operationId as string, op['x-idempotent']]),
    )
    for (const { method, op } of operations)
      if (method === 'get') expect(op['x-idempotent'], String(op.operationId)).toBe(true)
    expect(idempotent).toMatchObject({
      postFungiblePrice: true,
      postConvertBuildTransaction: true,
      postOnrampQuote: true,
      postOnrampUrl: true,
      postProfileAccount: false,
      revokeSession: false,
      postEvent: false,
      postChainRpc: false,
    })
  })
})
