import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber, Stream } from 'effect'
import { TestClock } from 'effect/testing'
import { vi } from 'vitest'
import { answerRequest } from '../../../../frame/answerRequest.ts'
import { checkMessage } from '../../../../frame/gate.ts'
import { FrameInbound, replies } from '../../../../generated/frame/messages.ts'
import {
  AUTH_CONNECTOR_ID,
  makeAuthConnector,
} from '../../../../runtime/connectors/embedded/authConnector.ts'
import {
  type FrameChannelLike,
  type FrameEventSource,
  type FrameHost,
  type FrameMessage,
  FrameTransport,
} from '../../../../runtime/connectors/embedded/FrameTransport.ts'
import { FRAME_READY_WAIT_MS } from '../../../../runtime/constants.ts'
import { connect } from '../../../../runtime/features/connection/connect.ts'
import {
  request as latchRequest,
  rejectPendingRequests,
} from '../../../../runtime/features/kernel/request.ts'
import { Logger } from '../../../../runtime/services/Logger.ts'
import { flowLayer } from '../../support/flowLayer.ts'
import { anvil, testFrameWallet } from '../../support/frameWalletAuth.ts'

const FRAME_URL = 'http://127.0.0.1:8788/frame'
const FRAME_ORIGIN = 'http://127.0.0.1:8788'

/** Waits while the port's messages and the frame wallet's awaits run, until `done`. */
const until = (done: () => boolean) =>
  Effect.promise(() => vi.waitFor(() => expect(done()).toBe(true)))

/**
 * The frame page over node's MessageChannel: it adopts the port the first request carries,
 * and answers every message through the page's gate and `answerRequest`, as main.ts does,
 * with the real frame wallet; its approval updates go to the app over the same port.
 */
const frameSide = Effect.gen(function* () {
  let port: MessagePort | undefined
  const frame = yield* Effect.promise(() =>
    testFrameWallet({
      onApproval: (waiting) =>
        port?.postMessage({
          id: crypto.randomUUID(),
          type: 'frame/approval-update',
          payload: { waiting },
        }),
    }),
  )
  const answered: FrameMessage[] = []
  const appWindow = new EventTarget()
  const frameWindow = {
    postMessage(message: unknown, _origin: string, transfer?: Array<unknown>) {
      const handed = transfer?.[0] as MessagePort | undefined
      if (!handed || port) return
      port = handed
      const target = {
        postMessage: (reply: unknown) => {
          answered.push(reply as FrameMessage)
          handed.postMessage(reply)
        },
      }
      handed.addEventListener('message', (event) => {
        void answerRequest(frame.wallet, target, checkMessage(event.data))
      })
      handed.start()
      void answerRequest(frame.wallet, target, checkMessage(message))
    },
  }
  yield* Effect.addFinalizer(() => Effect.sync(() => port?.close()))
  const host: FrameHost = {
    frame: frameWindow,
    window: appWindow as unknown as FrameEventSource,
    createChannel: () => new MessageChannel() as unknown as FrameChannelLike,
  }
  const ready = () =>
    appWindow.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { id: crypto.randomUUID(), type: 'frame/ready' },
        origin: FRAME_ORIGIN,
        source: frameWindow,
      }),
    )
  return { ...frame, host, ready, answered }
})

/** The auth connector on the real FrameTransport (generated schemas), mounted on the frame. */
const authOverTransport = Effect.gen(function* () {
  const side = yield* frameSide
  const transport = yield* FrameTransport.make({
    frameUrl: FRAME_URL,
    appOrigin: 'http://127.0.0.1:5173',
    inbound: FrameInbound,
    replies,
  })
  const mounting = yield* Effect.forkChild(transport.mount(side.host), { startImmediately: true })
  side.ready()
  yield* TestClock.adjust(FRAME_READY_WAIT_MS)
  yield* Fiber.join(mounting)
  const listeners = new Set<(message: FrameMessage) => void>()
  yield* Effect.forkChild(
    Stream.runForEach(transport.events, (message) =>
      Effect.sync(() => {
        for (const listener of listeners) listener(message)
      }),
    ),
    { startImmediately: true },
  )
  const auth = makeAuthConnector({
    frameUrl: FRAME_URL,
    projectId: 'demo',
    openFrame: () =>
      Effect.succeed({
        request: (type: string, payload?: unknown) =>
          transport.request((payload === undefined ? { type } : { type, payload }) as never),
        onEvent: (listener: (message: FrameMessage) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
        place: () => undefined,
        close: async () => undefined,
      }),
  })
  return { side, auth }
})

describe('embedded wallet: rejectPendingRequests reaches the frame', () => {
  it.effect(
    "default: a signature waiting for approval fails with 'Request was aborted', leaves the frame's UI, and a late Approve signs nothing",
    () =>
      Effect.gen(function* () {
        const { side, auth } = yield* authOverTransport
        const { layer, state } = flowLayer([auth], { networks: [anvil] })
        yield* Effect.gen(function* () {
          yield* connect(AUTH_CONNECTOR_ID)
          const address = state.connections.value.eip155?.accounts[0]?.address
          const signing = yield* Effect.forkChild(
            latchRequest({ method: 'personal_sign', params: ['0x6869', address] }),
            { startImmediately: true },
          )
          yield* until(() => side.visible())
          expect(side.shown.map((ask) => ask.method)).toEqual(['personal_sign'])
          expect(yield* rejectPendingRequests()).toBe(1)
          expect((yield* Effect.flip(Fiber.join(signing))).message).toBe('Request was aborted')
          yield* until(() => !side.visible())
          expect(side.visible()).toBe(false)
          side.press(true)
          yield* until(() => side.answered.some((m) => m.type === 'frame/rpc-request-error'))
          const rpcReplies = side.answered.filter((m) => m.type.startsWith('frame/rpc-request'))
          expect(rpcReplies).toMatchObject([
            { type: 'frame/rpc-request-error', payload: { code: 4001 } },
          ])
          expect(side.answered.filter((m) => m.type.startsWith('frame/cancel-request'))).toEqual([
            expect.objectContaining({
              type: 'frame/cancel-request-success',
              payload: { withdrawn: true },
            }),
          ])
        }).pipe(Effect.provide(layer))
      }).pipe(Effect.provide(Logger.layerTest())),
  )
})
