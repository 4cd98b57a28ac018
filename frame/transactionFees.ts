import { type Address, createPublicClient, type Hex, hexToBigInt, http } from 'viem'
import {
  FRAME_AUTHORIZATION_GAS,
  FRAME_BASE_FEE_MULTIPLIER,
  FRAME_MAX_NETWORK_FEE,
} from '../runtime/constants.ts'
import { FEE_TOO_HIGH, FEE_UNKNOWN } from './approvalMessages.ts'
import { delegationDesignator } from './batchCalls.ts'
import type { FrameChain } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'

/** The fields of an app's `eth_sendTransaction` the frame reads (hex quantities). */
export interface AppTransaction {
  readonly to?: Hex
  readonly value?: Hex
  readonly data?: Hex
  readonly gas?: Hex
  readonly gasPrice?: Hex
  readonly maxFeePerGas?: Hex
  readonly maxPriorityFeePerGas?: Hex
}

/** The fee fields the frame sends with: EIP-1559 where the chain has a base fee, else legacy. */
export type FeeFields =
  | { readonly maxFeePerGas: bigint; readonly maxPriorityFeePerGas: bigint }
  | { readonly gasPrice: bigint }

/** The gas limit and fees a transaction goes out with, and the most it can spend on them. */
export interface TransactionFees {
  readonly gas: bigint
  readonly fees: FeeFields
  /** gas × max fee per gas: the most the network fee can be, in the native unit's wei. */
  readonly maxFee: bigint
}

const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))
/** The app's value when it is at most the frame's own, else the frame's (never above it). */
const atMost = (own: bigint, app: bigint | undefined) =>
  app !== undefined && app < own ? app : own

const ownFees = async (client: ReturnType<typeof createPublicClient>): Promise<FeeFields> => {
  const [block, gasPrice] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    client.getGasPrice(),
  ])
  const base = block.baseFeePerGas
  if (base === null || base === undefined) return { gasPrice }
  const priority = await client
    .request({ method: 'eth_maxPriorityFeePerGas' })
    .then((hex) => hexToBigInt(hex))
    .catch(() => (gasPrice > base ? gasPrice - base : 0n))
  return {
    maxFeePerGas: base * FRAME_BASE_FEE_MULTIPLIER + priority,
    maxPriorityFeePerGas: priority,
  }
}

/**
 * The frame's own fee estimate for a transaction (F4): the gas limit from the chain
 * (`eth_estimateGas` from the account), EIP-1559 fees from the latest base fee and the node's
 * priority fee (legacy gas price on a chain without a base fee). The app's `gas`, `gasPrice`,
 * `maxFeePerGas` and `maxPriorityFeePerGas` count only where they are lower than the frame's;
 * its nonce is never read. `delegatingTo`: the transaction also carries an EIP-7702 authorization
 * to that target (a first batch): estimated with the address's code overridden to the
 * delegation, plus FRAME_AUTHORIZATION_GAS. Fails with FEE_UNKNOWN when the chain cannot estimate, and with
 * FEE_TOO_HIGH when the most it can cost is above FRAME_MAX_NETWORK_FEE.
 *
 * @example
 * import { estimateTransactionFees } from './transactionFees.ts'
 * const { gas, fees, maxFee } = await estimateTransactionFees(tx, account.address, chain)
 */
export const estimateTransactionFees = async (
  tx: AppTransaction,
  from: Address,
  on: FrameChain,
  options: {
    readonly delegatingTo?: Address
    /** Says why the estimate failed, when it can (a batch's failing call); else FEE_UNKNOWN. */
    readonly explain?: (error: unknown) => FrameFailure | undefined
  } = {},
): Promise<TransactionFees> => {
  const client = createPublicClient({ transport: http(on.rpcUrl) })
  const { delegatingTo } = options
  let estimate: bigint
  let own: FeeFields
  try {
    ;[estimate, own] = await Promise.all([
      client
        .estimateGas({
          account: from,
          to: tx.to,
          value: big(tx.value),
          data: tx.data,
          // A first batch delegates the address: estimated as if it were, plus the authorization.
          ...(delegatingTo
            ? { stateOverride: [{ address: from, code: delegationDesignator(delegatingTo) }] }
            : {}),
        })
        .then((gas) => (delegatingTo ? gas + FRAME_AUTHORIZATION_GAS : gas)),
      ownFees(client),
    ])
  } catch (error) {
    const explained = options.explain?.(error)
    if (explained) throw explained
    const short = (error as { shortMessage?: unknown })?.shortMessage
    throw new FrameFailure(typeof short === 'string' ? `${FEE_UNKNOWN}: ${short}` : FEE_UNKNOWN)
  }
  const gas = atMost(estimate, big(tx.gas))
  const appCeiling = big(tx.maxFeePerGas) ?? big(tx.gasPrice)
  let fees: FeeFields
  if ('gasPrice' in own) fees = { gasPrice: atMost(own.gasPrice, appCeiling) }
  else {
    const maxFeePerGas = atMost(own.maxFeePerGas, appCeiling)
    const priority = atMost(own.maxPriorityFeePerGas, big(tx.maxPriorityFeePerGas))
    fees = { maxFeePerGas, maxPriorityFeePerGas: atMost(maxFeePerGas, priority) }
  }
  const maxFee = gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas)
  if (maxFee > FRAME_MAX_NETWORK_FEE) throw new FrameFailure(FEE_TOO_HIGH)
  return { gas, fees, maxFee }
}
