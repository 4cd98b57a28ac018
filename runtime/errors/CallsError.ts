import { LatchError } from './LatchErrorBase.ts'

/** Why batched calls (EIP-5792) were refused before or by the wallet. */
export type CallsErrorReason =
  /** Our words: the wallet does not know `wallet_sendCalls` / `wallet_getCapabilities`. */
  | 'Unsupported'
  /** Our words: `atomicRequired` was asked and the wallet reports no atomic batches on the chain. */
  | 'AtomicUnsupported'

const messages: Record<CallsErrorReason, string> = {
  Unsupported: 'The wallet does not support batched calls',
  AtomicUnsupported: 'The wallet cannot send these calls atomically on this network',
}

/**
 * Batched calls (EIP-5792) the wallet cannot run as asked: Latch never falls back to separate
 * transactions or drops `atomicRequired`, it says so. SPEC has no words for these; the wallet's
 * own message, when it gave one, is in `details`.
 *
 * @example
 * import { Effect } from 'effect'
 * import { sendCalls } from 'latch/effect'
 *
 * const program = sendCalls({ calls: [{ to: '0x…', data: '0x' }], atomicRequired: true }).pipe(
 *   Effect.catchTag('CallsError', (e) => Effect.succeed(e.reason)),
 * )
 */
export class CallsError extends LatchError<{
  readonly reason: CallsErrorReason
  readonly chainId: number | undefined
}> {
  override readonly _tag = 'CallsError'
  static of(reason: CallsErrorReason, chainId?: number, cause?: unknown): CallsError {
    return new CallsError({ message: messages[reason], reason, chainId, cause })
  }
}
