import { randomInt } from 'node:crypto'
import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 22 random alphanumerics (~131 bits): EIP-4361 wants at least 8. */
const newNonce = () =>
  Array.from({ length: 22 }, () => alphabet[randomInt(alphabet.length)]).join('')

/**
 * `GET /v1/siwx/nonce`: a fresh sign-in nonce, stored for the project so that it can be
 * used up exactly once (`Storage.consumeNonce`) when the signed message comes back.
 *
 * @example
 * import { getSiwxNonce } from './getSiwxNonce.ts'
 * const route = (ctx: Parameters<typeof getSiwxNonce>[0]) => getSiwxNonce(ctx)
 */
export const getSiwxNonce = (ctx: ServerContext) =>
  apiRoute(apiContract.getSiwxNonce, async ({ query }) => {
    const nonce = newNonce()
    await ctx.storage.issueNonce(query.projectId, nonce)
    return { status: 200, body: { nonce } }
  })
