import { LatchError } from './LatchErrorBase.ts'

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
 * import { FrameTransportError } from 'latch'
 *
 * const timedOut = (e: FrameTransportError) => e.reason === 'RequestTimeout'
 */
export class FrameTransportError extends LatchError<{
  readonly reason: FrameTransportErrorReason
  /** The request type, when a request failed. */
  readonly request?: string | undefined
}> {
  override readonly _tag = 'FrameTransportError'

  static of(
    reason: FrameTransportErrorReason,
    request?: string | undefined,
    cause?: unknown,
  ): FrameTransportError {
    return new FrameTransportError({
      message: frameTransportMessages[reason],
      reason,
      request,
      cause,
    })
  }
}
