import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit } from 'effect'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
} from '../../../../runtime/connectors/embedded/authConnector.ts'
import { EmbeddedWalletError } from '../../../../runtime/errors/EmbeddedWalletError.ts'
import { walletError } from '../../../../runtime/errors/WalletError.ts'
import { connectEmail, resendEmailCode } from '../../../../runtime/features/email/emailLogin.ts'
import { flowLayer } from '../../support/flowLayer.ts'

/** A frame that mails a code for every e-mail it is given, and counts the e-mails. */
const mailingFrame = () => {
  const mailed: string[] = []
  const never = Effect.fail(EmbeddedWalletError.of('RequestTimedOut'))
  const connector: AuthConnector = {
    id: AUTH_CONNECTOR_ID,
    name: 'E-mail',
    type: 'AUTH',
    namespace: 'eip155',
    icon: undefined,
    rdns: undefined,
    preload: Effect.void,
    connectEmail: (email) =>
      Effect.sync(() => {
        mailed.push(email)
        return 'VERIFY_OTP' as const
      }),
    connectDevice: Effect.void,
    connectOtp: () => never,
    getSocialRedirectUri: () => never,
    connectSocial: () => never,
    getFarcasterUri: never,
    connectFarcaster: never,
    connect: () => Effect.fail(walletError('Unknown')),
    restore: () => Effect.succeed(undefined),
    disconnect: () => Effect.void,
    switchNetwork: () => Effect.void,
    request: () => Effect.fail(walletError('Unknown')),
    subscribe: () => () => {},
    close: async () => {},
  }
  return { connector, mailed }
}

describe('e-mail login: the code step after the modal was closed and opened again', () => {
  it.effect(
    'behavior: the same e-mail goes back to its code step (no new code, no throttle); another e-mail is throttled on its own step',
    () => {
      const { connector, mailed } = mailingFrame()
      const { layer, state } = flowLayer([connector])
      return Effect.gen(function* () {
        expect(yield* connectEmail('ada@example.com')).toBe('VERIFY_OTP')
        // Closed on the code step (SPEC §2: back to Connect), then the same e-mail once more.
        state.router.value = { view: 'Connect', history: [] }
        expect(yield* connectEmail('ada@example.com')).toBe('VERIFY_OTP')
        expect(mailed).toEqual(['ada@example.com'])
        expect(state.router.value.view).toBe('EmailVerifyOtp')
        expect(state.emailLogin.value).toMatchObject({ status: 'awaiting-otp', error: undefined })
        // "Send a new code" still asks for one, and the SPEC §5 throttle applies to it.
        const resent = yield* Effect.exit(resendEmailCode())
        expect(Exit.isFailure(resent)).toBe(true)
        expect(state.emailLogin.value).toMatchObject({ status: 'error', step: 'otp' })
        expect(state.emailLogin.value.error).toMatch(/^Please try again after \d+ seconds$/)
        // Another e-mail is a new code: throttled, and the refusal is the e-mail step's.
        state.router.value = { view: 'Connect', history: [] }
        const other = yield* Effect.exit(connectEmail('bob@example.com'))
        expect(Exit.isFailure(other)).toBe(true)
        expect(state.emailLogin.value).toMatchObject({ status: 'error', step: 'email' })
        expect(mailed).toEqual(['ada@example.com'])
      }).pipe(Effect.provide(layer))
    },
  )
})
