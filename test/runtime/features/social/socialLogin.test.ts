import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit, Fiber, Schedule } from 'effect'
import { TestClock } from 'effect/testing'
import { CONNECT_REQUEST_TIMEOUT_MS, SOCIAL_WINDOW_POLL_MS } from '../../../../runtime/constants.ts'
import {
  filterSocialsForTelegram,
  type TelegramPlatform,
  telegramPlatform,
} from '../../../../runtime/features/social/socialFilters.ts'
import {
  connectSocial,
  SOCIAL_MESSAGES,
  type SocialWindow,
} from '../../../../runtime/features/social/socialLogin.ts'
import { isSocialProvider } from '../../../../runtime/features/social/socialProviders.ts'
import { flowLayer } from '../../support/flowLayer.ts'
import { authConnectorFake } from '../support/authConnectorFake.ts'

const FRAME = 'http://127.0.0.1:8788/frame'
const FRAME_ORIGIN = 'http://127.0.0.1:8788'
const ADDRESS = '0x1111111111111111111111111111111111111111'

/**
 * An embedded wallet whose frame answers the social requests and records them; connect social
 * answers once `finished` is set (the frame got the provider's return from its callback page).
 */
const socialFrame = (options: { readonly newDevice?: boolean } = {}) => {
  const calls: string[] = []
  const finished = { value: false }
  // A browser new to the account: connect device answers once the mailed link is approved.
  const approved = { value: false }
  const until = (flag: { value: boolean }) =>
    Effect.sync(() => flag.value).pipe(
      Effect.repeat({ schedule: Schedule.spaced(10), until: (done) => done }),
    )
  const connector = authConnectorFake({
    connectDevice: Effect.sync(() => calls.push('device')).pipe(
      Effect.andThen(until(approved)),
      Effect.asVoid,
    ),
    getSocialRedirectUri: (provider) =>
      Effect.sync(() => {
        calls.push(`redirect ${provider}`)
        return `http://127.0.0.1:8792/auth?provider=${provider}`
      }),
    connectSocial: (uri) =>
      Effect.sync(() => {
        calls.push(`connect ${uri}`)
      }).pipe(
        Effect.andThen(until(finished)),
        Effect.as(options.newDevice ? ('VERIFY_DEVICE' as const) : ('CONNECT' as const)),
      ),
    connect: (network) =>
      Effect.succeed({
        accounts: [{ type: 'eoa', address: ADDRESS }],
        caipNetworkId: `eip155:${network.id}`,
      }),
  })
  return { connector, calls, finished, approved }
}

const fakePopup = () => {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true
    },
  }
  return popup satisfies SocialWindow
}

describe('SPEC §2 Telegram social filters', () => {
  const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
  const table: ReadonlyArray<readonly [TelegramPlatform | undefined, readonly string[]]> = [
    [undefined, all],
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['macos', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
    ['other', all],
  ]
  for (const [platform, expected] of table)
    it(`rule: ${platform ?? 'outside Telegram'} keeps ${expected.join(', ')}`, () => {
      expect(filterSocialsForTelegram(all, platform)).toEqual(expected)
    })

  it('rule: the platform is read from Telegram.WebApp', () => {
    expect(telegramPlatform({})).toBeUndefined()
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'unknown' } } })).toBeUndefined()
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'ios' } } })).toBe('ios')
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'macos' } } })).toBe('macos')
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'android' } } })).toBe('android')
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'tdesktop' } } })).toBe('other')
  })
})

