import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber, Queue, Schema, type Scope, Stream } from 'effect'
import { TestClock } from 'effect/testing'
import {
  type FrameChannelLike,
  type FrameEventSource,
  type FrameHost,
  type FrameMessage,
  FrameTransport,
  type FrameTransportService,
} from '../../../../runtime/connectors/embedded/FrameTransport.ts'
import type { FrameRepliesMap } from '../../../../runtime/connectors/embedded/frameTransport/FrameTransportService.ts'
import {
  CONNECT_REQUEST_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_MESSAGE_MAX_BYTES,
  FRAME_READY_WAIT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
} from '../../../../runtime/constants.ts'
import type { FrameTransportError } from '../../../../runtime/errors/FrameTransportError.ts'
import { Logger } from '../../../../runtime/services/Logger.ts'

const FRAME_URL = 'http://127.0.0.1:8788/frame'
const FRAME_ORIGIN = 'http://127.0.0.1:8788'
const APP_ORIGIN = 'http://127.0.0.1:5173'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

// A small stand-in for the generated frame schemas: two requests, their replies, two events.
const envelope = <T extends string>(type: T) => ({ id: Schema.String, type: Schema.Literal(type) })
const ErrorPayload = Schema.Struct({
  message: Schema.optional(Schema.String),
  code: Schema.optional(Schema.Number),
})
const Inbound = Schema.Union([
  Schema.Struct(envelope('frame/ready')),
  Schema.Struct({
    ...envelope('frame/connect-email-success'),
    payload: Schema.Struct({ action: Schema.String }),
  }),
  Schema.Struct({ ...envelope('frame/connect-email-error'), payload: ErrorPayload }),
  Schema.Struct({
    ...envelope('frame/get-chain-id-success'),
    payload: Schema.Struct({ chainId: Schema.Number }),
  }),
  Schema.Struct({
    ...envelope('frame/get-chain-id-error'),
    payload: Schema.optional(ErrorPayload),
  }),
  Schema.Struct({
    ...envelope('frame/session-update'),
    payload: Schema.Struct({ address: Schema.String }),
  }),
  Schema.Struct({
    ...envelope('frame/approval-update'),
    payload: Schema.Struct({ waiting: Schema.Array(Schema.String) }),
  }),
  Schema.Struct({
    ...envelope('frame/cancel-request-success'),
    payload: Schema.Struct({ withdrawn: Schema.Boolean }),
  }),
])
const replies = {
  'app/connect-email': {
    success: 'frame/connect-email-success',
    error: 'frame/connect-email-error',
  },
  'app/get-chain-id': { success: 'frame/get-chain-id-success', error: 'frame/get-chain-id-error' },
} as const
type Outbound =
  | { readonly id: string; readonly type: 'app/connect-email'; readonly payload: { email: string } }
  | { readonly id: string; readonly type: 'app/get-chain-id' }

interface Received {
  readonly message: FrameMessage
  readonly via: 'window' | 'port'
  readonly targetOrigin?: string
  readonly transfer?: ReadonlyArray<unknown>
}

/**
 * A fake secure frame over node's EventTarget and MessageChannel: it records what the app
 * posts, adopts the transferred port, and answers on the window or on that port.
 */
const makeFrame = Effect.gen(function* () {
  const appWindow = new EventTarget()
  const received = yield* Queue.unbounded<Received>()
  let port: MessagePort | undefined
  const frameWindow = {
    postMessage(message: unknown, targetOrigin: string, transfer?: Array<unknown>) {
      const transferred = transfer?.[0] as MessagePort | undefined
      if (transferred) {
        port = transferred
        port.addEventListener('message', (event) =>
          Queue.offerUnsafe(received, { message: event.data as FrameMessage, via: 'port' }),
        )
        port.start()
      }
      Queue.offerUnsafe(received, {
        message: message as FrameMessage,
        via: 'window',
        targetOrigin,
        transfer: transfer ?? [],
      })
    },
  }
  yield* Effect.addFinalizer(() => Effect.sync(() => port?.close()))
  const host: FrameHost = {
    frame: frameWindow,
    window: appWindow as unknown as FrameEventSource,
    createChannel: () => new MessageChannel() as unknown as FrameChannelLike,
  }
  return {
    host,
    received,
    /** A `message` event on the app's window, by default from the frame. */
    fromWindow: (data: unknown, origin: string = FRAME_ORIGIN, source: unknown = frameWindow) => {
      appWindow.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
    },
    /** A message on the private port (after the handover). */
    fromPort: (data: unknown) => {
      if (!port) throw new Error('no port handed over yet')
      port.postMessage(data)
    },
  }
})

