import { LatchError } from './LatchErrorBase.ts'

/** The message of an error reply that carries none: SPEC §8 'An error occurred'. */
export const FRAME_ERROR_FALLBACK_MESSAGE = 'An error occurred'

/**
 * The frame answered a request with its error reply; `message` is the reply's
 * `payload.message`, or 'An error occurred' without one.
 *
 * @example
 * import { FrameReplyError } from 'latch'
 *
 * const error = FrameReplyError.of('Invalid OTP', {
 *   request: 'app/connect-otp',
 *   reply: 'frame/connect-otp-error',
 * })
 */
export class FrameReplyError extends LatchError<{
  /** The request type, e.g. `app/connect-otp`. */
  readonly request: string
  /** The error reply's type, e.g. `frame/connect-otp-error`. */
  readonly reply: string
  /** The reply's EIP-1193 code, when it has one (4001: the visitor rejected in the frame). */
  readonly code?: number | undefined
}> {
  override readonly _tag = 'FrameReplyError'

  /** The error reply to `request`; `message` is the reply's text, SPEC §8's fallback without one. */
  static of(
    message: string | undefined,
    reply: {
      readonly request: string
      readonly reply: string
      readonly code?: number | undefined
    },
  ): FrameReplyError {
    return new FrameReplyError({
      message: message || FRAME_ERROR_FALLBACK_MESSAGE,
      request: reply.request,
      reply: reply.reply,
      code: reply.code,
    })
  }
}