describe('SPEC §5 social provider rule', () => {
  it('rule: google, github, apple, facebook, x or discord; nothing else', () => {
    for (const ok of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(isSocialProvider(ok)).toBe(true)
    for (const no of ['farcaster', 'Google', 'twitter', '', '__proto__'])
      expect(isSocialProvider(no)).toBe(false)
  })
})

describe('social login flow', () => {
  it.effect(
    'behavior: the frame finishes the login from its own callback page (no code on this page); connected, on Account',
    () => {
      const frame = socialFrame()
      const { layer, state } = flowLayer([frame.connector], { frameUrl: FRAME })
      const popup = fakePopup()
      return Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(connectSocial('google', popup))
        yield* Effect.yieldNow
        expect(state.router.value.view).toBe('ConnectingSocial')
        expect(popup.location.href).toBe('http://127.0.0.1:8792/auth?provider=google')
        // Connect social names the frame's callback page only: the code never passes here.
        expect(frame.calls).toEqual([
          'redirect google',
          `connect ${FRAME_ORIGIN}/frame/social-callback`,
        ])
        expect(popup.closed).toBe(false)
        frame.finished.value = true
        yield* TestClock.adjust(10)
        const result = yield* Fiber.join(fiber)
        expect(result.accounts[0]?.address).toBe(ADDRESS)
        expect(popup.closed).toBe(true)
        expect(state.router.value.view).toBe('Account')
        expect(state.socialLogin.value).toMatchObject({ status: 'idle', provider: 'google' })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: from a new browser the visitor is told an approval mail was sent, and connected once it is approved',
    () => {
      const frame = socialFrame({ newDevice: true })
      const { layer, state } = flowLayer([frame.connector], { frameUrl: FRAME })
      const popup = fakePopup()
      return Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(connectSocial('google', popup))
        yield* Effect.yieldNow
        frame.finished.value = true
        yield* TestClock.adjust(10)
        // ConnectingSocial now says "check your e-mail" (awaiting-device) while it waits.
        expect(state.socialLogin.value).toMatchObject({
          status: 'awaiting-device',
          provider: 'google',
        })
        expect(state.router.value.view).toBe('ConnectingSocial')
        expect(popup.closed).toBe(true)
        expect(frame.calls.at(-1)).toBe('device')
        expect(state.connections.value).toEqual({})
        // Past the 120 s connect timeout: the device wait is the mailed link's, not the popup's.
        yield* TestClock.adjust(CONNECT_REQUEST_TIMEOUT_MS + 10)
        expect(state.socialLogin.value.status).toBe('awaiting-device')
        frame.approved.value = true
        yield* TestClock.adjust(10)
        const result = yield* Fiber.join(fiber)
        expect(result.accounts[0]?.address).toBe(ADDRESS)
        expect(state.router.value.view).toBe('Account')
        expect(state.socialLogin.value).toMatchObject({ status: 'idle', provider: 'google' })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('behavior: a closed popup goes back to Connect with a clear message', () => {
    const frame = socialFrame()
    const { layer, state } = flowLayer([frame.connector], { frameUrl: FRAME })
    const popup = fakePopup()
    return Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(Effect.exit(connectSocial('github', popup)))
      yield* Effect.yieldNow
      popup.closed = true
      yield* TestClock.adjust(SOCIAL_WINDOW_POLL_MS)
      const exit = yield* Fiber.join(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
      expect(state.router.value.view).toBe('Connect')
      expect(state.socialLogin.value).toMatchObject({
        status: 'error',
        provider: 'github',
        error: SOCIAL_MESSAGES.closed,
      })
      expect(state.connections.value).toEqual({})
    }).pipe(Effect.provide(layer))
  })

  it.effect('rule: the wait for the popup times out at 120 s (test clock), not before', () => {
    const frame = socialFrame()
    const { layer, state } = flowLayer([frame.connector], { frameUrl: FRAME })
    const popup = fakePopup()
    return Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(Effect.exit(connectSocial('google', popup)))
      yield* TestClock.adjust(CONNECT_REQUEST_TIMEOUT_MS - 1)
      expect(state.socialLogin.value.status).toBe('connecting')
      yield* TestClock.adjust(1)
      const exit = yield* Fiber.join(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
      expect(state.socialLogin.value.error).toBe('Embedded Wallet Request Timed Out')
      expect(state.alert.value?.message).toBe('Embedded Wallet Request Timed Out')
      expect(popup.closed).toBe(true)
      expect(state.router.value.view).toBe('Connect')
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: a blocked popup says so; an unknown provider is refused', () => {
    const frame = socialFrame()
    const { layer, state } = flowLayer([frame.connector], { frameUrl: FRAME })
    return Effect.gen(function* () {
      yield* Effect.exit(connectSocial('google', null))
      expect(state.socialLogin.value.error).toBe(SOCIAL_MESSAGES.blocked)
      yield* Effect.exit(connectSocial('farcaster', fakePopup()))
      expect(state.socialLogin.value.error).toBe(SOCIAL_MESSAGES.unsupported)
      expect(frame.calls).toEqual([])
    }).pipe(Effect.provide(layer))
  })
})
