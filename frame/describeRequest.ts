import { type Hex, hexToBytes, isHex } from 'viem'
import type { ApprovalAsk, ApprovalRow } from './approvalAsk.ts'
import {
  fieldRows,
  namedTypedData,
  type TypedDataShape,
  tokensOfTypedData,
} from './describeTypedData.ts'
import type { FrameChain } from './FrameConfig.ts'
import { readTokenTable, type TokenTable } from './tokenFacts.ts'

export type { ApprovalAsk, ApprovalRow } from './approvalAsk.ts'

/** The unsafe methods this frame can run, each shown to the visitor before it runs. */
export const APPROVED_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

/** Typed data as the method takes it (JSON text or an object), when it has what EIP-712 needs. */
const typedDataOf = (raw: unknown): TypedDataShape | undefined => {
  let typed: unknown
  try {
    typed = typeof raw === 'string' ? JSON.parse(raw) : raw
  } catch {
    return undefined
  }
  if (typeof typed !== 'object' || typed === null) return undefined
  const { types, primaryType, message, domain } = typed as Record<string, unknown>
  if (typeof primaryType !== 'string' || typeof message !== 'object' || message === null)
    return undefined
  if (
    typeof types !== 'object' ||
    types === null ||
    !Array.isArray((types as Record<string, unknown>)[primaryType])
  )
    return undefined
  return {
    types: types as TypedDataShape['types'],
    primaryType,
    message: message as Record<string, unknown>,
    ...(typeof domain === 'object' && domain !== null
      ? { domain: domain as Record<string, unknown> }
      : {}),
  }
}

/**
 * The facts of the tokens a request's Permit or Permit2 names, read on the configured chain
 * its domain names (the current one when it names none); none when that chain is not served,
 * so an amount is never read in another chain's token's unit.
 */
export const readRequestTokens = async (
  method: string,
  params: unknown,
  on: FrameChain,
  chains: readonly FrameChain[],
): Promise<TokenTable | undefined> => {
  if (method !== 'eth_signTypedData_v4') return undefined
  const typed = typedDataOf(Array.isArray(params) ? params[1] : undefined)
  if (!typed) return undefined
  const wanted = tokensOfTypedData(typed)
  if (wanted.length === 0) return undefined
  const named = typed.domain?.chainId
  const chain =
    named === undefined ? on : chains.find((c) => String(c.chainId) === String(Number(named)))
  return chain ? readTokenTable(chain, wanted) : undefined
}

/** UTF-8 text of a hex message when it is printable text, else undefined. */
const textOf = (hex: Hex): string | undefined => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(hex))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

const networkOf = (chain: FrameChain) => `${chain.name} (chain ${chain.chainId})`

/**
 * Says in plain words what a signature asks (SPEC §6): the message text whole, or typed data
 * with its named approval (Permit, Permit2) first and every signed field in `types` order
 * (F9); transactions are told by describeTransaction, with the frame's own fee. `undefined` when the
 * params are not what the method takes (the frame answers 'Invalid input' without asking).
 *
 * @example
 * import { describeRequest } from './describeRequest.ts'
 * describeRequest('personal_sign', ['0x68656c6c6f', account], chain, account)?.rows[0]
 * // { label: 'Message', value: 'hello', long: true }
 */
export const describeRequest = (
  method: string,
  params: unknown,
  chain: FrameChain,
  account: string,
  tokens?: TokenTable,
): ApprovalAsk | undefined => {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  const from = { label: 'Account', value: account }
  const network = { label: 'Network', value: networkOf(chain) }
  switch (method) {
    case 'personal_sign': {
      const message = list[0]
      if (typeof message !== 'string') return undefined
      const text = isHex(message) ? textOf(message) : message
      return {
        method,
        title: 'Sign this message',
        rows: [
          { label: 'Message', value: text ?? message, long: true },
          ...(text === undefined && isHex(message)
            ? [{ label: 'Format', value: 'Raw bytes (not text)' }]
            : []),
          from,
          network,
        ],
      }
    }
    case 'eth_signTypedData_v4': {
      const typed = typedDataOf(list[1])
      if (!typed) return undefined
      const { domain, primaryType } = typed
      const named = namedTypedData(typed, tokens)
      const rows: ApprovalRow[] = [...(named?.rows ?? [])]
      if (typeof domain?.name === 'string')
        rows.push({
          label: 'Application',
          value:
            typeof domain.version === 'string' ? `${domain.name} ${domain.version}` : domain.name,
        })
      if (domain?.chainId !== undefined)
        rows.push({ label: 'For chain', value: String(domain.chainId) })
      if (typeof domain?.verifyingContract === 'string')
        rows.push({ label: 'Contract', value: domain.verifyingContract })
      rows.push({ label: 'Type', value: primaryType })
      // Every signed field, in the order of `types`, whole (F9).
      rows.push(...fieldRows(typed.types, primaryType, typed.message))
      return { method, title: named?.title ?? 'Sign this data', rows: [...rows, from, network] }
    }
  }
  return undefined
}
