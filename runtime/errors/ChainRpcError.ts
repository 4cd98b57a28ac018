import { LatchError } from './LatchErrorBase.ts'

/** Why a chain read failed; classified from viem's error classes, never from their text. */
export type ChainRpcErrorReason =
  /** The HTTP request took longer than HTTP_TIMEOUT_MS on every URL. */
  | 'Timeout'
  /** The HTTP request failed (network error or a non-ok status) on every URL. */
  | 'Http'
  /** The node answered with a JSON-RPC error (including reverts). */
  | 'Rpc'
  /** No receipt yet: the transaction is not mined (or unknown). */
  | 'NotFound'
  /** No receipt within CONFIRM_TIMEOUT_MS. */
  | 'ConfirmTimeout'
  /** The network is not an EVM (`eip155`) network or has no RPC URL. */
  | 'UnsupportedNetwork'
  | 'Unknown'

export const chainRpcMessages: Record<ChainRpcErrorReason, string> = {
  Timeout: 'The RPC request took too long to respond.',
  Http: 'HTTP request failed.',
  Rpc: 'RPC Request failed.',
  NotFound: 'Transaction receipt could not be found.',
  ConfirmTimeout: 'Timed out while waiting for transaction confirmation.',
  UnsupportedNetwork: 'Network not supported for chain RPC.',
  Unknown: 'An unknown RPC error occurred.',
}

/**
 * A chain read failed; `reason` says why, `cause` holds viem's error.
 *
 * @example
 * import { Effect } from 'effect'
 * import type { Network } from 'latch'
 * import { ChainRpc } from 'latch/effect'
 *
 * const receiptOrNull = (network: Network, hash: `0x${string}`) =>
 *   Effect.gen(function* () {
 *     const rpc = yield* ChainRpc
 *     return yield* rpc.getTransactionReceipt(network, hash)
 *   }).pipe(
 *     Effect.catchTag('ChainRpcError', (e) =>
 *       e.reason === 'NotFound' ? Effect.succeed(null) : Effect.fail(e),
 *     ),
 *   )
 */
export class ChainRpcError extends LatchError<{
  readonly reason: ChainRpcErrorReason
  /** The CAIP network id the read went to. */
  readonly network: string
  /** The service method that failed. */
  readonly method: string
}> {
  override readonly _tag = 'ChainRpcError'

  /** The failure of `method` on `network` (a CAIP network id) for `reason`. */
  static of(
    reason: ChainRpcErrorReason,
    where: { readonly network: string; readonly method: string },
    cause?: unknown,
  ): ChainRpcError {
    return new ChainRpcError({
      message: chainRpcMessages[reason],
      reason,
      network: where.network,
      method: where.method,
      cause,
    })
  }
}
