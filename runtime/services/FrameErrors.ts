import { LatchError } from '../errors/LatchErrorBase.ts'

/** Why the transport to the secure frame failed (as opposed to the frame answering an error). */
export type FrameTransportErrorReason =
  /** Used before `mount`: SPEC §8 'W3mFrame: iframe is not set'. */
  | 'IframeNotSet'
  /** No ready event within FRAME_LOAD_TIMEOUT_MS: SPEC §8 `iframe_load_failed`. */
  | 'LoadFailed'
  /** No reply within the request's timeout: SPEC §8 `iframe_request_timeout`. */
  | 'RequestTimeout'
  /** The transport was unmounted while the request waited: SPEC §8 'Request was aborted'. */
  | 'Aborted'
  /** The frame URL shares the app's origin, which would void the frame's isolation. */
  | 'SameOrigin'
  /** The frame URL has no usable origin (not a URL, or an opaque `"null"` origin). */
  | 'InvalidFrameUrl'
  /** `postMessage` threw (e.g. a payload that cannot be cloned). */
  | 'PostFailed'

/** The message of each reason: SPEC §8's words where SPEC has them. */
export const frameTransportMessages: Record<FrameTransportErrorReason, string> = {
  IframeNotSet: 'W3mFrame: iframe is not set',
  LoadFailed: 'iframe_load_failed',
  RequestTimeout: 'iframe_request_timeout',
  Aborted: 'Request was aborted',
  SameOrigin: 'The secure frame must not be served from the app origin',
  InvalidFrameUrl: 'The secure frame URL has no valid origin',
  PostFailed: 'Something went wrong',
}

/**
 * The channel to the secure frame failed; `reason` says how, `message` is SPEC §8's text.
 *
 * @example
 * import { Effect } from 'effect'
 * import { FrameTransportError } from './runtime/services/FrameErrors.ts'
 *
 * const timedOut = (e: FrameTransportError) => e.reason === 'RequestTimeout'
 */
export class FrameTransportError extends LatchError('FrameTransportError')<{
  readonly reason: FrameTransportErrorReason
  /** The request type, when a request failed. */
  readonly request?: string | undefined
}> {}

/** The message of an error reply that carries none: SPEC §8 'An error occurred'. */
export const FRAME_ERROR_FALLBACK_MESSAGE = 'An error occurred'

/**
 * The frame answered a request with its error reply; `message` is the reply's
 * `payload.message`, or 'An error occurred' without one.
 *
 * @example
 * import { Effect } from 'effect'
 * import { FrameReplyError } from './runtime/services/FrameErrors.ts'
 *
 * const error = new FrameReplyError({
 *   message: 'Invalid OTP',
 *   request: 'app/connect-otp',
 *   reply: 'frame/connect-otp-error',
 * })
 */
export class FrameReplyError extends LatchError('FrameReplyError')<{
  /** The request type, e.g. `app/connect-otp`. */
  readonly request: string
  /** The error reply's type, e.g. `frame/connect-otp-error`. */
  readonly reply: string
  /** The reply's EIP-1193 code, when it has one (4001: the visitor rejected in the frame). */
  readonly code?: number | undefined
}> {}
