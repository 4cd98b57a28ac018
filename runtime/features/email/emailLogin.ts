import { Effect } from 'effect'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
  isAuthConnector,
} from '../../connectors/embedded/authConnector.ts'
import { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import { walletError } from '../../errors/WalletError.ts'
import { Connectors } from '../../services/Connectors.ts'
import { Store } from '../../state/Store.ts'
import type { EmailLoginState } from '../../state/types.ts'
import { connect } from '../connection/connect.ts'
import { alert } from '../kernel/notify.ts'
import { decide } from '../kernel/router.ts'
import { claimEmailCode } from './emailThrottle.ts'

/** The embedded wallet's connector; 'Provider not found' when the app set no `frameUrl`. */
export const authConnector = () =>
  Effect.gen(function* () {
    const connectors = yield* Connectors
    const connector = yield* connectors.get(AUTH_CONNECTOR_ID)
    if (!isAuthConnector(connector)) return yield* Effect.fail(walletError('ProviderNotFound'))
    return connector as AuthConnector
  })

const setLogin = (patch: Partial<EmailLoginState>) =>
  Effect.gen(function* () {
    const store = yield* Store
    store.emailLogin.value = { ...store.emailLogin.value, ...patch }
  })

/** Records a failure on the step's view; SPEC §8's frame failures are alerts as well. */
const failed = (error: { readonly message: string }) =>
  Effect.gen(function* () {
    yield* setLogin({ status: 'error', error: error.message })
    if (
      error instanceof EmbeddedWalletError &&
      (error.reason === 'FrameLoadFailed' || error.reason === 'RequestTimedOut')
    )
      yield* alert(error.message)
  })

const show = (view: 'EmailVerifyOtp' | 'EmailVerifyDevice') =>
  Effect.gen(function* () {
    const store = yield* Store
    store.router.value = decide({ type: 'emailStep', view }, store.router.value)
  })

/**
 * The login is done: a visitor still on one of its steps moves on to Account, as after a wallet
 * connect. A flow that picked a view of its own meanwhile (required sign-in, UnsupportedChain)
 * keeps it.
 */
const leaveLoginSteps = () =>
  Store.use((store) =>
    Effect.sync(() => {
      store.router.value = decide({ type: 'emailLoggedIn' }, store.router.value)
    }),
  )

/**
 * Mails a code to `email` (SPEC §5 throttle first) and waits on the step the frame's action
 * names; `resend`: another code for the code step the visitor is on, which stays its step.
 */
const askCode = (email: string, resend: boolean) =>
  Effect.gen(function* () {
    const connector = yield* authConnector()
    // A new e-mail starts at its own step: a refusal (the throttle) shows where it was typed.
    if (!resend) yield* setLogin({ step: 'email' })
    yield* claimEmailCode()
    yield* setLogin({ status: 'sending', email, error: undefined })
    const action = yield* connector.connectEmail(email)
    if (action === 'CONNECT') {
      yield* setLogin({ status: 'verifying' })
      yield* connect(AUTH_CONNECTOR_ID)
      yield* setLogin({ status: 'idle', step: 'email', error: undefined })
      yield* leaveLoginSteps()
      return action
    }
    if (action === 'VERIFY_DEVICE') {
      yield* setLogin({ status: 'awaiting-device', step: 'device' })
      yield* show('EmailVerifyDevice')
      yield* connector.connectDevice
    }
    yield* setLogin({ status: 'awaiting-otp', step: 'otp' })
    yield* show('EmailVerifyOtp')
    return action
  }).pipe(Effect.tapError(failed))

/**
 * SPEC §4 e-mail login, first step: the SPEC §5 throttle ('Please try again after N seconds'),
 * then connect e-mail. The frame's action picks the next step: VERIFY_OTP shows
 * EmailVerifyOtp, VERIFY_DEVICE shows EmailVerifyDevice and waits for the approval before the
 * code, CONNECT connects at once. The e-mail whose code step is open (the modal was closed and
 * opened again on Connect) goes back to that step: its code, already mailed, still counts, and
 * "Send a new code" is there (DECISIONS).
 */
export const connectEmail = (email: string) =>
  Effect.gen(function* () {
    const login = (yield* Store).emailLogin.value
    const waiting = login.status === 'awaiting-otp' || login.status === 'error'
    if (login.step !== 'otp' || login.email !== email || !waiting)
      return yield* askCode(email, false)
    yield* setLogin({ status: 'awaiting-otp', error: undefined })
    yield* show('EmailVerifyOtp')
    return 'VERIFY_OTP' as const
  })

/**
 * SPEC §4 e-mail login, the code step: connect OTP, then the connection through the auth
 * connector (get user). A wrong code leaves the visitor on EmailVerifyOtp with the frame's
 * words (how many tries are left, or that the code expired).
 */
export const submitEmailOtp = (otp: string) =>
  Effect.gen(function* () {
    const connector = yield* authConnector()
    yield* setLogin({ status: 'verifying', error: undefined })
    yield* connector.connectOtp(otp)
    const result = yield* connect(AUTH_CONNECTOR_ID)
    yield* setLogin({ status: 'idle', step: 'email', error: undefined })
    yield* leaveLoginSteps()
    return result
  }).pipe(Effect.tapError(failed))

/** Asks for a new code for the same e-mail (the throttle applies). */
export const resendEmailCode = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const email = store.emailLogin.value.email
    if (!email) return yield* Effect.fail(walletError('ProviderNotFound'))
    return yield* askCode(email, true)
  })
