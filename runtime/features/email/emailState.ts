import { featureState } from '../../state/featureState.ts'

/** `state.emailLogin`: the e-mail login steps of SPEC §4 (EmailLogin, EmailVerifyOtp, EmailVerifyDevice). */
export interface EmailLoginState {
  readonly status: 'idle' | 'sending' | 'awaiting-otp' | 'awaiting-device' | 'verifying' | 'error'
  /** The e-mail the code went to. */
  readonly email: string | undefined
  /** The last failure's text (SPEC §5 throttle, §8, or the frame's words: tries left, expired). */
  readonly error: string | undefined
  /**
   * The step the login is on, which a failure does not change (absent: the e-mail's): the code's
   * once one was mailed, so the same e-mail submitted again goes back to it.
   */
  readonly step?: 'email' | 'device' | 'otp' | undefined
}

/** No e-mail login under way. */
export const emptyEmailLogin: EmailLoginState = {
  status: 'idle',
  email: undefined,
  error: undefined,
}

/** `state.emailUpdate`: SPEC §4 e-mail update of the embedded wallet (UpdateEmailWallet). */
export interface EmailUpdateState {
  readonly status:
    | 'idle'
    | 'sending'
    | 'awaiting-primary'
    | 'awaiting-secondary'
    | 'verifying'
    | 'done'
    | 'error'
  /** The step a failure happened on, so the view stays there. */
  readonly step: 'email' | 'primary' | 'secondary'
  /** The embedded wallet's e-mail (the frame's user); the new one once the update is done. */
  readonly email: string | undefined
  /** The address being moved to. */
  readonly newEmail: string | undefined
  /** The last failure's text (SPEC §5 throttle, §8, or the frame's words: tries left, expired). */
  readonly error: string | undefined
}

/** No e-mail update under way. */
export const emptyEmailUpdate: EmailUpdateState = {
  status: 'idle',
  step: 'email',
  email: undefined,
  newEmail: undefined,
  error: undefined,
}

/** The e-mail login's and the e-mail update's part of the state. */
export const emailFeature = featureState<
  'EmailLogin' | 'EmailVerifyOtp' | 'EmailVerifyDevice' | 'UpdateEmailWallet'
>()({
  /** The e-mail login steps (SPEC §4). */
  emailLogin: emptyEmailLogin,
  /** The embedded wallet's e-mail and its update (SPEC §4, UpdateEmailWallet). */
  emailUpdate: emptyEmailUpdate,
})
