import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  isAddress,
  isHex,
  type Transport,
  type WalletClient,
} from 'viem'
import { estimateGas } from 'viem/actions'

/** One call of an EIP-5792 batch, checked. */
export type Call = { readonly to: Address; readonly data: Hex; readonly value: bigint }

/**
 * Reads `wallet_sendCalls`' calls list: a non-empty list of `{ to, data?, value? }` with an
 * address, hex data and a hex quantity; anything else is `invalid(reason)`. Shared by the
 * embedded wallet (the frame) and the playground's dev wallet, which differ only in the error
 * they answer with.
 *
 * @example
 * import { readCalls } from './batchCalls.ts'
 * readCalls([{ to: '0x…', value: '0x1' }], (m) => new Error(m)) // [{ to, data: '0x', value: 1n }]
 */
export const readCalls = (value: unknown, invalid: (reason: string) => Error): Call[] => {
  if (!Array.isArray(value) || value.length === 0)
    throw invalid('wallet_sendCalls needs a non-empty calls list')
  return value.map((call: unknown, i) => {
    const { to, data, value: amount } = (call ?? {}) as Record<string, unknown>
    if (typeof to !== 'string' || !isAddress(to)) throw invalid(`calls[${i}].to is not an address`)
    if (data !== undefined && !(typeof data === 'string' && isHex(data)))
      throw invalid(`calls[${i}].data is not hex`)
    if (amount !== undefined && !(typeof amount === 'string' && isHex(amount) && amount !== '0x'))
      throw invalid(`calls[${i}].value is not a hex quantity`)
    return {
      to,
      data: (data as Hex | undefined) ?? '0x',
      value: amount === undefined ? 0n : BigInt(amount as string),
    }
  })
}

/** Refuses (EIP-5792 5700) every capability a request needs that the wallet does not know. */
export const checkCapabilities = (capabilities: unknown, refuse: (name: string) => Error) => {
  if (capabilities === undefined || capabilities === null) return
  for (const [name, settings] of Object.entries(capabilities as Record<string, unknown>)) {
    if ((settings as { optional?: unknown } | null)?.optional !== true) throw refuse(name)
  }
}

/**
 * Which call of a reverted batch failed, from the delegation target's `ExecuteError(index, …)`
 * found anywhere down the error's cause chain.
 */
export const failedCallIndex = (error: unknown, abi: Abi): number | undefined => {
  let current = error as { data?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 20; depth++) {
    const data = current.data
    if (typeof data === 'string' && isHex(data)) {
      try {
        return Number(decodeErrorResult({ abi, data }).args?.[0])
      } catch {
        return undefined
      }
    }
    current = current.cause as typeof current
  }
  return undefined
}

/** The code an EIP-7702 delegation to `target` leaves at the account (`0xef0100` ‖ target). */
export const delegationDesignator = (target: Address): Hex =>
  `0xef0100${target.slice(2)}`.toLowerCase() as Hex

/** What `sendDelegatedBatch` needs: a wallet on the batch's chain and the delegation target. */
export interface DelegatedBatch {
  readonly wallet: WalletClient<Transport, Chain, Account>
  /** The delegation target (Simple7702Account): its `executeBatch` and `ExecuteError`. */
  readonly delegation: Address
  readonly abi: Abi
  /** Whether the account's code already designates `delegation`. */
  readonly delegated: boolean
  readonly calls: readonly Call[]
  /** The gas limit and EIP-1559 fees to send with (the ones shown); absent: the node's. */
  readonly fees?: {
    readonly gas: bigint
    readonly maxFeePerGas?: bigint
    readonly maxPriorityFeePerGas?: bigint
    readonly gasPrice?: bigint
  }
  /** The error a batch that would revert is refused with, naming the failing call. */
  readonly reverted: (index: number) => Error
  /**
   * Without `fees`: the percent of gas added to the node's estimate. The estimate runs against
   * the latest block, the transaction lands in a later one; a call whose cost depends on the
   * block's time costs more there (a Uniswap V2 pool that last traded in the latest block writes
   * its price accumulators only once the clock has moved: up to ~44,000 gas more), and an
   * exact estimate then runs out of gas and reverts the whole batch on chain. Absent: viem's
   * exact estimate.
   */
  readonly gasHeadroomPercent?: bigint
}

/**
 * Sends calls as ONE transaction from the account to itself through the delegation target's
 * `executeBatch`: every call runs, or none does. When the account is not delegated yet, the
 * transaction (type 4) carries the authorization the account signs for the target (its nonce
 * is the transaction's + 1, hence `executor: 'self'`). A batch that would revert sends nothing
 * and fails with `reverted(index)`. Shared by the embedded wallet and the dev wallet.
 */
export const sendDelegatedBatch = async (batch: DelegatedBatch): Promise<Hex> => {
  const { wallet, delegation, abi, calls } = batch
  const authorizationList = batch.delegated
    ? undefined
    : [await wallet.signAuthorization({ contractAddress: delegation, executor: 'self' })]
  const transaction = {
    to: wallet.account.address,
    data: encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [calls.map((c) => ({ target: c.to, value: c.value, data: c.data }))],
    }),
    ...(authorizationList ? { authorizationList } : {}),
  }
  try {
    const headroom = batch.fees ? undefined : batch.gasHeadroomPercent
    const fees =
      headroom === undefined
        ? batch.fees
        : {
            gas:
              ((await estimateGas(wallet, { account: wallet.account, ...transaction })) *
                (100n + headroom)) /
              100n,
          }
    return await wallet.sendTransaction({ ...transaction, ...(fees ?? {}) } as Parameters<
      typeof wallet.sendTransaction
    >[0])
  } catch (error) {
    const index = failedCallIndex(error, abi)
    if (index === undefined) throw error
    throw batch.reverted(index)
  }
}
