import { LatchError } from './LatchErrorBase.ts'

/** How the embedded wallet (the secure frame) failed. */
export type EmbeddedWalletErrorReason =
  /** The frame's code (a lazy chunk) did not load: SPEC §8 'Unable to load email login dependency'. */
  | 'DependencyLoadFailed'
  /** No ready event in time (`iframe_load_failed`): SPEC §8 alert 'Network Error - Could not load embedded wallet'. */
  | 'FrameLoadFailed'
  /** No reply in time (`iframe_request_timeout`): SPEC §8 alert 'Embedded Wallet Request Timed Out'. */
  | 'RequestTimedOut'
  /** The frame answered with an error reply; `message` is the frame's text. */
  | 'Rejected'

/** SPEC §8's text for each reason but `Rejected`. */
export const embeddedWalletMessages = {
  DependencyLoadFailed: 'Unable to load email login dependency',
  FrameLoadFailed: 'Network Error - Could not load embedded wallet',
  RequestTimedOut: 'Embedded Wallet Request Timed Out',
} as const

/**
 * The embedded wallet failed; `reason` says how, `event` names SPEC §8's timeout report
 * (`iframe_load_failed`, `iframe_request_timeout`) when it was one.
 */
export class EmbeddedWalletError extends LatchError<{
  readonly reason: EmbeddedWalletErrorReason
  readonly event?: 'iframe_load_failed' | 'iframe_request_timeout' | undefined
}> {
  override readonly _tag = 'EmbeddedWalletError'
  static of(
    reason: Exclude<EmbeddedWalletErrorReason, 'Rejected'>,
    cause?: unknown,
  ): EmbeddedWalletError {
    return new EmbeddedWalletError({
      message: embeddedWalletMessages[reason],
      reason,
      event:
        reason === 'FrameLoadFailed'
          ? 'iframe_load_failed'
          : reason === 'RequestTimedOut'
            ? 'iframe_request_timeout'
            : undefined,
      cause,
    })
  }
  static rejected(message: string, cause?: unknown): EmbeddedWalletError {
    return new EmbeddedWalletError({ message, reason: 'Rejected', cause })
  }
}
