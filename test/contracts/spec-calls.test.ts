import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type Json = Record<string, unknown>

/**
 * SPEC §7's Data API table, row by row, as SPEC writes it. `fields` are the payload names of
 * the row (dotted for a nested body field), `values` the literal values SPEC names, and
 * `reply` the answer fields it names.
 */
interface Row {
  readonly method: string
  readonly path: string
  readonly payload: string
  readonly fields: readonly string[]
  readonly values?: Readonly<Record<string, string | number>>
  readonly reply?: readonly string[]
}

const rows: readonly Row[] = [
  { method: 'GET', path: 'v1/supported-chains', payload: 'none', fields: [] },
  { method: 'GET', path: '/v1/identity/{address}', payload: 'query sender', fields: ['sender'] },
  {
    method: 'GET',
    path: '/v1/account/{account}/history',
    payload: 'cursor, onramp, chainId',
    fields: ['cursor', 'onramp', 'chainId'],
  },
  {
    method: 'GET',
    path: '/v1/convert/quotes',
    payload: 'amount, userAddress, from, to, gasPrice',
    fields: ['amount', 'userAddress', 'from', 'to', 'gasPrice'],
  },
  { method: 'GET', path: '/v1/convert/tokens', payload: 'chainId', fields: ['chainId'] },
  {
    method: 'POST',
    path: '/v1/fungible/price',
    payload: 'currency, addresses, projectId',
    fields: ['currency', 'addresses', 'projectId'],
  },
  {
    method: 'GET',
    path: '/v1/convert/allowance',
    payload: 'tokenAddress, userAddress',
    fields: ['tokenAddress', 'userAddress'],
  },
  { method: 'GET', path: '/v1/convert/gas-price', payload: 'chainId', fields: ['chainId'] },
  {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    payload: 'amount, eip155 slippage, projectId, from, to, userAddress, disableEstimate',
    fields: [
      'amount',
      'eip155.slippage',
      'projectId',
      'from',
      'to',
      'userAddress',
      'disableEstimate',
    ],
  },
  {
    method: 'GET',
    path: '/v1/convert/build-approve',
    payload: 'userAddress, from, to',
    fields: ['userAddress', 'from', 'to'],
  },
  {
    method: 'GET',
    path: '/v1/account/{address}/balance',
    payload: 'currency usd, chainId, forceUpdate',
    fields: ['currency', 'chainId', 'forceUpdate'],
    values: { currency: 'usd' },
  },
  {
    method: 'GET',
    path: '/v1/profile/account/{name}',
    payload: 'apiVersion 2',
    fields: ['apiVersion'],
    values: { apiVersion: 2 },
  },
  {
    method: 'GET',
    path: '/v1/profile/reverse/{address}',
    payload: 'sender, apiVersion',
    fields: ['sender', 'apiVersion'],
  },
  { method: 'GET', path: '/v1/profile/suggestions/{name}', payload: 'zone', fields: ['zone'] },
  {
    method: 'POST',
    path: '/v1/profile/account',
    payload: 'coin_type, address, message, signature',
    fields: ['coin_type', 'address', 'message', 'signature'],
  },
  {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    payload:
      'destinationWallets, defaultNetwork, partnerUserId, defaultExperience buy, presetCryptoAmount, presetFiatAmount; reply field url',
    fields: [
      'destinationWallets',
      'defaultNetwork',
      'partnerUserId',
      'defaultExperience',
      'presetCryptoAmount',
      'presetFiatAmount',
    ],
    values: { defaultExperience: 'buy' },
    reply: ['url'],
  },
  { method: 'GET', path: '/v1/onramp/options', payload: 'none', fields: [] },
  {
    method: 'POST',
    path: '/v1/onramp/quote',
    payload: 'purchaseCurrency, paymentCurrency, amount, network',
    fields: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'],
  },
  { method: 'GET', path: '/v1/sessions/{id}', payload: 'none', fields: [] },
  {
    method: 'POST',
    path: '/v1/sessions/{id}/revoke',
    payload: 'pci, signature',
    fields: ['pci', 'signature'],
  },
  {
    method: 'POST',
    path: '/e (analytics)',
    payload: 'eventId, url, domain, timestamp, props; MODAL_CREATED is never sent',
    fields: ['eventId', 'url', 'domain', 'timestamp', 'props'],
  },
]

/** A SPEC path as the document writes it: leading slash, no note, path params by position. */
const normalise = (path: string): string => {
  const bare = path.split(' ')[0] ?? ''
  return (bare.startsWith('/') ? bare : `/${bare}`).replace(/\{[^}]*\}/g, '{}')
}

