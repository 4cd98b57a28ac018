import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit } from 'effect'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
  makeAuthConnector,
} from '../../../../runtime/connectors/embedded/authConnector.ts'
import {
  EmbeddedWalletError,
  type EmbeddedWalletErrorReason,
} from '../../../../runtime/errors/EmbeddedWalletError.ts'
import { walletError } from '../../../../runtime/errors/WalletError.ts'
import { connectEmail, submitEmailOtp } from '../../../../runtime/features/email/emailLogin.ts'
import { flowLayer } from '../../support/flowLayer.ts'

/** An embedded wallet at the edge of the machine whose frame fails the way a test says. */
const failingFrame = (error: EmbeddedWalletError): AuthConnector => ({
  id: AUTH_CONNECTOR_ID,
  name: 'E-mail',
  type: 'AUTH',
  namespace: 'eip155',
  icon: undefined,
  rdns: undefined,
  preload: Effect.fail(error),
  connectEmail: () => Effect.fail(error),
  connectDevice: Effect.fail(error),
  connectOtp: () => Effect.fail(error),
  getSocialRedirectUri: () => Effect.fail(error),
  connectSocial: () => Effect.fail(error),
  getFarcasterUri: Effect.fail(error),
  connectFarcaster: Effect.fail(error),
  connect: () => Effect.fail(walletError('Unknown', error)),
  restore: () => Effect.succeed(undefined),
  disconnect: () => Effect.void,
  switchNetwork: () => Effect.void,
  request: () => Effect.fail(walletError('Unknown', error)),
  subscribe: () => () => {},
  close: async () => {},
})

const cases: ReadonlyArray<
  readonly [Exclude<EmbeddedWalletErrorReason, 'Rejected'>, string, string | undefined]
> = [
  [
    'FrameLoadFailed',
    'Network Error - Could not load embedded wallet',
    'Network Error - Could not load embedded wallet',
  ],
  ['RequestTimedOut', 'Embedded Wallet Request Timed Out', 'Embedded Wallet Request Timed Out'],
  ['DependencyLoadFailed', 'Unable to load email login dependency', undefined],
]

describe('e-mail login: SPEC §8 frame failures', () => {
  for (const [reason, message, alert] of cases) {
    it.effect(
      `behavior: ${reason} shows '${message}' on the step${alert ? ' and as an alert' : ''}; nothing is connected`,
      () => {
        const { layer, state } = flowLayer([failingFrame(EmbeddedWalletError.of(reason))])
        return Effect.gen(function* () {
          const exit = yield* Effect.exit(connectEmail('ada@example.com'))
          expect(Exit.isFailure(exit)).toBe(true)
          expect(state.emailLogin.value).toMatchObject({ status: 'error', error: message })
          expect(state.alert.value?.message).toBe(alert)
          expect(state.connections.value).toEqual({})
        }).pipe(Effect.provide(layer))
      },
    )
  }

  it.effect('behavior: a refused code keeps the frame’s words on the code step, no alert', () => {
    const refusal = EmbeddedWalletError.rejected('Wrong code: 4 tries left')
    const { layer, state } = flowLayer([failingFrame(refusal)])
    return Effect.gen(function* () {
      yield* Effect.exit(submitEmailOtp('000000'))
      expect(state.emailLogin.value).toMatchObject({
        status: 'error',
        error: 'Wrong code: 4 tries left',
      })
      expect(state.alert.value).toBeUndefined()
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "behavior: with no page to put the frame in, 'Unable to load email login dependency'",
    () => {
      // The real connector, in Node: there is no document, so the frame's code cannot load.
      const auth = makeAuthConnector({ frameUrl: 'http://127.0.0.1:9/frame', projectId: 'test' })
      return Effect.gen(function* () {
        const exit = yield* Effect.exit(auth.connectEmail('ada@example.com'))
        expect(exit).toMatchObject({
          _tag: 'Failure',
        })
        const error = Exit.isFailure(exit) ? exit.cause.reasons[0] : undefined
        expect(error).toMatchObject({
          error: {
            reason: 'DependencyLoadFailed',
            message: 'Unable to load email login dependency',
          },
        })
      })
    },
  )
})

/** A frame that refuses the first code and takes the second, as the auth service does. */
const codeFrame = (): AuthConnector => {
  let tries = 0
  return {
    ...failingFrame(EmbeddedWalletError.rejected('unused')),
    connectEmail: () => Effect.succeed('VERIFY_OTP'),
    connectOtp: () =>
      ++tries === 1
        ? Effect.fail(EmbeddedWalletError.rejected('Invalid code. 4 tries left'))
        : Effect.void,
    connect: (network) =>
      Effect.succeed({
        accounts: [{ type: 'eoa', address: '0x1111111111111111111111111111111111111111' }],
        caipNetworkId: `eip155:${network.id}`,
      }),
  }
}

describe('e-mail login: the code step', () => {
  it.effect(
    'behavior: a mistyped code, then the right one, connects and leaves the code step for Account',
    () => {
      const { layer, state } = flowLayer([codeFrame()])
      return Effect.gen(function* () {
        yield* connectEmail('ada@example.com')
        expect(state.router.value.view).toBe('EmailVerifyOtp')
        yield* Effect.exit(submitEmailOtp('111111'))
        expect(state.router.value.view).toBe('EmailVerifyOtp')
        expect(state.emailLogin.value.error).toBe('Invalid code. 4 tries left')
        yield* submitEmailOtp('222222')
        expect(state.account.value.status).toBe('connected')
        expect(state.emailLogin.value).toMatchObject({ status: 'idle', error: undefined })
        expect(state.router.value).toEqual({ view: 'Account', history: [] })
      }).pipe(Effect.provide(layer))
    },
  )
})
