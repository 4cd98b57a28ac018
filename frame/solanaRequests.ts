import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import type { ApprovalAsk, ApprovalRow } from './describeRequest.ts'
import type { FrameChain } from './FrameConfig.ts'
import type { SolanaKey } from './solanaKey.ts'

/** The Solana methods the frame runs, each held for the visitor's approval. */
export const SOLANA_APPROVED_METHODS: ReadonlySet<string> = new Set([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
])

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const LAMPORTS_PER_SOL = 1_000_000_000n
const MAX_SHOWN = 2_000

const cut = (text: string) =>
  text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN)}… (${text.length} characters)`

type Params = Record<string, unknown>
const paramsOf = (params: unknown): Params | undefined =>
  typeof params === 'object' && params !== null && !Array.isArray(params)
    ? (params as Params)
    : undefined

const bytesOf58 = (text: unknown): Uint8Array | undefined => {
  if (typeof text !== 'string' || text.length === 0) return undefined
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    return undefined
  }
}

const transactionOf = (text: unknown): Transaction | undefined => {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined
  try {
    return getTransactionDecoder().decode(getBase64Encoder().encode(text))
  } catch {
    return undefined
  }
}

/** Lamports as SOL, without trailing zeros: 1500000000n → '1.5'. */
export const formatSol = (lamports: bigint) => {
  const whole = lamports / LAMPORTS_PER_SOL
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`
}

/** UTF-8 text of bytes when printable, else undefined. */
const textOf = (bytes: Uint8Array): string | undefined => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

/** What the approval reads of a compiled message (legacy and v0 share it). */
type CompiledShape = {
  readonly staticAccounts?: readonly Address[]
  readonly instructions?: readonly {
    readonly programAddressIndex: number
    readonly accountIndices?: readonly number[]
    readonly data?: Uint8Array
  }[]
}

/** The rows of one transaction: fee payer, instruction count, SOL transfers decoded. */
const transactionRows = (tx: Transaction, prefix = ''): ApprovalRow[] | undefined => {
  let message: CompiledShape
  try {
    message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes) as CompiledShape
  } catch {
    return undefined
  }
  if (!Array.isArray(message.staticAccounts) || !Array.isArray(message.instructions))
    return undefined
  const accounts = message.staticAccounts
  const rows: ApprovalRow[] = [
    { label: `${prefix}Fee payer`, value: accounts[0] ?? 'None' },
    { label: `${prefix}Instructions`, value: String(message.instructions.length) },
  ]
  for (const ix of message.instructions) {
    const data = ix.data
    const indices = ix.accountIndices ?? []
    // System program Transfer: u32 LE 2, then u64 LE lamports; accounts [from, to].
    if (
      accounts[ix.programAddressIndex] === SYSTEM_PROGRAM &&
      data?.length === 12 &&
      new DataView(data.buffer, data.byteOffset, 12).getUint32(0, true) === 2 &&
      indices.length >= 2
    ) {
      const lamports = new DataView(data.buffer, data.byteOffset, 12).getBigUint64(4, true)
      rows.push({
        label: `${prefix}Sends`,
        value: `${formatSol(lamports)} SOL to ${accounts[indices[1] as number] ?? 'an address table entry'}`,
      })
    }
  }
  return rows
}

const networkRow = (chain: FrameChain) => ({
  label: 'Network',
  value: `${chain.name} (solana:${chain.chainId})`,
})

/** The transaction's signer slots must include this wallet's address. */
const signsFor = (tx: Transaction, address: Address) =>
  Object.hasOwn(tx.signatures, address) ? tx : undefined

/**
 * Says in plain words what a Solana request asks: the message text, or for a transaction its
 * fee payer, how many instructions it has and the SOL transfers among them. `undefined` when
 * the params are not what the method takes or the transaction is not this wallet's to sign.
 *
 * @example
 * import { describeSolanaRequest } from './solanaRequests.ts'
 * describeSolanaRequest('solana_signMessage', { message: 'Cn8eVZg', pubkey }, chain, pubkey)
 * // { method: 'solana_signMessage', title: 'Sign this message', rows: [{ label: 'Message', value: 'hello', long: true }, ...] }
 */