const ready = { id: '00000000-0000-4000-8000-000000000000', type: 'frame/ready' }

const makeTransport = (overrides: { appOrigin?: string; frameUrl?: string } = {}) =>
  FrameTransport.make<typeof Inbound.Type, typeof replies, Outbound>({
    frameUrl: FRAME_URL,
    appOrigin: APP_ORIGIN,
    inbound: Inbound,
    replies,
    ...overrides,
  })

/** The replies map with the contract's cancel request: withdrawn requests are sent. */
const withCancel = {
  ...replies,
  'app/cancel-request': {
    success: 'frame/cancel-request-success',
    error: 'frame/cancel-request-error',
  },
} as const

/** A transport and a fake frame, mounted and past the post-ready wait. */
const setupWith = <Out extends FrameMessage, R extends FrameRepliesMap>(
  make: Effect.Effect<
    FrameTransportService<Out, typeof Inbound.Type, R>,
    FrameTransportError,
    Logger | Scope.Scope
  >,
) =>
  Effect.gen(function* () {
    const frame = yield* makeFrame
    const transport = yield* make
    const mounting = yield* Effect.forkChild(transport.mount(frame.host), {
      startImmediately: true,
    })
    frame.fromWindow(ready)
    yield* TestClock.adjust(FRAME_READY_WAIT_MS)
    yield* Fiber.join(mounting)
    return { frame, transport }
  })
const setup = setupWith(makeTransport())

const logged = Effect.gen(function* () {
  const logger = yield* Logger
  return (yield* logger.entries).map((entry) => entry.message)
})

const connectEmail = { type: 'app/connect-email', payload: { email: 'a@b.co' } } as const

