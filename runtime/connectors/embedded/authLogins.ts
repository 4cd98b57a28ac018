import { Effect } from 'effect'
import type { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import type { FrameMessage } from './FrameTransport.ts'

/** SPEC §4: what the frame asks for after connect e-mail. */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** One look at a Farcaster sign-in (the frame's connect Farcaster answer). */
export type FarcasterLook =
  | { readonly status: 'pending' | 'awaiting-device' }
  | { readonly status: 'completed'; readonly userName: string }

/** SPEC §4's e-mail login and SPEC §7's social and Farcaster logins, each one frame request. */
export interface AuthLogins {
  /** Connect e-mail: the frame mails a code (or asks to approve the device). */
  readonly connectEmail: (email: string) => Effect.Effect<EmailLoginAction, EmbeddedWalletError>
  /** Connect device: waits until the device is approved from the e-mail. */
  readonly connectDevice: Effect.Effect<void, EmbeddedWalletError>
  /** Connect OTP: the code from the e-mail; success means the frame holds a session. */
  readonly connectOtp: (otp: string) => Effect.Effect<void, EmbeddedWalletError>
  /** SPEC §7 get social redirect URI: the URI the social login's window opens. */
  readonly getSocialRedirectUri: (provider: string) => Effect.Effect<string, EmbeddedWalletError>
  /**
   * SPEC §7 connect social: the URI the provider returned to. CONNECT: a session; VERIFY_DEVICE:
   * a browser new to the account, an approval link was mailed (then connect device).
   */
  readonly connectSocial: (
    uri: string,
  ) => Effect.Effect<'CONNECT' | 'VERIFY_DEVICE', EmbeddedWalletError>
  /** SPEC §7 get Farcaster URI: starts a Farcaster sign-in; its URI is shown as a QR code. */
  readonly getFarcasterUri: Effect.Effect<string, EmbeddedWalletError>
  /**
   * SPEC §7 connect Farcaster, one look: `pending` while the sign-in waits for approval,
   * `awaiting-device` while a browser new to the account waits for the approval link mailed to
   * it, `completed` with the Farcaster user name once approved (the frame then holds a session).
   */
  readonly connectFarcaster: Effect.Effect<FarcasterLook, EmbeddedWalletError>
}

/** The logins over the auth connector's frame requests. */
export const makeAuthLogins = (
  request: (type: string, payload?: unknown) => Effect.Effect<FrameMessage, EmbeddedWalletError>,
): AuthLogins => ({
  connectEmail: (email) =>
    request('app/connect-email', { email }).pipe(
      Effect.map((reply) => (reply.payload as { action: EmailLoginAction }).action),
    ),
  connectDevice: Effect.asVoid(request('app/connect-device')),
  connectOtp: (otp) => Effect.asVoid(request('app/connect-otp', { otp })),
  getSocialRedirectUri: (provider) =>
    request('app/get-social-redirect-uri', { provider }).pipe(
      Effect.map((reply) => (reply.payload as { uri: string }).uri),
    ),
  connectSocial: (uri) =>
    request('app/connect-social', { uri }).pipe(
      Effect.map((reply) =>
        (reply.payload as { action?: unknown }).action === 'VERIFY_DEVICE'
          ? ('VERIFY_DEVICE' as const)
          : ('CONNECT' as const),
      ),
    ),
  getFarcasterUri: request('app/get-farcaster-uri').pipe(
    Effect.map((reply) => (reply.payload as { url: string }).url),
  ),
  connectFarcaster: request('app/connect-farcaster').pipe(
    Effect.map((reply) => reply.payload as FarcasterLook),
  ),
})
