import { Effect } from 'effect'
import type { PermissionsRequest, PermissionsResponse } from '../../../generated/rpc/methods.ts'
import { PermissionsError } from '../../errors/PermissionsError.ts'
import { type RequestErrorType, request } from '../kernel/request.ts'
import { isUnsupportedMethod } from '../kernel/walletUnsupported.ts'

export type { PermissionsRequest, PermissionsResponse }

const unsupported = <E>(e: E) =>
  isUnsupportedMethod(e) ? PermissionsError.of('Unsupported', e) : e

/**
 * Asks the eip155 wallet to grant permissions (ERC-7715 `wallet_grantPermissions`), e.g. a
 * session key allowed to spend up to a limit until `expiry`. The request is checked against the
 * OpenRPC contract first; a wallet that does not grant permissions fails with
 * `PermissionsError` `Unsupported` (its reason in `details`).
 *
 * @example
 * import { grantPermissions } from 'latch/effect'
 *
 * const sessionKeyAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 * const program = grantPermissions({
 *   chainId: '0x2105',
 *   expiry: Math.floor(Date.now() / 1000) + 3600,
 *   signer: { type: 'account', data: { address: sessionKeyAddress } },
 *   permissions: [{ type: 'native-token-allowance', data: { allowance: '0x2386f26fc10000' } }],
 * })
 */
export const grantPermissions = (permissions: PermissionsRequest) =>
  request({ method: 'wallet_grantPermissions', params: [permissions] }, 'eip155').pipe(
    Effect.mapError(unsupported),
    Effect.map((granted) => granted as PermissionsResponse),
  )

/** The errors {@link grantPermissions} fails with. */
export type GrantPermissionsErrorType = RequestErrorType | PermissionsError

/**
 * Ends a granted permission (ERC-7715 `wallet_revokePermissions`) by its `context`.
 *
 * @example
 * import { Effect } from 'effect'
 * import { grantPermissions, type PermissionsRequest, revokePermissions } from 'latch/effect'
 *
 * declare const permissions: PermissionsRequest
 * // The context of the grant's answer names the permission to end.
 * const program = grantPermissions(permissions).pipe(
 *   Effect.flatMap((granted) => revokePermissions({ permissionContext: granted.context })),
 * )
 */
export const revokePermissions = (parameters: { readonly permissionContext: string }) =>
  request({ method: 'wallet_revokePermissions', params: [parameters] }, 'eip155').pipe(
    Effect.mapError(unsupported),
    Effect.asVoid,
  )

/** The errors {@link revokePermissions} fails with. */
export type RevokePermissionsErrorType = RequestErrorType | PermissionsError
