import { Effect } from 'effect'
import type { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import type { FrameMessage } from './FrameTransport.ts'

/** SPEC §4: what the frame asks for after update e-mail. */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** SPEC §4 e-mail update through the frame, for the session's user. */
export interface AuthEmailUpdate {
  /** Update e-mail: the frame mails a code to the current address (VERIFY_PRIMARY_OTP). */
  readonly updateEmail: (email: string) => Effect.Effect<UpdateEmailAction, EmbeddedWalletError>
  /** Primary OTP: the current address's code; the frame then mails the new address. */
  readonly updateEmailPrimaryOtp: (otp: string) => Effect.Effect<void, EmbeddedWalletError>
  /** Secondary OTP: the new address's code; resolves with the e-mail now in use. */
  readonly updateEmailSecondaryOtp: (otp: string) => Effect.Effect<string, EmbeddedWalletError>
  /** The e-mail of the frame's session (get user); `undefined` for a social login. */
  readonly getEmail: Effect.Effect<string | undefined, EmbeddedWalletError>
}

/**
 * Makes SPEC §4's e-mail update over the auth connector's frame requests.
 */
export const makeAuthEmailUpdate = (
  request: (type: string, payload?: unknown) => Effect.Effect<FrameMessage, EmbeddedWalletError>,
): AuthEmailUpdate => ({
  updateEmail: (email) =>
    request('app/update-email', { email }).pipe(
      Effect.map((reply) => (reply.payload as { action: UpdateEmailAction }).action),
    ),
  updateEmailPrimaryOtp: (otp) => Effect.asVoid(request('app/update-email-primary-otp', { otp })),
  updateEmailSecondaryOtp: (otp) =>
    request('app/update-email-secondary-otp', { otp }).pipe(
      Effect.map((reply) => (reply.payload as { newEmail: string }).newEmail),
    ),
  getEmail: request('app/get-user', {}).pipe(
    Effect.map((reply) => (reply.payload as { email?: string | null }).email ?? undefined),
  ),
})
