import { apiMessage, type DataApiError } from './DataApiError.ts'
import { LatchError } from './LatchErrorBase.ts'

/** SPEC §8 toast when the wallet refuses to sign. */
export const SIGNATURE_DECLINED = 'Signature declined'

/**
 * SPEC §8 toast when sign-in cannot even start after a connect (the sessions could not be read):
 * the connection is dropped and Connect shows again, as AppKit does.
 */
export const INITIALIZE_AUTH_FAILED = 'A problem occurred while trying initialize authentication'

/**
 * SPEC §8 toast when the signing account is a smart account: the app's sign-in check may not
 * verify a smart account's signature, so the visitor is not told they declined.
 */
export const SMART_ACCOUNT_UNSUPPORTED = 'This application might not support Smart Accounts'

/**
 * The app's Data API did not keep the signed session (bad signature, used or expired nonce,
 * unknown chain, …). `message` is the server's first reason when it gave one (the SPEC §8
 * pattern), else the Data API failure's own text ('Server Error', 'Network request failed').
 *
 * @example
 * import { Effect } from 'effect'
 * import { signIn } from 'latch/effect'
 *
 * const program = signIn().pipe(
 *   Effect.catchTag('SignInError', (e) => Effect.logWarning(`sign-in refused: ${e.message}`)),
 * )
 */
export class SignInError extends LatchError<{
  readonly reason: 'SessionRefused'
  /** The HTTP status the server answered with, when it answered. */
  readonly status?: number | undefined
}> {
  override readonly _tag = 'SignInError'

  /** The refusal behind `cause`: its first reason when the server gave one, else its own text. */
  static of(cause: DataApiError): SignInError {
    return new SignInError({
      message: apiMessage(cause, cause.message),
      reason: 'SessionRefused',
      status: cause.status,
      cause,
    })
  }
}
