import { LatchError } from './LatchErrorBase.ts'

/** Why a purchase was refused, or was not seen to arrive. */
export type OnrampErrorReason =
  /** Our words: no connected address to receive what is bought. */
  | 'WalletRequired'
  /**
   * Our words: the purchase form (what to buy, its quotes) was made for another network than
   * the active one (the wallet switched network while Buy showed).
   */
  | 'NetworkChanged'
  /**
   * Our words: the native balance did not rise while it was watched (ONRAMP_WATCH_TIMEOUT_MS);
   * the provider may still complete the purchase.
   */
  | 'NotArrived'

const messages: Record<OnrampErrorReason, string> = {
  WalletRequired: 'Connect a wallet to buy crypto',
  NetworkChanged: 'The network changed: check what you buy and pick a provider again',
  NotArrived: 'Nothing has arrived yet: the provider may still be completing the purchase',
}

/**
 * A purchase refused before the provider's page opened (nothing was bought and the window
 * opened for it is closed), or one whose crypto did not arrive while it was watched.
 *
 * @example
 * import { Effect } from 'effect'
 * import { buyCrypto } from 'latch/effect'
 *
 * const program = buyCrypto('latch-ramp', null).pipe(
 *   Effect.catchTag('OnrampError', (e) => Effect.succeed(e.reason)),
 * )
 */
export class OnrampError extends LatchError<{ readonly reason: OnrampErrorReason }> {
  override readonly _tag = 'OnrampError'
  static of(reason: OnrampErrorReason, details?: string): OnrampError {
    return new OnrampError({ message: messages[reason], reason, details })
  }
}
