import { flow, type Program } from '../../actions/action.ts'
import type { ConnectResult } from '../../connectors/Connector.ts'
import type { EmailLoginAction } from '../../connectors/embedded/authConnector.ts'

const connected = { connector: 'email', namespace: 'eip155' }

/** The embedded wallet's e-mail: login by one-time code and the address update (SPEC §4, §5). */
export const emailActions = {
  /**
   * SPEC §4 e-mail login (needs `frameUrl`): sends the code (SPEC §5 throttle) and shows the
   * next step; resolves with the frame's action.
   */
  connectEmail: flow(
    'lazy',
    (flows, email: string): Program<EmailLoginAction> => flows.connectEmail(email),
  ),
  /** The code from the e-mail; resolves once connected through the embedded wallet. */
  submitEmailOtp: flow(
    'lazy',
    (flows, otp: string): Program<ConnectResult> => flows.submitEmailOtp(otp),
    {
      success: () => ['CONNECT_SUCCESS', connected],
      error: 'CONNECT_ERROR',
    },
  ),
  /** A new code for the e-mail of `state.emailLogin` (the throttle applies). */
  resendEmailCode: flow('lazy', (flows): Program<EmailLoginAction> => flows.resendEmailCode()),
  /** The embedded wallet's e-mail into `state.emailUpdate.email` (Account, UpdateEmailWallet). */
  loadAccountEmail: flow('lazy', (flows): Program<string | undefined> => flows.loadAccountEmail()),
  /**
   * SPEC §4 e-mail update of the embedded wallet: a code goes to the current address
   * (VERIFY_PRIMARY_OTP; SPEC §5 throttle). Steps and failures land in `state.emailUpdate`.
   */
  updateEmail: flow(
    'lazy',
    (flows, newEmail: string): Program<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'> =>
      flows.startEmailUpdate(newEmail),
    {
      error: 'UPDATE_EMAIL_ERROR',
    },
  ),
  /** The code of the update's step: the current address's, then the new address's. */
  submitUpdateEmailOtp: flow(
    'lazy',
    (flows, otp: string): Program<'VERIFY_SECONDARY_OTP' | 'DONE'> =>
      flows.submitEmailUpdateOtp(otp),
    {
      success: (_context, step) => (step === 'DONE' ? ['UPDATE_EMAIL_SUCCESS'] : undefined),
      error: 'UPDATE_EMAIL_ERROR',
    },
  ),
  /** A new code: the update starts over for the same new address (the throttle applies). */
  resendUpdateEmailCode: flow(
    'lazy',
    (flows): Program<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'> =>
      flows.resendEmailUpdateCode(),
  ),
  /** Clears the update's steps (a fresh UpdateEmailWallet), keeping the e-mail on record. */
  resetEmailUpdate: flow('lazy', (flows): Program<void> => flows.resetEmailUpdate()),
}
