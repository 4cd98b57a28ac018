import { readFileSync } from 'node:fs'
import { validateOpenRPCDocument } from '@open-rpc/schema-utils-js'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { SUBSET_KEYWORDS } from '../../codegen/schema/keywords.ts'

type Json = Record<string, unknown>

interface Descriptor {
  readonly name: string
  readonly required?: boolean
  readonly schema: Json
}

interface Method {
  readonly name: string
  readonly paramStructure: string
  readonly params: readonly Descriptor[]
  readonly result: Descriptor
  readonly 'x-unsafe': unknown
  readonly 'x-namespace': unknown
  readonly 'x-frame': unknown
}

const text = readFileSync(
  new URL('../../contracts/wallet-rpc.openrpc.json', import.meta.url),
  'utf8',
)
const doc = JSON.parse(text) as {
  info: { description: string }
  methods: Method[]
  components: Json
}
const schemas = doc.components.schemas as Record<string, Json>
const frame = parse(
  readFileSync(new URL('../../contracts/frame.asyncapi.yaml', import.meta.url), 'utf8'),
) as { components: { schemas: Record<string, Json> } }

const validate = (document: unknown) =>
  validateOpenRPCDocument(document as Parameters<typeof validateOpenRPCDocument>[0])

const method = (name: string): Method => {
  const found = doc.methods.find((m) => m.name === name)
  if (!found) throw new Error(`no method ${name}`)
  return found
}

/** SPEC §6: personal_sign, typed-data signing, sendTransaction, wallet_sendCalls, permissions and Solana signing. */
const unsafe = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
  // Our design beside SPEC §6's list: Bitcoin signing is signing too.
  'bitcoin_signMessage',
]

const allowedKeywords = SUBSET_KEYWORDS

/** Every keyword of a schema and its subschemas ($ref keys carry the ref as second element). */
const keywords = (schema: unknown, out: [string, string][] = []): [string, string][] => {
  if (typeof schema !== 'object' || schema === null) return out
  for (const [key, value] of Object.entries(schema)) {
    out.push([key, key === '$ref' ? String(value) : ''])
    if (key === 'properties') for (const sub of Object.values(value as Json)) keywords(sub, out)
    else if (key === 'items' || key === 'additionalProperties') keywords(value, out)
    else if (key === 'oneOf' || key === 'anyOf' || key === 'allOf')
      for (const sub of value as unknown[]) keywords(sub, out)
  }
  return out
}

describe('wallet-rpc.openrpc.json', () => {
  it('default: validateOpenRPCDocument accepts the document', () => {
    const result = validate(doc)
    expect(result === true ? true : result.message).toBe(true)
  })

  it('behavior: validateOpenRPCDocument rejects a method whose x-unsafe is not a boolean', () => {
    const broken = structuredClone(doc) as unknown as { methods: Json[] }
    broken.methods[0]!['x-unsafe'] = 'yes'
    expect(validate(broken)).not.toBe(true)
  })

  it('behavior: every method has boolean x-unsafe and x-frame and an x-namespace matching its name', () => {
    expect(doc.methods.length).toBeGreaterThanOrEqual(30)
    for (const m of doc.methods) {
      expect(typeof m['x-unsafe'], m.name).toBe('boolean')
      expect(typeof m['x-frame'], m.name).toBe('boolean')
      const prefix = m.name.split('_')[0]
      const namespace = prefix === 'solana' || prefix === 'bitcoin' ? prefix : 'eip155'
      expect(m['x-namespace'], m.name).toBe(namespace)
      expect(m.paramStructure, m.name).toBe(namespace === 'eip155' ? 'by-position' : 'by-name')
    }
    const names = doc.methods.map((m) => m.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('behavior: SPEC §6 signing and sending methods are unsafe, every read is safe', () => {
    const marked = doc.methods.filter((m) => m['x-unsafe'] === true).map((m) => m.name)
    expect(marked.sort()).toEqual([...unsafe].sort())
  })

  it('behavior: eth_sign is left out and the info description says why', () => {
    expect(doc.methods.map((m) => m.name)).not.toContain('eth_sign')
    expect(doc.info.description).toMatch(/eth_sign is deliberately left out/)
    expect(doc.info.description).toContain("'Requested RPC call is not allowed'")
  })

  it('behavior: x-frame methods are exactly the RpcMethod enum of frame.asyncapi.yaml', () => {
    const carried = doc.methods.filter((m) => m['x-frame'] === true).map((m) => m.name)
    expect(carried.sort()).toEqual(
      [...(frame.components.schemas.RpcMethod!.enum as string[])].sort(),
    )
    expect(method('wallet_switchEthereumChain')['x-frame']).toBe(false)
    expect(method('wallet_addEthereumChain')['x-frame']).toBe(false)
  })

  it('behavior: every param and result has a schema whose refs resolve', () => {
    for (const m of doc.methods) {
      const descriptors = [...m.params, m.result]
      for (const d of descriptors) {
        expect(typeof d.name, m.name).toBe('string')
        expect(typeof d.schema, `${m.name} ${d.name}`).toBe('object')
      }
      const optionalBeforeRequired = m.params.findIndex(
        (p, i) => p.required !== true && m.params.slice(i + 1).some((q) => q.required === true),
      )
      expect(optionalBeforeRequired, `${m.name}: optional params come last`).toBe(-1)
    }
    const used = [
      ...doc.methods.flatMap((m) => [...m.params, m.result].map((d) => d.schema)),
      ...Object.values(schemas),
    ].flatMap((s) => keywords(s))
    const refs = used.filter(([k]) => k === '$ref').map(([, ref]) => ref)
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//)
      expect(schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined()
    }
  })

  it('behavior: schemas keep to the JSON Schema subset of contracts/README.md', () => {
    const used = [
      ...doc.methods.flatMap((m) => [...m.params, m.result].map((d) => d.schema)),
      ...Object.values(schemas),
    ].flatMap((s) => keywords(s))
    expect(used.length).toBeGreaterThan(100)
    expect(used.filter(([key]) => !allowedKeywords.has(key)).map(([k]) => k)).toEqual([])
  })

  it('behavior: SPEC §5 rules for wallet_sendCalls and Solana preflight commitment are in the schemas', () => {
    const call = schemas.Call as { required: string[]; properties: Record<string, Json> }
    expect(call.required).toEqual(['to'])
    expect(call.properties.to!.pattern).toBe('^0x')
    expect(call.properties.data!.pattern).toBe('^0x')
    expect(method('wallet_sendCalls').params[0]!.schema).toEqual({
      $ref: '#/components/schemas/SendCallsParams',
    })
    const options = schemas.SolanaSendOptions as { properties: Record<string, Json> }
    expect(options.properties.preflightCommitment!.enum).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    const asset = schemas.WalletAsset as { required: string[]; properties: Record<string, Json> }
    expect(asset.required).toEqual(['address', 'balance', 'type', 'metadata'])
    expect(asset.properties.type!.enum).toEqual(['ERC20', 'NATIVE'])
    expect(asset.properties.metadata!.required).toEqual([
      'name',
      'symbol',
      'decimals',
      'price',
      'iconUrl',
    ])
  })
})
