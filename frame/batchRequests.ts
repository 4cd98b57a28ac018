import { type Address, type Hex, isHex, toHex } from 'viem'
import { type Call, checkCapabilities, readCalls } from './batchCalls.ts'

/** The EIP-5792 version both wallets speak. */
export const EIP5792_VERSION = '2.0.0'

/** EIP-1193 and EIP-5792 codes of the batch methods. */
export const batchCodes = {
  unauthorized: 4100,
  unsupportedCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  atomicityNotSupported: 5760,
  invalidParams: -32602,
} as const

/** Makes a wallet's own error (FrameFailure, ProviderRpcError) from a message and a code. */
export type Refuse = (message: string, code: number) => Error

/** Who answers a batch request: its name in messages ('The embedded wallet') and its errors. */
export interface BatchWallet {
  readonly name: string
  readonly refuse: Refuse
}

/** A checked `wallet_sendCalls`: the calls and the id the app chose, if any. */
export interface CheckedBatch {
  readonly calls: readonly Call[]
  readonly id: string | undefined
}

/** What `readSendCalls` checks a request against: the wallet's chain, account and sent ids. */
export interface SendCallsContext {
  readonly chainId: number | string
  /** Throws when `from` (when given) is not the wallet's account. */
  readonly checkFrom: (from: unknown) => void
  readonly sent: (id: string) => boolean
}

/**
 * Reads `wallet_sendCalls`' request before the user is asked anything: the chain it names is
 * the wallet's (5710), `from` its account, an `id` new (5720), the calls well formed (-32602)
 * and every non-optional capability known (5700). Shared by the embedded wallet and the
 * playground's dev wallet, which differ only in their name and their error class.
 *
 * @example
 * import { readSendCalls } from './batchRequests.ts'
 * const batch = readSendCalls(params, { name: 'The dev wallet', refuse }, { chainId: 31337, checkFrom, sent: () => false })
 */
export const readSendCalls = (
  params: unknown,
  wallet: BatchWallet,
  context: SendCallsContext,
): CheckedBatch => {
  const { refuse, name } = wallet
  const invalid = (message: string) => refuse(message, batchCodes.invalidParams)
  const request = ((Array.isArray(params) ? params[0] : undefined) ?? {}) as Record<string, unknown>
  if (request.chainId !== undefined) {
    if (typeof request.chainId !== 'string' || !isHex(request.chainId))
      throw invalid('chainId must be a hex string')
    if (BigInt(request.chainId) !== BigInt(context.chainId))
      throw refuse(
        `${name} is on chain ${toHex(Number(context.chainId))}, not ${request.chainId}: switch first`,
        batchCodes.unsupportedChainId,
      )
  }
  context.checkFrom(request.from)
  const id = request.id
  if (id !== undefined && (typeof id !== 'string' || id === ''))
    throw invalid('id must be a string')
  if (typeof id === 'string' && context.sent(id))
    throw refuse(`A batch with id ${id} was already sent`, batchCodes.duplicateId)
  const calls = readCalls(request.calls, invalid)
  const unsupported = (capability: string) =>
    refuse(
      `${name} does not support the capability ${capability}`,
      batchCodes.unsupportedCapability,
    )
  checkCapabilities(request.capabilities, unsupported)
  for (const call of request.calls as { capabilities?: unknown }[])
    checkCapabilities(call.capabilities, unsupported)
  return { calls, id: typeof id === 'string' ? id : undefined }
}

/**
 * `wallet_getCapabilities`' chain list: the hex chain ids asked for as numbers, or `undefined`
 * when the app asked for every chain.
 */
export const readChainIds = (chainIds: unknown, refuse: Refuse): bigint[] | undefined => {
  if (chainIds === undefined) return undefined
  return (Array.isArray(chainIds) ? chainIds : []).map((id: unknown) => {
    if (typeof id !== 'string' || !isHex(id))
      throw refuse('chainIds must be hex strings', batchCodes.invalidParams)
    return BigInt(id)
  })
}

/** A batch a wallet sent: where, and its one transaction. */
export interface SentBatch {
  readonly chainId: number
  readonly hash: Hex
}

/** The JSON-RPC request a client makes (viem's `PublicClient.request`, loosely typed). */
export type RpcRequest = (args: { method: string; params: readonly unknown[] }) => Promise<unknown>

type RpcReceipt = {
  status: Hex
  transactionHash: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  logs: { address: Address; data: Hex; topics: Hex[] }[]
}

/**
 * EIP-5792 `wallet_getCallsStatus` of a batch sent as one transaction: 100 while it has no
 * receipt, then 200 (confirmed) or 500 (reverted on chain: none of its calls took effect),
 * with that one receipt.
 *
 * @example
 * import { readCallsStatus } from './batchRequests.ts'
 * const status = await readCallsStatus(client.request, 'second', { chainId: 31337, hash })
 */
export const readCallsStatus = async (request: RpcRequest, id: string, batch: SentBatch) => {
  const receipt = (await request({
    method: 'eth_getTransactionReceipt',
    params: [batch.hash],
  })) as RpcReceipt | null
  const base = { version: EIP5792_VERSION, id, chainId: toHex(batch.chainId), atomic: true }
  if (!receipt) return { ...base, status: 100 }
  return {
    ...base,
    status: receipt.status === '0x1' ? 200 : 500,
    receipts: [
      {
        status: receipt.status,
        transactionHash: receipt.transactionHash,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
      },
    ],
  }
}
