import type { Effect, Schema, Stream } from 'effect'
import { CONNECT_REQUEST_TIMEOUT_MS } from '../../../constants.ts'
import type { FrameReplyError } from '../../../errors/FrameReplyError.ts'
import type { FrameTransportError } from '../../../errors/FrameTransportError.ts'
import type { FrameHost, FrameMessage } from './FrameHost.ts'

/** Request type → its success and error reply types (the generated `replies` map). */
export type FrameRepliesMap = Readonly<
  Record<string, { readonly success: string; readonly error: string }>
>

/** A request as the caller writes it: the message without its `id`. */
export type FrameRequestInput<Outbound extends FrameMessage> = Outbound extends FrameMessage
  ? Omit<Outbound, 'id'>
  : never

/** The success reply of request type `T`, or every inbound message when the map is loose. */
export type FrameSuccessOf<
  Inbound extends FrameMessage,
  Replies extends FrameRepliesMap,
  T extends string,
> = T extends keyof Replies
  ? [Extract<Inbound, { readonly type: Replies[T]['success'] }>] extends [never]
    ? Inbound
    : Extract<Inbound, { readonly type: Replies[T]['success'] }>
  : Inbound

/** Per-call options of `request`. */
export interface FrameRequestOptions {
  /** Overrides the request type's timeout, in milliseconds. */
  readonly timeoutMs?: number | undefined
}

/** The request/reply channel to the secure frame (DESIGN.md "Frame"). */
export interface FrameTransportService<
  Outbound extends FrameMessage = FrameMessage,
  Inbound extends FrameMessage = FrameMessage,
  Replies extends FrameRepliesMap = FrameRepliesMap,
> {
  /**
   * Listens to the frame, waits for its ready event (failing with `iframe_load_failed` after
   * FRAME_LOAD_TIMEOUT_MS), then FRAME_READY_WAIT_MS more. Mounting again while mounted
   * waits for the same readiness.
   */
  readonly mount: (host: FrameHost) => Effect.Effect<void, FrameTransportError>
  /** Stops listening, closes the private port and fails waiting requests ('Request was aborted'). */
  readonly unmount: Effect.Effect<void>
  /**
   * Sends a request with a fresh `crypto.randomUUID()` id and waits for its reply, once.
   * The first request after ready goes by `postMessage` to the exact frame origin and
   * carries the private `MessageChannel` port; every later one goes over that port. A
   * request that ends without its reply (interrupted or timed out) is withdrawn in the frame
   * (`cancelType`).
   */
  readonly request: <const M extends FrameRequestInput<Outbound>>(
    message: M,
    options?: FrameRequestOptions,
  ) => Effect.Effect<
    FrameSuccessOf<Inbound, Replies, M['type']>,
    FrameTransportError | FrameReplyError
  >
  /**
   * Messages the frame sends unasked (e.g. `frame/session-update`, `frame/approval-update`),
   * decoded.
   */
  readonly events: Stream.Stream<Inbound>
}

/** The request types SPEC §9's "connect/social request timeout 120 s" covers. */
export const CONNECT_REQUEST_TYPES = [
  'app/connect-email',
  'app/connect-device',
  'app/connect-otp',
  'app/connect-social',
  'app/connect-farcaster',
  'app/get-farcaster-uri',
  'app/get-social-redirect-uri',
] as const

/** Timeouts by request type: CONNECT_REQUEST_TIMEOUT_MS for each connect/social request. */
export const DEFAULT_REQUEST_TIMEOUTS: Readonly<Record<string, number>> = Object.fromEntries(
  CONNECT_REQUEST_TYPES.map((type) => [type, CONNECT_REQUEST_TIMEOUT_MS]),
)

/** What FrameTransport is built from. */
export interface FrameTransportOptions<
  Inbound extends FrameMessage,
  Replies extends FrameRepliesMap,
> {
  /** The secure-frame page; its origin is the only one trusted. */
  readonly frameUrl: string
  /** The app's origin (`window.location.origin`); must differ from the frame's. */
  readonly appOrigin: string
  /** Decodes every message the frame sends (the generated `FrameInbound`). */
  readonly inbound: Schema.Decoder<Inbound>
  /** Request type → its reply types (the generated `replies`). */
  readonly replies: Replies
  /** The ready event's type. Default `'frame/ready'`. */
  readonly readyType?: string | undefined
  /**
   * The event listing the requests the frame holds for the visitor's approval
   * (`{ waiting: id[] }`). Default `'frame/approval-update'`. A held request has no timeout
   * while it waits: waiting for the visitor is not `iframe_request_timeout`.
   */
  readonly approvalType?: string | undefined
  /**
   * The request that withdraws an earlier one (`{ requestId }`), sent when a request ends
   * without its reply (interrupted, as by rejectPendingRequests, or timed out), so the frame
   * drops its approval and never runs it. Default `'app/cancel-request'`; sent only when
   * `replies` has it.
   */
  readonly cancelType?: string | undefined
  /** Timeouts (ms) by request type. Default {@link DEFAULT_REQUEST_TIMEOUTS}. */
  readonly timeouts?: Readonly<Record<string, number>> | undefined
  /** The timeout (ms) of other request types. Default FRAME_REQUEST_TIMEOUT_MS. */
  readonly defaultTimeoutMs?: number | undefined
  /** Larger messages are dropped. Default FRAME_MESSAGE_MAX_BYTES. */
  readonly maxMessageBytes?: number | undefined
}
