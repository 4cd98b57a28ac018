import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import {
  AUTH_CONNECTOR_ID,
  type FarcasterLook,
} from '../../../../runtime/connectors/embedded/authConnector.ts'
import {
  CONNECT_REQUEST_TIMEOUT_MS,
  FARCASTER_POLL_INTERVAL_MS,
} from '../../../../runtime/constants.ts'
import { EmbeddedWalletError } from '../../../../runtime/errors/EmbeddedWalletError.ts'
import {
  connectFarcaster,
  FARCASTER_LOGIN_MESSAGES,
} from '../../../../runtime/features/social/farcasterLogin.ts'
import { flowLayer } from '../../support/flowLayer.ts'
import { authConnectorFake } from '../support/authConnectorFake.ts'

const FRAME = 'http://127.0.0.1:8788/frame'
const ADDRESS = '0x2222222222222222222222222222222222222222'
const URI = 'http://127.0.0.1:8793/~/siwf?channelToken=abc'

/**
 * The embedded wallet at the machine's edge: its frame opens a sign-in, then answers each
 * connect Farcaster with pending until `approve()`; from a `newDevice`, awaiting-device until
 * `openLink()`; every request is recorded.
 */
const farcasterFrame = (
  options: {
    readonly poll?: Effect.Effect<FarcasterLook, EmbeddedWalletError>
    readonly newDevice?: boolean
  } = {},
) => {
  const calls: string[] = []
  let approved = false
  let linkOpened = false
  const connector = authConnectorFake({
    getFarcasterUri: Effect.sync(() => {
      calls.push('uri')
      return URI
    }),
    connectFarcaster:
      options.poll ??
      Effect.sync((): FarcasterLook => {
        calls.push('poll')
        if (!approved) return { status: 'pending' }
        if (options.newDevice && !linkOpened) return { status: 'awaiting-device' }
        return { status: 'completed', userName: 'ada' }
      }),
    connect: (network) =>
      Effect.sync(() => {
        calls.push('connect')
        return {
          accounts: [{ type: 'eoa', address: ADDRESS }],
          caipNetworkId: `eip155:${network.id}`,
        }
      }),
  })
  return {
    connector,
    calls,
    approve: () => {
      approved = true
    },
    openLink: () => {
      linkOpened = true
    },
  }
}

const polls = (calls: readonly string[]) => calls.filter((c) => c === 'poll').length

