import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/siwx/nonce`: a fresh sign-in nonce for the project, MACed with the server's key
 * and carrying its expiry (`server/auth/siwxNonces.ts`): nothing is written until it is
 * spent, exactly once, when the signed message comes back (`POST /v1/sessions`).
 *
 * @example
 * import { getSiwxNonce } from './getSiwxNonce.ts'
 * const route = (ctx: Parameters<typeof getSiwxNonce>[0]) => getSiwxNonce(ctx)
 */
export const getSiwxNonce = (ctx: ServerContext) =>
  apiRoute(apiContract.getSiwxNonce, async ({ query }) => ({
    status: 200,
    body: { nonce: ctx.nonces.issue(query.projectId) },
  }))
