import { LatchError } from './LatchErrorBase.ts'

/** Why a send was refused before anything reached the wallet. */
export type SendErrorReason =
  /** SPEC §5: no amount (a non-numeric one counts as zero) or no receiver. */
  | 'AmountAndReceiverRequired'
  /**
   * Our words, the form's only: an amount typed that is not a number (`0,5` on an English page).
   * It counts as zero (SPEC §5), but the form says what is wrong with it.
   */
  | 'AmountNotNumber'
  /** SPEC §5: no token chosen. */
  | 'TokenRequired'
  /** Our words: the amount is over the token's balance. */
  | 'InsufficientBalance'
  /**
   * Our words: the amount has more decimals than the token has (it would be rounded, and what
   * is signed would not be what the preview shows).
   */
  | 'TooManyDecimals'
  /** Our words: the receiver is neither an address of the namespace nor a known name. */
  | 'InvalidReceiver'
  /** Our words: the transaction was mined but reverted (e.g. a token transfer refused). */
  | 'Reverted'

const messages: Record<SendErrorReason, string> = {
  AmountAndReceiverRequired: 'An amount and receiver address are required',
  AmountNotNumber: 'Enter the amount as a number, like 1234.5',
  TokenRequired: 'A token is required',
  InsufficientBalance: 'Insufficient balance',
  TooManyDecimals: 'The amount has more decimals than the token has',
  InvalidReceiver: 'Invalid receiver address',
  Reverted: 'The transaction failed on chain',
}

/**
 * A send refused by the form (SPEC §5; nothing was sent), or one that reverted on chain.
 * `message` is SPEC's text where it gives one ('An amount and receiver address are required',
 * 'A token is required').
 *
 * @example
 * import { Effect } from 'effect'
 * import { send } from 'latch/effect'
 *
 * const program = send().pipe(
 *   Effect.catchTag('SendError', (e) => Effect.succeed(e.reason)),
 * )
 */
export class SendError extends LatchError<{ readonly reason: SendErrorReason }> {
  override readonly _tag = 'SendError'
  static of(reason: SendErrorReason, details?: string): SendError {
    return new SendError({ message: messages[reason], reason, details })
  }
  /** 'TooManyDecimals', its message naming the token's limit: 'USDC takes at most 6 decimals'. */
  static tooManyDecimals(symbol: string, decimals: number): SendError {
    return new SendError({
      message: `${symbol} takes at most ${decimals} ${decimals === 1 ? 'decimal' : 'decimals'}`,
      reason: 'TooManyDecimals',
    })
  }
}
