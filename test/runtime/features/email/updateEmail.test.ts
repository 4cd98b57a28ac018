import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit } from 'effect'
import { TestClock } from 'effect/testing'
import type { AuthEmailUpdate } from '../../../../runtime/connectors/embedded/authEmailUpdate.ts'
import { EMAIL_THROTTLE_MS } from '../../../../runtime/constants.ts'
import { EmbeddedWalletError } from '../../../../runtime/errors/EmbeddedWalletError.ts'
import { walletError } from '../../../../runtime/errors/WalletError.ts'
import {
  loadAccountEmail,
  resendEmailUpdateCode,
  startEmailUpdate,
  submitEmailUpdateOtp,
} from '../../../../runtime/features/email/updateEmail.ts'
import { flowLayer } from '../../support/flowLayer.ts'
import { authConnectorFake } from '../support/authConnectorFake.ts'

/**
 * The secure frame at the edge of the machine, answering the SPEC §4 update messages as the
 * reference frame does: a code per step, 5 tries, the server's words for a wrong one.
 */
const updatingFrame = (options: { readonly failWith?: EmbeddedWalletError } = {}) => {
  const frame = {
    email: 'ada@example.com' as string,
    pending: undefined as string | undefined,
    codes: { primary: '111111', secondary: '222222' },
    tries: 5,
    sent: [] as string[],
  }
  const refuse = (otp: string, right: string) => {
    if (otp === right) return undefined
    frame.tries--
    return EmbeddedWalletError.rejected(`Invalid code. ${frame.tries} tries left`)
  }
  const failing = <A>(effect: Effect.Effect<A, EmbeddedWalletError>) =>
    options.failWith ? Effect.fail(options.failWith) : effect
  const never = () => Effect.fail(walletError('Unknown'))
  const connector = authConnectorFake<AuthEmailUpdate>({
    getSocialRedirectUri: () => Effect.succeed(''),
    connectSocial: () => Effect.succeed('CONNECT' as const),
    getFarcasterUri: Effect.succeed(''),
    connectFarcaster: Effect.succeed({ status: 'pending' } as const),
    connect: never,
    request: never,
    getEmail: failing(Effect.sync(() => frame.email)),
    updateEmail: (email) =>
      failing(
        Effect.sync(() => {
          frame.pending = email
          frame.tries = 5
          frame.sent.push(`primary to ${frame.email}`)
          return 'VERIFY_PRIMARY_OTP' as const
        }),
      ),
    updateEmailPrimaryOtp: (otp) =>
      failing(
        Effect.suspend(() => {
          const refused = refuse(otp, frame.codes.primary)
          if (refused) return Effect.fail(refused)
          frame.sent.push(`secondary to ${frame.pending}`)
          return Effect.void
        }),
      ),
    updateEmailSecondaryOtp: (otp) =>
      failing(
        Effect.suspend(() => {
          const refused = refuse(otp, frame.codes.secondary)
          if (refused) return Effect.fail(refused)
          frame.email = frame.pending ?? frame.email
          return Effect.succeed(frame.email)
        }),
      ),
  })
  return { connector, frame }
}

describe('e-mail update flow (SPEC §4 VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP)', () => {
  it.effect(
    'default: new address, current address’s code, new address’s code, e-mail changed',
    () => {
      const { connector, frame } = updatingFrame()
      const { layer, state } = flowLayer([connector])
      return Effect.gen(function* () {
        expect(yield* loadAccountEmail()).toBe('ada@example.com')
        expect(state.emailUpdate.value.email).toBe('ada@example.com')
        expect(yield* startEmailUpdate('grace@example.com')).toBe('VERIFY_PRIMARY_OTP')
        expect(state.emailUpdate.value).toMatchObject({
          status: 'awaiting-primary',
          step: 'primary',
          newEmail: 'grace@example.com',
        })
        expect(yield* submitEmailUpdateOtp('111111')).toBe('VERIFY_SECONDARY_OTP')
        expect(state.emailUpdate.value).toMatchObject({
          status: 'awaiting-secondary',
          step: 'secondary',
        })
        expect(yield* submitEmailUpdateOtp('222222')).toBe('DONE')
        expect(state.emailUpdate.value).toMatchObject({
          status: 'done',
          email: 'grace@example.com',
          error: undefined,
        })
        expect(frame.sent).toEqual(['primary to ada@example.com', 'secondary to grace@example.com'])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: a wrong code keeps the step with the frame’s words; the right one goes on',
    () => {
      const { connector } = updatingFrame()
      const { layer, state } = flowLayer([connector])
      return Effect.gen(function* () {
        yield* startEmailUpdate('grace@example.com')
        const exit = yield* Effect.exit(submitEmailUpdateOtp('999999'))
        expect(Exit.isFailure(exit)).toBe(true)
        expect(state.emailUpdate.value).toMatchObject({
          status: 'error',
          step: 'primary',
          error: 'Invalid code. 4 tries left',
        })
        yield* submitEmailUpdateOtp('111111')
        expect(state.emailUpdate.value).toMatchObject({ step: 'secondary', error: undefined })
        yield* Effect.exit(submitEmailUpdateOtp('999999'))
        expect(state.emailUpdate.value).toMatchObject({
          status: 'error',
          step: 'secondary',
          error: 'Invalid code. 3 tries left',
        })
        expect(state.alert.value).toBeUndefined()
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'rule: SPEC §5 throttle: a new code under 30 s later is refused with the wait (TestClock); then the update starts over',
    () => {
      const { connector, frame } = updatingFrame()
      const { layer, state } = flowLayer([connector])
      return Effect.gen(function* () {
        yield* TestClock.setTime(1_000_000)
        yield* startEmailUpdate('grace@example.com')
        yield* submitEmailUpdateOtp('111111')
        yield* TestClock.adjust(EMAIL_THROTTLE_MS - 12_000)
        const exit = yield* Effect.exit(resendEmailUpdateCode())
        expect(Exit.isFailure(exit)).toBe(true)
        expect(state.emailUpdate.value).toMatchObject({
          status: 'error',
          error: 'Please try again after 12 seconds',
        })
        yield* TestClock.adjust(12_000)
        expect(yield* resendEmailUpdateCode()).toBe('VERIFY_PRIMARY_OTP')
        expect(state.emailUpdate.value).toMatchObject({
          status: 'awaiting-primary',
          step: 'primary',
          newEmail: 'grace@example.com',
        })
        expect(frame.sent.filter((m) => m.startsWith('primary'))).toHaveLength(2)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "behavior: 'Embedded Wallet Request Timed Out' shows on the step and as an alert; the e-mail stays",
    () => {
      const { connector } = updatingFrame({
        failWith: EmbeddedWalletError.of('RequestTimedOut'),
      })
      const { layer, state } = flowLayer([connector])
      return Effect.gen(function* () {
        yield* Effect.exit(startEmailUpdate('grace@example.com'))
        expect(state.emailUpdate.value).toMatchObject({
          status: 'error',
          step: 'email',
          error: 'Embedded Wallet Request Timed Out',
          email: undefined,
        })
        expect(state.alert.value?.message).toBe('Embedded Wallet Request Timed Out')
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("behavior: without the embedded wallet, 'Provider not found'", () => {
    const { layer } = flowLayer([])
    return Effect.gen(function* () {
      const exit = yield* Effect.exit(startEmailUpdate('grace@example.com'))
      expect(Exit.isFailure(exit) ? exit.cause.reasons[0] : undefined).toMatchObject({
        error: { message: 'Provider not found' },
      })
    }).pipe(Effect.provide(layer))
  })
})
