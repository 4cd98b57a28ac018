import { Context, Effect, Layer, type Scope, Stream } from 'effect'
import type { FrameReplyError } from '../../errors/FrameReplyError.ts'
import type { FrameTransportError } from '../../errors/FrameTransportError.ts'
import type { Logger } from '../../services/Logger.ts'
import type { FrameMessage } from './frameTransport/FrameHost.ts'
import type {
  FrameRepliesMap,
  FrameTransportOptions,
  FrameTransportService,
} from './frameTransport/FrameTransportService.ts'
import { makeFrameTransport } from './frameTransport/makeFrameTransport.ts'

// The service module: its key and layers; the host, the interface and `make` live in
// frameTransport/ and are re-exported here.
export {
  type FrameChannelLike,
  type FrameEventSource,
  type FrameHost,
  type FrameMessage,
  hostOf,
} from './frameTransport/FrameHost.ts'
export type { FrameTransportService } from './frameTransport/FrameTransportService.ts'

// --- service key --------------------------------------------------------------------------------

/**
 * The FrameTransport service key. Its shape is the loose one (any `{ id, type, payload? }`);
 * `make` with the generated schemas returns the precisely typed service.
 *
 * @example
 * import { Effect } from 'effect'
 * import { FrameTransport } from 'latch/effect'
 *
 * const chainId = Effect.gen(function* () {
 *   const frame = yield* FrameTransport
 *   return yield* frame.request({ type: 'app/get-chain-id' })
 * })
 */
export class FrameTransport extends Context.Service<FrameTransport, FrameTransportService>()(
  'latch/FrameTransport',
) {
  static readonly make = makeFrameTransport
  static readonly layer = layer
  static readonly layerTest = layerTest
}

// --- layers -------------------------------------------------------------------------------------

/**
 * The live FrameTransport layer; the lead passes the generated `FrameInbound` and `replies`.
 *
 * @example
 * import { Layer, Schema } from 'effect'
 * import { FrameTransport, Logger } from 'latch/effect'
 *
 * const FrameLive = FrameTransport.layer({
 *   frameUrl: 'http://127.0.0.1:8788/frame',
 *   appOrigin: window.location.origin,
 *   inbound: Schema.Struct({
 *     id: Schema.String,
 *     type: Schema.String,
 *     payload: Schema.optional(Schema.Unknown),
 *   }),
 *   replies: {
 *     'app/get-chain-id': { success: 'frame/get-chain-id-success', error: 'frame/get-chain-id-error' },
 *   },
 * }).pipe(Layer.provide(Logger.layer()))
 */
function layer<Inbound extends FrameMessage, const Replies extends FrameRepliesMap>(
  options: FrameTransportOptions<Inbound, Replies>,
): Layer.Layer<FrameTransport, FrameTransportError, Logger> {
  return Layer.effect(
    FrameTransport,
    makeFrameTransport(options) as unknown as Effect.Effect<
      FrameTransportService,
      FrameTransportError,
      Logger | Scope.Scope
    >,
  )
}

/**
 * A FrameTransport for tests of the flows above it: `mount` succeeds at once and each request
 * is answered by `answer` (its success reply, or a failure).
 *
 * @example
 * import { Effect } from 'effect'
 * import { FrameTransport } from 'latch/effect'
 *
 * const FrameTest = FrameTransport.layerTest((request) =>
 *   Effect.succeed({ id: request.id, type: 'frame/get-chain-id-success', payload: { chainId: 1 } }),
 * )
 */
function layerTest(
  answer: (
    request: FrameMessage,
  ) => Effect.Effect<FrameMessage, FrameTransportError | FrameReplyError>,
  events: Stream.Stream<FrameMessage> = Stream.empty,
): Layer.Layer<FrameTransport> {
  return Layer.succeed(
    FrameTransport,
    FrameTransport.of({
      mount: () => Effect.void,
      unmount: Effect.void,
      request: ((message: Omit<FrameMessage, 'id'>) =>
        Effect.suspend(() =>
          answer({ ...message, id: crypto.randomUUID() } as FrameMessage),
        )) as FrameTransportService['request'],
      events,
    }),
  )
}