describe('FrameTransport', () => {
  it.effect('default: the first request carries the private port to the exact origin', () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setup
      const first = yield* Effect.forkChild(transport.request(connectEmail), {
        startImmediately: true,
      })
      const sent = yield* Queue.take(frame.received)
      expect(sent.via).toBe('window')
      expect(sent.targetOrigin).toBe(FRAME_ORIGIN)
      expect(sent.transfer).toHaveLength(1)
      expect(sent.message).toEqual({ ...connectEmail, id: expect.stringMatching(UUID) })
      frame.fromPort({
        id: sent.message.id,
        type: 'frame/connect-email-success',
        payload: { action: 'VERIFY_OTP' },
      })
      const reply = yield* Fiber.join(first)
      expect(reply.payload).toEqual({ action: 'VERIFY_OTP' })

      // Every later request goes over the port, with a fresh id.
      const second = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
        startImmediately: true,
      })
      const next = yield* Queue.take(frame.received)
      expect(next.via).toBe('port')
      expect(next.message.id).toMatch(UUID)
      expect(next.message.id).not.toBe(sent.message.id)
      frame.fromPort({
        id: next.message.id,
        type: 'frame/get-chain-id-success',
        payload: { chainId: 1 },
      })
      expect((yield* Fiber.join(second)).payload).toEqual({ chainId: 1 })
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect("behavior: 'W3mFrame: iframe is not set' before mount", () =>
    Effect.gen(function* () {
      const transport = yield* makeTransport()
      const error = yield* Effect.flip(transport.request({ type: 'app/get-chain-id' }))
      expect(error).toMatchObject({ _tag: 'FrameTransportError', reason: 'IframeNotSet' })
      expect(error.message).toMatchInlineSnapshot(`"W3mFrame: iframe is not set"`)
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: refuses a frame on the app origin, or without an origin', () =>
    Effect.gen(function* () {
      const same = yield* Effect.flip(makeTransport({ appOrigin: FRAME_ORIGIN }))
      expect(same.reason).toBe('SameOrigin')
      const opaque = yield* Effect.flip(makeTransport({ frameUrl: 'data:text/html,hi' }))
      expect(opaque.reason).toBe('InvalidFrameUrl')
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: the load fails with iframe_load_failed after FRAME_LOAD_TIMEOUT_MS', () =>
    Effect.gen(function* () {
      const frame = yield* makeFrame
      const transport = yield* makeTransport()
      const mounting = yield* Effect.forkChild(transport.mount(frame.host), {
        startImmediately: true,
      })
      const waiting = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
        startImmediately: true,
      })
      yield* TestClock.adjust(FRAME_LOAD_TIMEOUT_MS - 1)
      expect(mounting.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      const error = yield* Effect.flip(Fiber.join(mounting))
      expect(error).toMatchObject({ reason: 'LoadFailed', message: 'iframe_load_failed' })
      expect((yield* Effect.flip(Fiber.join(waiting))).message).toBe('iframe_load_failed')
      // Detached again: a new mount starts over.
      const again = yield* Effect.forkChild(transport.mount(frame.host), { startImmediately: true })
      frame.fromWindow(ready)
      yield* TestClock.adjust(FRAME_READY_WAIT_MS)
      yield* Fiber.join(again)
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: ready, then FRAME_READY_WAIT_MS before the first request goes out', () =>
    Effect.gen(function* () {
      const frame = yield* makeFrame
      const transport = yield* makeTransport()
      const mounting = yield* Effect.forkChild(transport.mount(frame.host), {
        startImmediately: true,
      })
      yield* TestClock.adjust(FRAME_LOAD_TIMEOUT_MS - 1) // a late but timely ready
      frame.fromWindow(ready)
      const request = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
        startImmediately: true,
      })
      yield* TestClock.adjust(FRAME_READY_WAIT_MS - 1)
      expect(mounting.pollUnsafe()).toBeUndefined()
      expect(yield* Queue.size(frame.received)).toBe(0)
      yield* TestClock.adjust(1)
      yield* Fiber.join(mounting)
      const sent = yield* Queue.take(frame.received)
      expect(sent.message.type).toBe('app/get-chain-id')
      yield* Fiber.interrupt(request)
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: a ready event from a wrong origin or a wrong window is dropped', () =>
    Effect.gen(function* () {
      const frame = yield* makeFrame
      const transport = yield* makeTransport()
      const mounting = yield* Effect.forkChild(transport.mount(frame.host), {
        startImmediately: true,
      })
      frame.fromWindow(ready, 'http://127.0.0.1:8789')
      frame.fromWindow(ready, `${FRAME_ORIGIN}/`)
      frame.fromWindow(ready, 'null')
      frame.fromWindow(ready, FRAME_ORIGIN, {})
      frame.fromWindow(ready, FRAME_ORIGIN, null)
      yield* TestClock.adjust(FRAME_LOAD_TIMEOUT_MS)
      expect(yield* Effect.flip(Fiber.join(mounting))).toMatchObject({ reason: 'LoadFailed' })
      const messages = yield* logged
      expect(messages.filter((m) => m.includes('wrong origin'))).toHaveLength(3)
      expect(messages.filter((m) => m.includes('wrong source'))).toHaveLength(2)
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: an unknown id, a malformed or oversized reply is dropped and logged', () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setup
      const request = yield* Effect.forkChild(transport.request(connectEmail), {
        startImmediately: true,
      })
      const { message } = yield* Queue.take(frame.received)
      const success = { id: message.id, type: 'frame/connect-email-success' }
      frame.fromPort({ ...success, id: crypto.randomUUID(), payload: { action: 'CONNECT' } })
      frame.fromPort({ ...success, payload: { action: 42 } })
      frame.fromPort({ ...success, payload: { action: 'x'.repeat(FRAME_MESSAGE_MAX_BYTES) } })
      frame.fromPort('not an envelope')
      frame.fromPort({ ...success, payload: { action: 'VERIFY_DEVICE' } })
      expect((yield* Fiber.join(request)).payload).toEqual({ action: 'VERIFY_DEVICE' })
      const messages = yield* logged
      for (const why of ['unknown id', 'malformed', 'oversized'])
        expect(messages.some((m) => m.includes(why))).toBe(true)
      expect(messages.filter((m) => m.includes('malformed'))).toHaveLength(2)
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: after the handover, window messages are dropped', () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setup
      const request = yield* Effect.forkChild(transport.request(connectEmail), {
        startImmediately: true,
      })
      const { message } = yield* Queue.take(frame.received)
      frame.fromWindow({
        id: message.id,
        type: 'frame/connect-email-success',
        payload: { action: 'A' },
      })
      frame.fromPort({
        id: message.id,
        type: 'frame/connect-email-success',
        payload: { action: 'B' },
      })
      expect((yield* Fiber.join(request)).payload).toEqual({ action: 'B' })
      expect((yield* logged).some((m) => m.includes('after the port handover'))).toBe(true)
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect("behavior: error replies carry their message, or 'An error occurred'", () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setup
      const first = yield* Effect.forkChild(transport.request(connectEmail), {
        startImmediately: true,
      })
      const a = yield* Queue.take(frame.received)
      frame.fromPort({
        id: a.message.id,
        type: 'frame/connect-email-error',
        payload: { message: 'Invalid email' },
      })
      const withMessage = yield* Effect.flip(Fiber.join(first))
      expect(withMessage).toMatchObject({
        _tag: 'FrameReplyError',
        message: 'Invalid email',
        request: 'app/connect-email',
        reply: 'frame/connect-email-error',
      })
      const second = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
        startImmediately: true,
      })
      const b = yield* Queue.take(frame.received)
      frame.fromPort({ id: b.message.id, type: 'frame/get-chain-id-error' })
      const without = yield* Effect.flip(Fiber.join(second))
      expect(without.message).toMatchInlineSnapshot(`"An error occurred"`)
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: of two concurrent requests only the connect one times out', () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setup
      const connect = yield* Effect.forkChild(transport.request(connectEmail), {
        startImmediately: true,
      })
      const chainId = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
        startImmediately: true,
      })
      yield* Queue.take(frame.received)
      const { message } = yield* Queue.take(frame.received)
      yield* TestClock.adjust(CONNECT_REQUEST_TIMEOUT_MS - 1)
      expect(connect.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      const error = yield* Effect.flip(Fiber.join(connect))
      expect(error).toMatchObject({ reason: 'RequestTimeout', request: 'app/connect-email' })
      expect(error.message).toMatchInlineSnapshot(`"iframe_request_timeout"`)
      expect(chainId.pollUnsafe()).toBeUndefined()
      frame.fromPort({
        id: message.id,
        type: 'frame/get-chain-id-success',
        payload: { chainId: 10 },
      })
      expect((yield* Fiber.join(chainId)).payload).toEqual({ chainId: 10 })
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('parameters: timeouts by request type, FRAME_REQUEST_TIMEOUT_MS by default', () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setup
      const chainId = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
        startImmediately: true,
      })
      const custom = yield* Effect.forkChild(
        transport.request({ type: 'app/get-chain-id' }, { timeoutMs: 5 }),
        { startImmediately: true },
      )
      yield* Queue.takeN(frame.received, 2)
      yield* TestClock.adjust(5)
      expect(yield* Effect.flip(Fiber.join(custom))).toMatchObject({ reason: 'RequestTimeout' })
      yield* TestClock.adjust(FRAME_REQUEST_TIMEOUT_MS - 5 - 1)
      expect(chainId.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      expect(yield* Effect.flip(Fiber.join(chainId))).toMatchObject({ reason: 'RequestTimeout' })
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: a late reply after the timeout is dropped; each id settles once', () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setup
      const late = yield* Effect.forkChild(transport.request(connectEmail), {
        startImmediately: true,
      })
      const first = yield* Queue.take(frame.received)
      yield* TestClock.adjust(CONNECT_REQUEST_TIMEOUT_MS)
      expect(yield* Effect.flip(Fiber.join(late))).toMatchObject({ reason: 'RequestTimeout' })
      const next = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
        startImmediately: true,
      })
      const second = yield* Queue.take(frame.received)
      frame.fromPort({
        id: first.message.id,
        type: 'frame/connect-email-success',
        payload: { action: 'CONNECT' },
      })
      frame.fromPort({
        id: second.message.id,
        type: 'frame/get-chain-id-success',
        payload: { chainId: 1 },
      })
      frame.fromPort({
        id: second.message.id,
        type: 'frame/get-chain-id-error',
        payload: { message: 'twice' },
      })
      frame.fromPort({ id: first.message.id, type: 'frame/ready' }) // ready again: ignored
      const after = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
        startImmediately: true,
      })
      const third = yield* Queue.take(frame.received)
      frame.fromPort({
        id: third.message.id,
        type: 'frame/get-chain-id-success',
        payload: { chainId: 3 },
      })
      expect((yield* Fiber.join(next)).payload).toEqual({ chainId: 1 })
      expect((yield* Fiber.join(after)).payload).toEqual({ chainId: 3 })
      expect((yield* logged).filter((m) => m.includes('unknown id'))).toHaveLength(2)
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect(
    'behavior: a request the frame holds for the visitor has no timeout until answered',
    () =>
      Effect.gen(function* () {
        const { frame, transport } = yield* setup
        const events = yield* Queue.unbounded<FrameMessage>()
        yield* Effect.forkChild(
          Stream.runForEach(transport.events, (m) => Queue.offer(events, m)),
          { startImmediately: true },
        )
        const held = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
          startImmediately: true,
        })
        const other = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
          startImmediately: true,
        })
        const [first] = yield* Queue.takeN(frame.received, 2)
        const approval = (waiting: string[]) => ({
          id: crypto.randomUUID(),
          type: 'frame/approval-update',
          payload: { waiting },
        })
        yield* TestClock.adjust(1_000)
        frame.fromPort(approval([first!.message.id]))
        // The update is also an event the app hears (the runtime shows the frame on it).
        expect((yield* Queue.take(events)).payload).toEqual({ waiting: [first!.message.id] })
        yield* TestClock.adjust(FRAME_REQUEST_TIMEOUT_MS - 1_000)
        // The request nobody holds timed out as before; the held one waits for the visitor.
        expect(yield* Effect.flip(Fiber.join(other))).toMatchObject({ reason: 'RequestTimeout' })
        yield* TestClock.adjust(FRAME_REQUEST_TIMEOUT_MS * 10)
        expect(held.pollUnsafe()).toBeUndefined()
        // The visitor answered: the request's whole timeout runs again from now.
        frame.fromPort(approval([]))
        yield* Queue.take(events)
        yield* TestClock.adjust(FRAME_REQUEST_TIMEOUT_MS - 1)
        expect(held.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust(1)
        const error = yield* Effect.flip(Fiber.join(held))
        expect(error).toMatchObject({ reason: 'RequestTimeout', request: 'app/get-chain-id' })
      }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: an error reply keeps its EIP-1193 code (4001: rejected in the frame)', () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setup
      const rejected = yield* Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
        startImmediately: true,
      })
      const { message } = yield* Queue.take(frame.received)
      frame.fromPort({
        id: message.id,
        type: 'frame/get-chain-id-error',
        payload: { message: 'User rejected the request', code: 4001 },
      })
      const error = yield* Effect.flip(Fiber.join(rejected))
      expect(error).toMatchObject({
        _tag: 'FrameReplyError',
        message: 'User rejected the request',
        code: 4001,
      })
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: events the frame sends unasked are streamed, decoded', () =>
    Effect.gen(function* () {
      const frame = yield* makeFrame
      const transport = yield* makeTransport()
      const collected = yield* Effect.forkChild(
        Stream.runCollect(Stream.take(transport.events, 1)),
        {
          startImmediately: true,
        },
      )
      yield* Effect.forkChild(transport.mount(frame.host), { startImmediately: true })
      const update = {
        id: crypto.randomUUID(),
        type: 'frame/session-update',
        payload: { address: '0x1' },
      }
      frame.fromWindow({ ...update, payload: { address: 1 } })
      frame.fromWindow(update, 'http://127.0.0.1:1')
      frame.fromWindow(update)
      expect(yield* Fiber.join(collected)).toEqual([update])
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: a request that ends without its reply is withdrawn in the frame', () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setupWith(
        FrameTransport.make({
          frameUrl: FRAME_URL,
          appOrigin: APP_ORIGIN,
          inbound: Inbound,
          replies: withCancel,
        }),
      )
      const ask = () =>
        Effect.forkChild(transport.request({ type: 'app/get-chain-id' }), {
          startImmediately: true,
        })
      const cancelOf = (id: string) =>
        Effect.gen(function* () {
          const { message, via } = yield* Queue.take(frame.received)
          expect(via).toBe('port')
          expect(message).toMatchObject({
            type: 'app/cancel-request',
            payload: { requestId: id },
          })
          expect(message.id).toMatch(UUID)
          frame.fromPort({
            id: message.id,
            type: 'frame/cancel-request-success',
            payload: { withdrawn: true },
          })
        })
      // Interrupted (rejectPendingRequests stops the request's fiber).
      const aborted = yield* ask()
      const first = yield* Queue.take(frame.received)
      yield* Fiber.interrupt(aborted)
      yield* cancelOf(first.message.id)
      // Timed out.
      const slow = yield* ask()
      const second = yield* Queue.take(frame.received)
      yield* TestClock.adjust(FRAME_REQUEST_TIMEOUT_MS)
      expect(yield* Effect.flip(Fiber.join(slow))).toMatchObject({ reason: 'RequestTimeout' })
      yield* cancelOf(second.message.id)
      // Answered: nothing to withdraw, the next message is the next request.
      const answered = yield* ask()
      const third = yield* Queue.take(frame.received)
      frame.fromPort({
        id: third.message.id,
        type: 'frame/get-chain-id-success',
        payload: { chainId: 1 },
      })
      yield* Fiber.join(answered)
      const next = yield* ask()
      expect((yield* Queue.take(frame.received)).message.type).toBe('app/get-chain-id')
      yield* Fiber.interrupt(next)
      expect((yield* logged).filter((m) => m.includes('dropped'))).toEqual([])
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect("behavior: unmount fails waiting requests with 'Request was aborted'", () =>
    Effect.gen(function* () {
      const { frame, transport } = yield* setup
      const request = yield* Effect.forkChild(transport.request(connectEmail), {
        startImmediately: true,
      })
      yield* Queue.take(frame.received)
      yield* transport.unmount
      expect((yield* Effect.flip(Fiber.join(request))).message).toBe('Request was aborted')
      const error = yield* Effect.flip(transport.request(connectEmail))
      expect(error.message).toBe('W3mFrame: iframe is not set')
    }).pipe(Effect.provide(Logger.layerTest())),
  )

  it.effect('behavior: layer and layerTest provide the service key', () =>
    Effect.gen(function* () {
      const frame = yield* makeFrame
      yield* Effect.gen(function* () {
        const transport = yield* FrameTransport
        const error = yield* Effect.flip(transport.request({ type: 'app/get-chain-id' }))
        expect(error.message).toBe('W3mFrame: iframe is not set')
        yield* Effect.forkChild(transport.mount(frame.host), { startImmediately: true })
      }).pipe(
        Effect.provide(
          FrameTransport.layer({
            frameUrl: FRAME_URL,
            appOrigin: APP_ORIGIN,
            inbound: Inbound,
            replies,
          }),
        ),
      )
      const reply = yield* Effect.gen(function* () {
        const transport = yield* FrameTransport
        return yield* transport.request({ type: 'app/get-chain-id' })
      }).pipe(
        Effect.provide(
          FrameTransport.layerTest((request) =>
            Effect.succeed({ id: request.id, type: 'frame/get-chain-id-success', payload: 1 }),
          ),
        ),
      )
      expect(reply).toMatchObject({ id: expect.stringMatching(UUID), payload: 1 })
    }).pipe(Effect.provide(Logger.layerTest())),
  )
})
