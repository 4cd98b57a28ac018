import { Clock, Deferred, Effect, Exit, Fiber, PubSub, Schema, type Scope, Stream } from 'effect'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_MESSAGE_MAX_BYTES,
  FRAME_READY_WAIT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
} from '../../../constants.ts'
import type { FrameReplyError } from '../../../errors/FrameReplyError.ts'
import { FrameTransportError } from '../../../errors/FrameTransportError.ts'
import { installYieldableErrors } from '../../../errors/yieldable.ts'
import { Logger } from '../../../services/Logger.ts'
import type { FrameHost, FrameListener, FrameMessage } from './FrameHost.ts'
import {
  DEFAULT_REQUEST_TIMEOUTS,
  type FrameRepliesMap,
  type FrameRequestInput,
  type FrameRequestOptions,
  type FrameSuccessOf,
  type FrameTransportOptions,
  type FrameTransportService,
} from './FrameTransportService.ts'
import { hold, type Mounted, type Pending, settle, sizeOf } from './pending.ts'

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

    const readyType = options.readyType ?? 'frame/ready'
    const approvalType = options.approvalType ?? 'frame/approval-update'
    const cancelType = options.cancelType ?? 'app/cancel-request'
    const timeouts = options.timeouts ?? DEFAULT_REQUEST_TIMEOUTS
    const defaultTimeoutMs = options.defaultTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS
    const maxBytes = options.maxMessageBytes ?? FRAME_MESSAGE_MAX_BYTES
    const decode = Schema.decodeUnknownExit(options.inbound)
    const replyTypes = new Set(
      Object.values(options.replies).flatMap(({ success, error }) => [success, error]),
    )

    const logger = yield* Logger
    const clock = yield* Clock.Clock
    const context = yield* Effect.context<never>()
    const run = Effect.runForkWith(context)
    const events = yield* PubSub.unbounded<Inbound>()
    const pending = new Map<string, Pending>()
    let mounted: Mounted | undefined

    /**
     * Sleeps until a clock time. Deadlines are taken when the event happens (mount, ready,
     * send), so a fiber that resumes late still ends on time.
     */
    const sleepUntil = (deadline: number) =>
      Effect.suspend(() => Effect.sleep(Math.max(0, deadline - clock.currentTimeMillisUnsafe())))

    const drop = (level: 'debug' | 'warn', why: string, data?: unknown) => {
      run(logger.log(level, `FrameTransport: dropped a message (${why})`, data))
    }

    /** Checks, decodes and routes one message; runs inside the event listener. */
    const receive = (data: unknown, via: 'window' | 'port') => {
      const size = sizeOf(data)
      if (size === undefined) return drop('warn', 'not JSON', { via })
      if (size > maxBytes) return drop('warn', 'oversized', { via, size })
      const decoded = decode(data)
      if (Exit.isFailure(decoded)) return drop('warn', 'malformed', { via, data })
      const message = decoded.value
      if (message.type === readyType) {
        if (via === 'window' && mounted)
          Deferred.doneUnsafe(mounted.readyEvent, Effect.succeed(clock.currentTimeMillisUnsafe()))
        return
      }
      if (message.type === approvalType)
        hold(pending, message.payload, clock.currentTimeMillisUnsafe())
      const settled = settle(pending, message)
      if (settled === 'other')
        return drop('warn', 'reply of another type', { id: message.id, type: message.type })
      if (settled === 'settled') return
      if (replyTypes.has(message.type))
        return drop('warn', 'unknown id', { id: message.id, type: message.type })
      PubSub.publishUnsafe(events, message)
    }

    /** Fails with `iframe_request_timeout` at the deadline, never while the request is held. */
    const timeout = (entry: Pending): Effect.Effect<never, FrameTransportError> =>
      Effect.suspend(() => {
        const { changed, held, deadline } = entry.timer
        const wait = held
          ? Deferred.await(changed)
          : Effect.raceFirst(
              Deferred.await(changed),
              Effect.andThen(
                sleepUntil(deadline),
                Effect.fail(transportError('RequestTimeout', entry.type)),
              ),
            )
        return Effect.andThen(wait, timeout(entry))
      })

    const windowListener =
      (host: FrameHost): FrameListener =>
      (event) => {
        // Exact origin and the frame's own window first; never decode anything else.
        if (event.origin !== frameOrigin)
          return drop('debug', 'wrong origin', { origin: event.origin })
        if (event.source !== host.frame) return drop('debug', 'wrong source')
        if (mounted?.port !== undefined)
          return drop('warn', 'window message after the port handover')
        receive(event.data, 'window')
      }

    /** Stops listening to the window and the port; the transport is unmounted again. */
    const detach = (state: Mounted) => {
      state.host.window.removeEventListener('message', state.listener)
      if (state.port && state.portListener)
        state.port.removeEventListener('message', state.portListener)
      state.port?.close?.()
      if (mounted === state) mounted = undefined
    }

    const unmount = Effect.suspend(() => {
      const state = mounted
      if (state === undefined) return Effect.void
      detach(state)
      Deferred.doneUnsafe(state.ready, Effect.fail(transportError('Aborted')))
      for (const [id, waiting] of pending) {
        pending.delete(id)
        Deferred.doneUnsafe(waiting.reply, Effect.fail(transportError('Aborted', waiting.type)))
      }
      return state.handshake ? Fiber.interrupt(state.handshake) : Effect.void
    })
    yield* Effect.addFinalizer(() => Effect.andThen(unmount, PubSub.shutdown(events)))

    /**
     * The ready handshake: the ready event within FRAME_LOAD_TIMEOUT_MS, then
     * FRAME_READY_WAIT_MS. A frame that never loads is detached, so it can be mounted again.
     */
    const handshake = (state: Mounted) =>
      Effect.raceFirst(
        Deferred.await(state.readyEvent),
        Effect.andThen(
          sleepUntil(state.mountedAt + FRAME_LOAD_TIMEOUT_MS),
          Effect.fail(transportError('LoadFailed')),
        ),
      ).pipe(
        Effect.flatMap((readyAt) => sleepUntil(readyAt + FRAME_READY_WAIT_MS)),
        Effect.exit,
        Effect.flatMap((exit) =>
          Effect.andThen(
            Deferred.done(state.ready, exit),
            Effect.sync(() => {
              if (Exit.isFailure(exit)) detach(state)
            }),
          ),
        ),
      )

    const mount = (host: FrameHost): Effect.Effect<void, FrameTransportError> =>
      Effect.suspend(() => {
        if (mounted) return Deferred.await(mounted.ready)
        const state: Mounted = {
          host,
          listener: windowListener(host),
          mountedAt: clock.currentTimeMillisUnsafe(),
          ready: Deferred.makeUnsafe(),
          readyEvent: Deferred.makeUnsafe(),
          handshake: undefined,
          port: undefined,
          portListener: undefined,
        }
        mounted = state
        host.window.addEventListener('message', state.listener)
        // The handshake belongs to the transport, not to whoever called mount first.
        state.handshake = run(handshake(state))
        return Deferred.await(state.ready)
      })

    /** Posts one message: the first with the private port to the exact origin, then over it. */
    const post = (state: Mounted, message: FrameMessage) => {
      if (state.port) return state.port.postMessage(message)
      const channel = state.host.createChannel()
      const portListener: FrameListener = (event) => receive(event.data, 'port')
      channel.port1.addEventListener('message', portListener)
      channel.port1.start?.()
      state.host.frame.postMessage(message, frameOrigin, [channel.port2])
      state.port = channel.port1
      state.portListener = portListener
    }

    /**
     * Tells the frame the app gave up on request `id` (no reply came: interrupted or timed
     * out), in the background: a request still waiting for the visitor's approval must not
     * stay on screen, nor be signed by a late Approve.
     */
    const withdraw = (type: string, id: string) => {
      if (type === cancelType || options.replies[cancelType] === undefined) return
      const cancel = { type: cancelType, payload: { requestId: id } }
      run(Effect.ignore(request(cancel as FrameRequestInput<Outbound>)))
    }

    const request = <const M extends FrameRequestInput<Outbound>>(
      input: M,
      requestOptions?: FrameRequestOptions,
    ) =>
      Effect.gen(function* () {
        const type = input.type
        const state = mounted
        if (state === undefined) return yield* transportError('IframeNotSet', type)
        yield* Deferred.await(state.ready)
        const replies = options.replies[type]
        if (replies === undefined) return yield* Effect.die(new Error(`No replies for ${type}`))
        const id = crypto.randomUUID()
        const reply = Deferred.makeUnsafe<FrameMessage, FrameReplyError | FrameTransportError>()
        const timeoutMs = requestOptions?.timeoutMs ?? timeouts[type] ?? defaultTimeoutMs
        const entry: Pending = {
          type,
          success: replies.success,
          error: replies.error,
          reply,
          timeoutMs,
          timer: {
            deadline: clock.currentTimeMillisUnsafe() + timeoutMs,
            held: false,
            changed: Deferred.makeUnsafe(),
          },
        }
        pending.set(id, entry)
        return yield* Effect.try({
          try: () => post(state, { ...input, id } as FrameMessage),
          catch: (cause) => transportError('PostFailed', type, cause),
        }).pipe(
          Effect.andThen(Effect.raceFirst(Deferred.await(reply), timeout(entry))),
          // Settled once: however the wait ends, a later reply with this id is dropped.
          Effect.ensuring(
            Effect.sync(() => {
              if (pending.delete(id) && mounted === state) withdraw(type, id)
            }),
          ),
        )
      }) as Effect.Effect<
        FrameSuccessOf<Inbound, Replies, M['type']>,
        FrameTransportError | FrameReplyError
      >

    return {
      mount,
      unmount,
      request,
      events: Stream.fromPubSub(events),
    }
  })
