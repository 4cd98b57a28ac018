import { LatchError } from './LatchErrorBase.ts'

/** SPEC §8 'Token Balance Unavailable'. */
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

/**
 * SPEC §8 'Token Balance Unavailable': the balance fetch failed (`FetchFailed`, with the
 * fetch's error as `cause`), or was skipped inside the retry window after one (`RetryWindow`).
 */
export class TokenBalanceUnavailable extends LatchError<{
  readonly reason: 'FetchFailed' | 'RetryWindow'
  readonly caipAddress: string
  /** When the window closes (Clock milliseconds). */
  readonly retryAt: number
}> {
  override readonly _tag = 'TokenBalanceUnavailable'

  /** The fetch for `caipAddress` failed (`cause`), or was skipped until `retryAt`. */
  static of(
    reason: 'FetchFailed' | 'RetryWindow',
    caipAddress: string,
    retryAt: number,
    cause?: unknown,
  ): TokenBalanceUnavailable {
    return new TokenBalanceUnavailable({
      message: TOKEN_BALANCE_UNAVAILABLE,
      reason,
      caipAddress,
      retryAt,
      cause,
    })
  }
}