const raw = parse(
  readFileSync(new URL('../../contracts/api.openapi.yaml', import.meta.url), 'utf8'),
) as Json

/** The value a local `$ref` names, following chains. */
const deref = (doc: Json, value: unknown): Json => {
  let at = value as Json
  while (typeof at?.$ref === 'string') {
    let target: unknown = doc
    for (const key of (at.$ref as string).slice(2).split('/')) target = (target as Json)[key]
    at = target as Json
  }
  return at
}

/** The operation a document holds for a SPEC method and path, if any. */
const findOperation = (doc: Json, row: Row): Json | undefined => {
  const want = normalise(row.path)
  for (const [path, item] of Object.entries(doc.paths as Json))
    if (normalise(path) === want)
      return (item as Json)[row.method.toLowerCase()] as Json | undefined
  return undefined
}

/** The schema of a dotted field in a body schema, if the body has it. */
const bodyField = (doc: Json, body: Json | undefined, dotted: string): Json | undefined => {
  let at = body
  for (const name of dotted.split('.')) {
    if (at === undefined) return undefined
    const props = deref(doc, at).properties as Json | undefined
    at = props?.[name] === undefined ? undefined : deref(doc, props[name])
  }
  return at
}

/** What a row needs that the document lacks, as readable strings; empty when all is there. */
const gaps = (doc: Json, row: Row): string[] => {
  const op = findOperation(doc, row)
  if (op === undefined) return [`${row.method} ${row.path} is missing`]
  const params = new Map(
    ((op.parameters as unknown[] | undefined) ?? []).map((p) => {
      const param = deref(doc, p)
      return [param.name as string, deref(doc, param.schema)] as const
    }),
  )
  const content = (holder: unknown): Json | undefined =>
    ((deref(doc, holder)?.content as Json | undefined)?.['application/json'] as Json | undefined)
      ?.schema as Json | undefined
  const body = op.requestBody === undefined ? undefined : content(op.requestBody)
  const out: string[] = []
  for (const field of row.fields) {
    const schema = params.get(field) ?? bodyField(doc, body, field)
    if (schema === undefined) {
      out.push(`${row.method} ${row.path}: ${field} is neither a parameter nor a body field`)
      continue
    }
    const value = row.values?.[field]
    if (value !== undefined && !((schema.enum as unknown[] | undefined) ?? []).includes(value))
      out.push(`${row.method} ${row.path}: ${field} does not allow ${value}`)
  }
  const reply = content((op.responses as Json)['200'])
  for (const field of row.reply ?? [])
    if (bodyField(doc, reply, field) === undefined)
      out.push(`${row.method} ${row.path}: the reply lacks ${field}`)
  return out
}

describe('SPEC §7 Data API calls', () => {
  it('default: the table holds the 21 rows of SPEC §7, each once', () => {
    expect(rows).toHaveLength(21)
    expect(new Set(rows.map((r) => `${r.method} ${normalise(r.path)}`)).size).toBe(21)
  })

  it.each(rows)('behavior: $method $path is in the contract with its payload', (row) => {
    expect(gaps(raw, row)).toEqual([])
  })

  it('behavior: a missing call is reported', () => {
    const doc = structuredClone(raw)
    delete (doc.paths as Json)['/v1/supported-chains']
    expect(gaps(doc, rows[0] as Row)).toEqual(['GET v1/supported-chains is missing'])
  })

  it('behavior: a missing payload field and a wrong literal are reported', () => {
    const doc = structuredClone(raw)
    const balance = (doc.paths as Json)['/v1/account/{address}/balance'] as Json
    const op = balance.get as Json
    op.parameters = (op.parameters as Json[])
      .filter((p) => p.name !== 'forceUpdate')
      .map((p) => (p.name === 'currency' ? { ...p, schema: { type: 'string', enum: ['eur'] } } : p))
    const row = rows.find((r) => r.path === '/v1/account/{address}/balance') as Row
    expect(gaps(doc, row)).toEqual([
      'GET /v1/account/{address}/balance: currency does not allow usd',
      'GET /v1/account/{address}/balance: forceUpdate is neither a parameter nor a body field',
    ])
  })

  it('parameters: path params match by position, not by name', () => {
    expect(normalise('/v1/sessions/{sessionId}/revoke')).toBe(normalise('/v1/sessions/{id}/revoke'))
    expect(normalise('v1/supported-chains')).toBe('/v1/supported-chains')
    expect(normalise('/e (analytics)')).toBe('/e')
  })
})