describe('Farcaster login flow', () => {
  it.effect(
    'behavior: the URI shows on ConnectingFarcaster, the frame is asked every 1.5 s until approved; connected, on Account',
    () => {
      const frame = farcasterFrame()
      const { layer, state } = flowLayer([frame.connector], { frameUrl: FRAME })
      return Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(connectFarcaster())
        yield* Effect.yieldNow
        expect(state.router.value.view).toBe('ConnectingFarcaster')
        expect(state.socialLogin.value).toMatchObject({
          status: 'connecting',
          provider: 'farcaster',
          farcasterUrl: URI,
        })
        expect(polls(frame.calls)).toBe(1)
        yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS - 1)
        expect(polls(frame.calls)).toBe(1)
        yield* TestClock.adjust(1)
        expect(polls(frame.calls)).toBe(2)
        yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS)
        expect(polls(frame.calls)).toBe(3)
        frame.approve()
        yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS)
        const result = yield* Fiber.join(fiber)
        expect(result.accounts[0]?.address).toBe(ADDRESS)
        expect(frame.calls).toEqual(['uri', 'poll', 'poll', 'poll', 'poll', 'connect'])
        expect(state.router.value.view).toBe('Account')
        expect(state.connections.value.eip155?.connectorId).toBe(AUTH_CONNECTOR_ID)
        expect(state.socialLogin.value).toMatchObject({
          status: 'idle',
          provider: 'farcaster',
          error: undefined,
          farcasterUrl: undefined,
        })
        // Nothing polls once connected.
        yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS * 10)
        expect(polls(frame.calls)).toBe(4)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: approved from a browser new to the account, it says an approval link was mailed and connects once it is opened',
    () => {
      const frame = farcasterFrame({ newDevice: true })
      const { layer, state } = flowLayer([frame.connector], { frameUrl: FRAME })
      return Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(connectFarcaster())
        yield* Effect.yieldNow
        expect(state.socialLogin.value.status).toBe('connecting')
        frame.approve()
        yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS)
        expect(state.socialLogin.value.status).toBe('awaiting-device')
        expect(state.router.value.view).toBe('ConnectingFarcaster')
        yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS * 3)
        expect(state.socialLogin.value.status).toBe('awaiting-device')
        frame.openLink()
        yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS)
        const result = yield* Fiber.join(fiber)
        expect(result.accounts[0]?.address).toBe(ADDRESS)
        expect(state.router.value.view).toBe('Account')
        expect(state.socialLogin.value.status).toBe('idle')
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('rule: the wait ends at 120 s (test clock), not before, with a clear message', () => {
    const frame = farcasterFrame()
    const { layer, state } = flowLayer([frame.connector], { frameUrl: FRAME })
    return Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(Effect.exit(connectFarcaster()))
      yield* Effect.yieldNow
      yield* TestClock.adjust(CONNECT_REQUEST_TIMEOUT_MS - 1)
      expect(state.socialLogin.value.status).toBe('connecting')
      expect(state.router.value.view).toBe('ConnectingFarcaster')
      yield* TestClock.adjust(1)
      const exit = yield* Fiber.join(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
      expect(state.socialLogin.value).toMatchObject({
        status: 'error',
        provider: 'farcaster',
        error: FARCASTER_LOGIN_MESSAGES.timedOut,
        farcasterUrl: undefined,
      })
      expect(FARCASTER_LOGIN_MESSAGES.timedOut).toMatchInlineSnapshot(
        `"The Farcaster sign-in was not approved within 2 minutes. Try again."`,
      )
      expect(state.router.value.view).toBe('Connect')
      expect(state.connections.value).toEqual({})
      const asked = polls(frame.calls)
      expect(asked).toBe(Math.ceil(CONNECT_REQUEST_TIMEOUT_MS / FARCASTER_POLL_INTERVAL_MS))
      yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS * 10)
      expect(polls(frame.calls)).toBe(asked)
      // Not the frame's own timeout: no SPEC §8 alert.
      expect(state.alert.value).toBeUndefined()
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: Cancel goes back to Connect quietly and stops asking', () => {
    const frame = farcasterFrame()
    const { layer, state } = flowLayer([frame.connector], { frameUrl: FRAME })
    const cancel = new AbortController()
    return Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(Effect.exit(connectFarcaster(cancel.signal)))
      yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS)
      expect(polls(frame.calls)).toBe(2)
      cancel.abort()
      const exit = yield* Fiber.join(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
      expect(state.router.value.view).toBe('Connect')
      expect(state.socialLogin.value).toMatchObject({
        status: 'idle',
        error: undefined,
        farcasterUrl: undefined,
      })
      frame.approve()
      yield* TestClock.adjust(FARCASTER_POLL_INTERVAL_MS * 10)
      expect(polls(frame.calls)).toBe(2)
      expect(state.connections.value).toEqual({})
    }).pipe(Effect.provide(layer))
  })

  it.effect("behavior: the frame's refusal shows its words; its timeout is SPEC §8's alert", () => {
    const refused = farcasterFrame({
      poll: Effect.fail(EmbeddedWalletError.rejected('This Farcaster sign-in expired: try again')),
    })
    const timedOut = farcasterFrame({
      poll: Effect.fail(EmbeddedWalletError.of('RequestTimedOut')),
    })
    return Effect.gen(function* () {
      const one = flowLayer([refused.connector], { frameUrl: FRAME })
      yield* Effect.exit(connectFarcaster()).pipe(Effect.provide(one.layer))
      expect(one.state.socialLogin.value.error).toBe('This Farcaster sign-in expired: try again')
      expect(one.state.router.value.view).toBe('Connect')
      expect(one.state.alert.value).toBeUndefined()

      const two = flowLayer([timedOut.connector], { frameUrl: FRAME })
      yield* Effect.exit(connectFarcaster()).pipe(Effect.provide(two.layer))
      expect(two.state.socialLogin.value.error).toBe('Embedded Wallet Request Timed Out')
      expect(two.state.alert.value?.message).toBe('Embedded Wallet Request Timed Out')
    })
  })
})
