import { LatchError } from './LatchErrorBase.ts'

/** Why permissions (ERC-7715) were not granted or revoked. */
export type PermissionsErrorReason =
  /** Our words: the wallet does not grant or revoke permissions (it answered 4200 / -32601). */
  'Unsupported'

const messages: Record<PermissionsErrorReason, string> = {
  Unsupported: 'The wallet does not support permissions',
}

/**
 * The wallet cannot grant (or revoke) ERC-7715 permissions. Its own explanation, when it gave
 * one, is in `details` (the Latch Dev Wallet says why it refuses: its delegation target cannot
 * enforce a session key's spending limit on chain).
 *
 * @example
 * import { Effect } from 'effect'
 * import { grantPermissions, type PermissionsRequest } from 'latch/effect'
 *
 * declare const request: PermissionsRequest
 * const program = grantPermissions(request).pipe(
 *   Effect.catchTag('PermissionsError', (e) => Effect.succeed(e.details)),
 * )
 */
export class PermissionsError extends LatchError<{
  readonly reason: PermissionsErrorReason
}> {
  override readonly _tag = 'PermissionsError'
  static of(reason: PermissionsErrorReason, cause?: unknown): PermissionsError {
    return new PermissionsError({ message: messages[reason], reason, cause })
  }
}
