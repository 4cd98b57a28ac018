import { Effect } from 'effect'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
  canUpdateEmail,
} from '../../connectors/embedded/authConnector.ts'
import type { AuthEmailUpdate } from '../../connectors/embedded/authEmailUpdate.ts'
import { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import { walletError } from '../../errors/WalletError.ts'
import { Connectors } from '../../services/Connectors.ts'
import { Store } from '../../state/Store.ts'
import type { EmailUpdateState } from '../../state/types.ts'
import { alert } from '../kernel/notify.ts'
import { claimEmailCode } from './emailThrottle.ts'

/** The embedded wallet's connector, able to update its e-mail; 'Provider not found' otherwise. */
const updater = () =>
  Effect.gen(function* () {
    const connectors = yield* Connectors
    const connector = yield* connectors.get(AUTH_CONNECTOR_ID)
    if (!canUpdateEmail(connector)) return yield* Effect.fail(walletError('ProviderNotFound'))
    return connector as AuthConnector & AuthEmailUpdate
  })

const setUpdate = (patch: Partial<EmailUpdateState>) =>
  Effect.gen(function* () {
    const store = yield* Store
    store.emailUpdate.value = { ...store.emailUpdate.value, ...patch }
  })

/** Records a failure on the step it happened on; SPEC §8's frame failures are alerts as well. */
const failed = (error: { readonly message: string }) =>
  Effect.gen(function* () {
    yield* setUpdate({ status: 'error', error: error.message })
    if (
      error instanceof EmbeddedWalletError &&
      (error.reason === 'FrameLoadFailed' || error.reason === 'RequestTimedOut')
    )
      yield* alert(error.message)
  })

/**
 * The embedded wallet's e-mail (the frame's get user) into `state.emailUpdate.email`, for the
 * Account and UpdateEmailWallet views; `undefined` for a social login without one.
 */
export const loadAccountEmail = () =>
  Effect.gen(function* () {
    const connector = yield* updater()
    const email = yield* connector.getEmail
    yield* setUpdate({ email })
    return email
  })

/**
 * SPEC §4 e-mail update, first step: the SPEC §5 throttle ('Please try again after N seconds'),
 * then update e-mail: the frame mails a code to the CURRENT address (VERIFY_PRIMARY_OTP).
 * Asking again (a new code) starts over from this step.
 */
export const startEmailUpdate = (newEmail: string) =>
  Effect.gen(function* () {
    const connector = yield* updater()
    yield* setUpdate({ step: 'email', newEmail, error: undefined })
    yield* claimEmailCode()
    yield* setUpdate({ status: 'sending' })
    const action = yield* connector.updateEmail(newEmail)
    yield* setUpdate({ status: 'awaiting-primary', step: 'primary' })
    return action
  }).pipe(Effect.tapError(failed))

/**
 * SPEC §4 e-mail update, the code steps: on VERIFY_PRIMARY_OTP the current address's code (the
 * frame then mails the new address: VERIFY_SECONDARY_OTP), on VERIFY_SECONDARY_OTP the new
 * address's code, after which the wallet's e-mail is the new one. A wrong code keeps the step
 * with the frame's words (how many tries are left, or that the code expired).
 */
export const submitEmailUpdateOtp = (otp: string) =>
  Effect.gen(function* () {
    const connector = yield* updater()
    const store = yield* Store
    const { step } = store.emailUpdate.value
    if (step === 'email') return yield* Effect.fail(walletError('Unknown'))
    yield* setUpdate({ status: 'verifying', error: undefined })
    if (step === 'primary') {
      yield* connector.updateEmailPrimaryOtp(otp)
      yield* setUpdate({ status: 'awaiting-secondary', step: 'secondary' })
      return 'VERIFY_SECONDARY_OTP' as const
    }
    const email = yield* connector.updateEmailSecondaryOtp(otp)
    yield* setUpdate({ status: 'done', email, newEmail: undefined })
    if (store.emailLogin.value.email !== undefined)
      store.emailLogin.value = { ...store.emailLogin.value, email }
    return 'DONE' as const
  }).pipe(Effect.tapError(failed))

/** A new code: the update starts over with the same new address (the throttle applies). */
export const resendEmailUpdateCode = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const { newEmail } = store.emailUpdate.value
    if (!newEmail) return yield* Effect.fail(walletError('Unknown'))
    return yield* startEmailUpdate(newEmail)
  })

/** Back to the first step (a fresh UpdateEmailWallet), keeping the e-mail on record. */
export const resetEmailUpdate = () =>
  Effect.gen(function* () {
    yield* setUpdate({ status: 'idle', step: 'email', newEmail: undefined, error: undefined })
  })
