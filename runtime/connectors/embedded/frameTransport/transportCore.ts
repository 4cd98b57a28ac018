import { type Clock, Deferred, Effect, Exit, type Fiber } from 'effect'
import type { LoggerService } from '../../../services/Logger.ts'
import type { FrameHost, FrameListener, FrameMessage } from './FrameHost.ts'
import type { FrameRepliesMap } from './FrameTransportService.ts'
import { hold, type Mounted, type Pending, settle, sizeOf } from './pending.ts'

/** One transport's settings and state, shared by its mount, receive and request parts. */
export interface TransportCore {
  /** The secure frame's exact origin: the only one trusted. */
  readonly frameOrigin: string
  readonly readyType: string
  readonly approvalType: string
  readonly cancelType: string
  readonly replies: FrameRepliesMap
  readonly timeouts: Readonly<Record<string, number>>
  readonly defaultTimeoutMs: number
  readonly maxBytes: number
  /** Decodes a message of the frame (the transport's `inbound` schema). */
  readonly decode: (input: unknown) => Exit.Exit<FrameMessage, unknown>
  /** Every success and error reply type of `replies`. */
  readonly replyTypes: ReadonlySet<string>
  readonly logger: LoggerService
  readonly clock: Clock.Clock
  /** Runs in the background, in the transport's context. */
  readonly run: <A, E>(effect: Effect.Effect<A, E>) => Fiber.Fiber<A, E>
  /** Hands on a message the frame sends unasked (the transport's `events`). */
  readonly publish: (message: FrameMessage) => void
  /** Requests waiting for their reply, by id. */
  readonly pending: Map<string, Pending>
  /** The frame the transport is mounted on, if any. */
  mounted: Mounted | undefined
}

/**
 * Sleeps until a clock time. Deadlines are taken when the event happens (mount, ready,
 * send), so a fiber that resumes late still ends on time.
 */
export const sleepUntil = (clock: Clock.Clock, deadline: number) =>
  Effect.suspend(() => Effect.sleep(Math.max(0, deadline - clock.currentTimeMillisUnsafe())))

/** Logs (in the background) a message the transport drops, and why. */
const drop = (core: TransportCore, level: 'debug' | 'warn', why: string, data?: unknown) => {
  core.run(core.logger.log(level, `FrameTransport: dropped a message (${why})`, data))
}

/** Checks, decodes and routes one message; runs inside the event listener. */
const receive = (core: TransportCore, data: unknown, via: 'window' | 'port') => {
  const { clock, pending } = core
  const size = sizeOf(data)
  if (size === undefined) return drop(core, 'warn', 'not JSON', { via })
  if (size > core.maxBytes) return drop(core, 'warn', 'oversized', { via, size })
  const decoded = core.decode(data)
  if (Exit.isFailure(decoded)) return drop(core, 'warn', 'malformed', { via, data })
  const message = decoded.value
  if (message.type === core.readyType) {
    if (via === 'window' && core.mounted)
      Deferred.doneUnsafe(core.mounted.readyEvent, Effect.succeed(clock.currentTimeMillisUnsafe()))
    return
  }
  if (message.type === core.approvalType)
    hold(pending, message.payload, clock.currentTimeMillisUnsafe())
  const settled = settle(pending, message)
  if (settled === 'other')
    return drop(core, 'warn', 'reply of another type', { id: message.id, type: message.type })
  if (settled === 'settled') return
  if (core.replyTypes.has(message.type))
    return drop(core, 'warn', 'unknown id', { id: message.id, type: message.type })
  core.publish(message)
}

/** The window's message listener for `host`: the exact origin and the frame's own window. */
export const windowListener =
  (core: TransportCore, host: FrameHost): FrameListener =>
  (event) => {
    // Exact origin and the frame's own window first; never decode anything else.
    if (event.origin !== core.frameOrigin)
      return drop(core, 'debug', 'wrong origin', { origin: event.origin })
    if (event.source !== host.frame) return drop(core, 'debug', 'wrong source')
    if (core.mounted?.port !== undefined)
      return drop(core, 'warn', 'window message after the port handover')
    receive(core, event.data, 'window')
  }

/** Stops listening to the window and the port; the transport is unmounted again. */
export const detach = (core: TransportCore, state: Mounted) => {
  state.host.window.removeEventListener('message', state.listener)
  if (state.port && state.portListener)
    state.port.removeEventListener('message', state.portListener)
  state.port?.close?.()
  if (core.mounted === state) core.mounted = undefined
}

/** Posts one message: the first with the private port to the exact origin, then over it. */
export const post = (core: TransportCore, state: Mounted, message: FrameMessage) => {
  if (state.port) return state.port.postMessage(message)
  const channel = state.host.createChannel()
  const portListener: FrameListener = (event) => receive(core, event.data, 'port')
  channel.port1.addEventListener('message', portListener)
  channel.port1.start?.()
  state.host.frame.postMessage(message, core.frameOrigin, [channel.port2])
  state.port = channel.port1
  state.portListener = portListener
}
