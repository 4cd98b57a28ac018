import { type Hex, hexToBytes, isHex } from 'viem'
import type { ApprovalAsk, ApprovalRow } from './approvalAsk.ts'
import { fieldRows, namedTypedData, type TypedDataShape } from './describeTypedData.ts'
import type { FrameChain } from './FrameConfig.ts'

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
      const named = namedTypedData(typed)
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
