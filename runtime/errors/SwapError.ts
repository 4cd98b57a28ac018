import { LatchError } from './LatchErrorBase.ts'

/** Why a swap was refused or did not happen. */
export type SwapErrorReason =
  /** Our words: the two tokens or the amount are missing. */
  | 'TokensRequired'
  /** Our words: the amount is zero (a non-numeric one counts as zero, as SPEC §5 says for sends). */
  | 'ZeroAmount'
  /** Our words: an amount typed that is not a number (`0,5` on an English page). */
  | 'AmountNotNumber'
  /** Our words: the amount has more decimals than the token sold has (it would be rounded). */
  | 'TooManyDecimals'
  /** Our words: the amount is over the balance of the token sold. */
  | 'InsufficientBalance'
  /** Our words: no quote for the pair and amount yet (or none at all). */
  | 'NoQuote'
  /** Our words: the swap was mined but the router refused it (the price moved past the slippage). */
  | 'Reverted'
  /**
   * Our words: the approval was sent but its receipt did not come within CONFIRM_TIMEOUT_MS, so
   * the swap was not sent (the allowance is not there yet).
   */
  | 'ApprovalPending'

const messages: Record<SwapErrorReason, string> = {
  TokensRequired: 'Choose the tokens and the amount to swap',
  ZeroAmount: 'Enter an amount above 0',
  AmountNotNumber: 'Enter the amount as a number, like 1234.5',
  TooManyDecimals: 'The amount has more decimals than the token has',
  InsufficientBalance: 'Insufficient balance',
  NoQuote: 'No quote for this swap',
  Reverted:
    'The swap was reverted and nothing was swapped: the price moved past the slippage tolerance',
  ApprovalPending:
    'The approval is not confirmed yet, so nothing was swapped: swap again in a moment',
}

/**
 * A swap refused before anything reached the wallet, or one the router reverted on chain (the
 * quote moved past SPEC §9's slippage tolerance: the tokens stay where they were).
 *
 * @example
 * import { Effect } from 'effect'
 * import { swap } from 'latch/effect'
 *
 * const program = swap().pipe(Effect.catchTag('SwapError', (e) => Effect.succeed(e.reason)))
 */
export class SwapError extends LatchError<{ readonly reason: SwapErrorReason }> {
  override readonly _tag = 'SwapError'
  static of(reason: SwapErrorReason, details?: string): SwapError {
    return new SwapError({ message: messages[reason], reason, details })
  }
  /** 'TooManyDecimals', its message naming the token's limit: 'USDC takes at most 6 decimals'. */
  static tooManyDecimals(symbol: string, decimals: number): SwapError {
    return new SwapError({
      message: `${symbol} takes at most ${decimals} ${decimals === 1 ? 'decimal' : 'decimals'}`,
      reason: 'TooManyDecimals',
    })
  }
}
