import { isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { SiwxMessageData } from '../../generated/api/zod.ts'

/** A sign-in message read back into the SPEC §3 fields, with its CAIP-10 account. */
export type SiwxMessage = {
  readonly namespace: string
  /** CAIP-10: `<chainId>:<accountAddress>`. */
  readonly account: string
  readonly data: SiwxMessageData
}

/** What `readSiwxMessage` answers: the message, or why it is not one. */
export type ReadSiwxMessage =
  | { readonly ok: true; readonly message: SiwxMessage }
  | { readonly ok: false; readonly problem: string }

/** The account line's title for each namespace (`formatSiwxMessage` in the runtime). */
const namespaceOfTitle: Readonly<Record<string, string>> = {
  Ethereum: 'eip155',
  Solana: 'solana',
  Bitcoin: 'bitcoin',
}

const header = /^(?<domain>[^\s]+) wants you to sign in with your (?<title>[A-Za-z]+) account:$/
const caip2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const nonceRule = /^[a-zA-Z0-9]{8,}$/
/** RFC 3339 date-time, as EIP-4361 and CAIP-122 require. */
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

const badTime = (value: string | undefined) =>
  value !== undefined && (!dateTime.test(value) || Number.isNaN(Date.parse(value)))

const fail = (problem: string): ReadSiwxMessage => ({ ok: false, problem })

/** Checks shared by both layouts: nonce, version and times. */
const checked = (namespace: string, data: SiwxMessageData): ReadSiwxMessage => {
  if (!nonceRule.test(data.nonce)) return fail('its Nonce is not 8 or more letters and digits')
  if (data.version !== '1') return fail('its Version is not 1')
  for (const [label, value] of [
    ['Issued At', data.issuedAt],
    ['Expiration Time', data.expirationTime],
    ['Not Before', data.notBefore],
  ] as const)
    if (badTime(value)) return fail(`its ${label} is not an RFC 3339 date-time`)
  return {
    ok: true,
    message: { namespace, account: `${data.chainId}:${data.accountAddress}`, data },
  }
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }

/** EIP-4361, read by viem's `parseSiweMessage`; the times keep the message's own text. */
const readEip4361 = (text: string): ReadSiwxMessage => {
  const parsed = parseSiweMessage(text)
  if (!parsed.address || !isAddress(parsed.address, { strict: false }))
    return fail('its address is not an EVM address')
  if (!parsed.domain || !parsed.uri || !parsed.nonce || !parsed.version || !parsed.chainId)
    return fail('it lacks one of URI, Version, Chain ID, Nonce and Issued At')
  const timeText = (label: string) => new RegExp(`^${label}: (.+)$`, 'm').exec(text)?.[1]
  return checked('eip155', {
    chainId: `eip155:${parsed.chainId}`,
    accountAddress: parsed.address,
    nonce: parsed.nonce,
    domain: parsed.domain,
    uri: parsed.uri,
    version: parsed.version as '1',
    ...optional('statement', parsed.statement),
    ...optional('issuedAt', timeText('Issued At')),
    ...optional('expirationTime', timeText('Expiration Time')),
    ...optional('notBefore', timeText('Not Before')),
    ...optional('requestId', parsed.requestId),
    ...optional('resources', parsed.resources),
  })
}

const fieldLabels = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
} as const

/** CAIP-122 for the other namespaces, in the layout the runtime signs. */
const readCaip122 = (lines: readonly string[], domain: string, namespace: string) => {
  const address = lines[1] ?? ''
  if (!/^[-.%a-zA-Z0-9]{1,128}$/.test(address)) return fail('its address line is not an address')
  if (lines[2] !== '') return fail('the address is not followed by an empty line')
  let at = 3
  let statement: string | undefined
  if (lines[at] !== undefined && !lines[at]?.startsWith('URI: ')) {
    statement = lines[at]
    if (lines[at + 1] !== '') return fail('the statement is not followed by an empty line')
    at += 2
  }
  const fields: Partial<Record<(typeof fieldLabels)[keyof typeof fieldLabels], string>> = {}
  let resources: string[] | undefined
  for (; at < lines.length; at++) {
    const line = lines[at] ?? ''
    if (line === 'Resources:') {
      resources = lines.slice(at + 1).map((r) => r.replace(/^- /, ''))
      if (!lines.slice(at + 1).every((r) => r.startsWith('- ')))
        return fail('a resource line does not start with "- "')
      break
    }
    const colon = line.indexOf(': ')
    const key = fieldLabels[line.slice(0, colon) as keyof typeof fieldLabels]
    if (colon < 0 || !key || fields[key] !== undefined) return fail(`unexpected line "${line}"`)
    fields[key] = line.slice(colon + 2)
  }
  const { uri, version, nonce } = fields
  if (!uri || !version || !nonce || !fields.chainId)
    return fail('it lacks one of URI, Version, Chain ID and Nonce')
  // CAIP-122 allows the bare reference; the runtime writes the whole CAIP-2 id.
  const chainId = fields.chainId.includes(':') ? fields.chainId : `${namespace}:${fields.chainId}`
  if (!caip2.test(chainId) || !chainId.startsWith(`${namespace}:`))
    return fail(`its Chain ID ${fields.chainId} is not a ${namespace} CAIP-2 chain id`)
  return checked(namespace, {
    chainId,
    accountAddress: address,
    nonce,
    domain,
    uri,
    version: version as '1',
    ...optional('statement', statement),
    ...optional('issuedAt', fields.issuedAt),
    ...optional('expirationTime', fields.expirationTime),
    ...optional('notBefore', fields.notBefore),
    ...optional('requestId', fields.requestId),
    ...optional('resources', resources),
  })
}

/**
 * Reads a signed sign-in message back into the SPEC §3 fields: EIP-4361 ("… with your
 * Ethereum account") through viem's `parseSiweMessage`, CAIP-122 for Solana and Bitcoin in
 * the layout the runtime's `formatSiwxMessage` writes. Answers why when it is not one.
 *
 * @example
 * import { readSiwxMessage } from './readSiwxMessage.ts'
 * const read = readSiwxMessage('example.com wants you to sign in with your Ethereum account:\n…')
 * if (!read.ok) console.log(read.problem)
 */
export const readSiwxMessage = (text: string): ReadSiwxMessage => {
  const lines = text.split('\n')
  const head = header.exec(lines[0] ?? '')?.groups
  const namespace = head ? namespaceOfTitle[head.title ?? ''] : undefined
  if (!head?.domain || !namespace)
    return fail('its first line is not "<domain> wants you to sign in with your <chain> account:"')
  return namespace === 'eip155' ? readEip4361(text) : readCaip122(lines, head.domain, namespace)
}
