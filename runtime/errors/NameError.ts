import { NAME_MIN_LENGTH } from '../constants.ts'
import { LatchError } from './LatchErrorBase.ts'

/** Why an account-name call failed (SPEC §5 rules, SPEC §8 errors). */
export type NameErrorReason =
  /** SPEC §5: fewer than NAME_MIN_LENGTH characters. */
  | 'TooShort'
  /** SPEC §5: a character other than letters, digits and hyphens. */
  | 'InvalidCharacters'
  /** SPEC §8: no connected address (or no connector) to register with. */
  | 'AccountNotFound'
  /** Our words: the name is registered already (the lookup found it). */
  | 'Taken'
  /** SPEC §8 'Error registering name {name}' (or the API's first reason). */
  | 'RegisterFailed'
  /** Our words: a registration is under way already; a second one would sign and post again. */
  | 'RegistrationUnderWay'
  /** SPEC §8 'Error resolving name' (or the API's first reason). */
  | 'ResolveFailed'
  /** SPEC §8 'Error fetching name suggestions' (or the API's first reason). */
  | 'SuggestionsFailed'
  /** SPEC §8 'Error fetching names for address' (or the API's first reason). */
  | 'ReverseFailed'

/** SPEC §8 fallbacks and SPEC §5 rule texts. */
export const NAME_MESSAGES = {
  TooShort: `A name needs at least ${NAME_MIN_LENGTH} characters`,
  InvalidCharacters: 'A name may use letters, digits and hyphens only',
  AccountNotFound: 'Address or auth connector not found',
  Taken: 'This name is taken',
  RegisterFailed: 'Error registering name {name}',
  RegistrationUnderWay: 'A name registration is already under way',
  ResolveFailed: 'Error resolving name',
  SuggestionsFailed: 'Error fetching name suggestions',
  ReverseFailed: 'Error fetching names for address',
} as const satisfies Record<NameErrorReason, string>

/**
 * An account-name failure. For calls to the Data API the message is the API's first reason
 * description when it sent one, else SPEC §8's fallback; `cause` keeps the DataApiError.
 *
 * @example
 * import { Effect } from 'effect'
 * import { registerName } from 'latch/effect'
 *
 * const program = registerName('alice').pipe(
 *   Effect.catchTag('NameError', (e) => Effect.succeed(e.message)),
 * )
 */
export class NameError extends LatchError<{ readonly reason: NameErrorReason }> {
  override readonly _tag = 'NameError'
  static of(
    reason: NameErrorReason,
    extra: { readonly message?: string | undefined; readonly cause?: unknown } = {},
  ): NameError {
    return new NameError({
      message: extra.message ?? NAME_MESSAGES[reason],
      reason,
      cause: extra.cause,
    })
  }

  /** SPEC §8 'Error registering name {name}' for one name. */
  static registerMessage(name: string): string {
    return NAME_MESSAGES.RegisterFailed.replace('{name}', name)
  }
}
