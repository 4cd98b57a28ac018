import { Clock, Effect, PubSub, Schema, type Scope, Stream } from 'effect'
import { FRAME_MESSAGE_MAX_BYTES, FRAME_REQUEST_TIMEOUT_MS } from '../../../constants.ts'
import { FrameTransportError } from '../../../errors/FrameTransportError.ts'
import { installYieldableErrors } from '../../../errors/yieldable.ts'
import { Logger } from '../../../services/Logger.ts'
import type { FrameMessage } from './FrameHost.ts'
import {
  DEFAULT_REQUEST_TIMEOUTS,
  type FrameRepliesMap,
  type FrameTransportOptions,
  type FrameTransportService,
} from './FrameTransportService.ts'
import type { TransportCore } from './transportCore.ts'
import { mount, unmount } from './transportMount.ts'
import { request } from './transportRequest.ts'

// Latch errors are Effect values in this module (yield*, pipe): see yieldable.ts.
installYieldableErrors()

const originOf = (url: string): string | undefined => {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

const transportError = FrameTransportError.of

/**
 * Builds the transport; fails with reason `SameOrigin` when the frame would share the app's
 * origin. Needs `Logger` (dropped messages are logged) and a `Scope` (listeners, the port
 * and waiting requests are released when it closes).
 *
 * @example
 * import { Schema } from 'effect'
 * import { FrameTransport } from 'latch/effect'
 *
 * const transport = FrameTransport.make({
 *   frameUrl: 'http://127.0.0.1:8788/frame',
 *   appOrigin: 'http://127.0.0.1:5173',
 *   inbound: Schema.Struct({
 *     id: Schema.String,
 *     type: Schema.String,
 *     payload: Schema.optional(Schema.Unknown),
 *   }),
 *   replies: {
 *     'app/get-chain-id': { success: 'frame/get-chain-id-success', error: 'frame/get-chain-id-error' },
 *   },
 * })
 */
export const makeFrameTransport = <
  Inbound extends FrameMessage,
  const Replies extends FrameRepliesMap,
  Outbound extends FrameMessage = FrameMessage,
>(
  options: FrameTransportOptions<Inbound, Replies>,
): Effect.Effect<
  FrameTransportService<Outbound, Inbound, Replies>,
  FrameTransportError,
  Logger | Scope.Scope
> =>
  Effect.gen(function* () {
    const frameOrigin = originOf(options.frameUrl)
    if (frameOrigin === undefined) return yield* transportError('InvalidFrameUrl')
    if (frameOrigin === originOf(options.appOrigin)) return yield* transportError('SameOrigin')

    const logger = yield* Logger
    const clock = yield* Clock.Clock
    const context = yield* Effect.context<never>()
    const events = yield* PubSub.unbounded<Inbound>()
    const core: TransportCore = {
      frameOrigin,
      readyType: options.readyType ?? 'frame/ready',
      approvalType: options.approvalType ?? 'frame/approval-update',
      cancelType: options.cancelType ?? 'app/cancel-request',
      replies: options.replies,
      timeouts: options.timeouts ?? DEFAULT_REQUEST_TIMEOUTS,
      defaultTimeoutMs: options.defaultTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS,
      maxBytes: options.maxMessageBytes ?? FRAME_MESSAGE_MAX_BYTES,
      decode: Schema.decodeUnknownExit(options.inbound),
      replyTypes: new Set(
        Object.values(options.replies).flatMap(({ success, error }) => [success, error]),
      ),
      logger,
      clock,
      run: Effect.runForkWith(context),
      // `decode` made every message an Inbound.
      publish: (message) => PubSub.publishUnsafe(events, message as Inbound),
      pending: new Map(),
      mounted: undefined,
    }
    yield* Effect.addFinalizer(() => Effect.andThen(unmount(core), PubSub.shutdown(events)))

    return {
      mount: (host) => mount(core, host),
      unmount: unmount(core),
      request: (input, requestOptions) => request(core, input, requestOptions) as never,
      events: Stream.fromPubSub(events),
    }
  })