export const describeSolanaRequest = (
  method: string,
  params: unknown,
  chain: FrameChain,
  address: Address,
): ApprovalAsk | undefined => {
  const p = paramsOf(params)
  if (!p) return undefined
  if (p.pubkey !== undefined && p.pubkey !== address) return undefined
  const account = { label: 'Account', value: address }
  switch (method) {
    case 'solana_signMessage': {
      const bytes = bytesOf58(p.message)
      if (!bytes || p.pubkey === undefined) return undefined
      const text = textOf(bytes)
      return {
        method,
        title: 'Sign this message',
        rows: [
          { label: 'Message', value: cut(text ?? (p.message as string)), long: true },
          ...(text === undefined ? [{ label: 'Format', value: 'Raw bytes (not text)' }] : []),
          account,
          networkRow(chain),
        ],
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const tx = transactionOf(p.transaction)
      const rows = tx && signsFor(tx, address) && transactionRows(tx)
      if (!rows) return undefined
      return {
        method,
        title:
          method === 'solana_signTransaction' ? 'Sign this transaction' : 'Send this transaction',
        rows: [...rows, account, networkRow(chain)],
      }
    }
    case 'solana_signAllTransactions': {
      const list = Array.isArray(p.transactions) ? (p.transactions as unknown[]) : []
      if (list.length === 0) return undefined
      const rows: ApprovalRow[] = [{ label: 'Transactions', value: String(list.length) }]
      for (const [i, text] of list.entries()) {
        const tx = transactionOf(text)
        const more = tx && signsFor(tx, address) && transactionRows(tx, `#${i + 1} `)
        if (!more) return undefined
        rows.push(...more)
      }
      return {
        method,
        title: 'Sign these transactions',
        rows: [...rows, account, networkRow(chain)],
      }
    }
  }
  return undefined
}

const encode64 = (tx: Transaction) => getBase64Decoder().decode(getTransactionEncoder().encode(tx))

/** A failure the frame reports with its message; thrown where params were already checked. */
export class SolanaRequestFailure extends Error {}

const sign = async (key: SolanaKey, text: unknown) => {
  const tx = transactionOf(text)
  if (!tx) throw new SolanaRequestFailure('Invalid input')
  const signed = await partiallySignTransaction([key.keyPair], tx)
  const signature = signed.signatures[key.address]
  if (!signature) throw new SolanaRequestFailure('Invalid input')
  return { signed, signature: getBase58Decoder().decode(signature) }
}

/**
 * Runs an approved Solana request with the frame's key: the signature (base58) of a message,
 * a signed transaction (base64), or a transaction sent to the network's RPC URL (the frame's
 * CSP `connect-src` allow-list holds it) with the send options.
 *
 * @example
 * import { runSolanaRequest } from './solanaRequests.ts'
 * const { signature } = await runSolanaRequest('solana_signMessage', { message, pubkey }, key, chain, fetch)
 */
export const runSolanaRequest = async (
  method: string,
  params: unknown,
  key: SolanaKey,
  chain: FrameChain,
  fetchFn: typeof fetch,
): Promise<unknown> => {
  const p = paramsOf(params) ?? {}
  switch (method) {
    case 'solana_signMessage': {
      const bytes = bytesOf58(p.message)
      if (!bytes) throw new SolanaRequestFailure('Invalid input')
      const signature = await signBytes(key.keyPair.privateKey, bytes)
      return { signature: getBase58Decoder().decode(signature) }
    }
    case 'solana_signTransaction': {
      const { signed, signature } = await sign(key, p.transaction)
      return { signature, transaction: encode64(signed) }
    }
    case 'solana_signAllTransactions': {
      const list = Array.isArray(p.transactions) ? (p.transactions as unknown[]) : []
      const out: string[] = []
      for (const text of list) out.push(encode64((await sign(key, text)).signed))
      return { transactions: out }
    }
    case 'solana_signAndSendTransaction': {
      const { signed, signature } = await sign(key, p.transaction)
      const options = paramsOf(p.options) ?? {}
      const response = await fetchFn(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'sendTransaction',
          params: [encode64(signed), { ...options, encoding: 'base64' }],
        }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        result?: unknown
        error?: { message?: unknown }
      }
      if (typeof body.result !== 'string')
        throw new SolanaRequestFailure(
          typeof body.error?.message === 'string' ? body.error.message : 'Transaction failed',
        )
      return { signature: body.result || signature }
    }
  }
  throw new SolanaRequestFailure(`${method} is not supported by this wallet`)
}
