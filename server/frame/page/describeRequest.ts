import { formatEther, type Hex, hexToBigInt, hexToBytes, isHex } from 'viem'
import type { FrameChain } from './FrameConfig.ts'

/** One line of an approval: a label and its value in plain words. */
export interface ApprovalRow {
  readonly label: string
  readonly value: string
  /** Shown as a block that wraps (a message, data, typed-data fields). */
  readonly long?: boolean
}

/** What the visitor is asked to approve in the frame. */
export interface ApprovalAsk {
  readonly method: string
  readonly title: string
  readonly rows: readonly ApprovalRow[]
}

/** The unsafe methods this frame can run, each shown to the visitor before it runs. */
export const APPROVED_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

/** Longest value shown in full; longer ones are cut with their full length said. */
const MAX_SHOWN = 2_000

const cut = (text: string) =>
  text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN)}… (${text.length} characters)`

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

const dataOf = (data: unknown) => {
  if (data === undefined || data === '0x') return 'None'
  if (typeof data !== 'string' || !isHex(data)) return undefined
  return cut(`${data} (${(data.length - 2) / 2} bytes)`)
}

/**
 * Says in plain words what an unsafe request asks (SPEC §6): the message text, a typed-data
 * summary, or a transaction's receiver, value in ETH, data and network. `undefined` when the
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
          { label: 'Message', value: cut(text ?? message), long: true },
          ...(text === undefined && isHex(message)
            ? [{ label: 'Format', value: 'Raw bytes (not text)' }]
            : []),
          from,
          network,
        ],
      }
    }
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      let typed: unknown
      try {
        typed = typeof raw === 'string' ? JSON.parse(raw) : raw
      } catch {
        return undefined
      }
      if (typeof typed !== 'object' || typed === null) return undefined
      const { domain, primaryType, message } = typed as {
        domain?: {
          name?: unknown
          version?: unknown
          chainId?: unknown
          verifyingContract?: unknown
        }
        primaryType?: unknown
        message?: unknown
      }
      if (typeof primaryType !== 'string' || typeof message !== 'object' || message === null)
        return undefined
      const rows: ApprovalRow[] = []
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
      rows.push({
        label: 'Data',
        value: cut(
          JSON.stringify(message, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2),
        ),
        long: true,
      })
      return { method, title: 'Sign this data', rows: [...rows, from, network] }
    }
    case 'eth_sendTransaction': {
      const tx = list[0]
      if (typeof tx !== 'object' || tx === null) return undefined
      const { to, value, data } = tx as { to?: unknown; value?: unknown; data?: unknown }
      if (to !== undefined && (typeof to !== 'string' || !isHex(to))) return undefined
      if (value !== undefined && (typeof value !== 'string' || !isHex(value))) return undefined
      const shownData = dataOf(data)
      if (shownData === undefined) return undefined
      return {
        method,
        title: 'Send this transaction',
        rows: [
          { label: 'To', value: to === undefined ? 'A new contract' : to },
          {
            label: 'Amount',
            value: `${formatEther(value === undefined ? 0n : hexToBigInt(value as Hex))} ETH`,
          },
          { label: 'Data', value: shownData, long: data !== undefined && data !== '0x' },
          from,
          network,
        ],
      }
    }
  }
  return undefined
}
