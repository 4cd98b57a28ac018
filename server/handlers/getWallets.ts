import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { listWallets } from '../registry/listWallets.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/wallets`: a page of the shipped wallet directory, logos served by this server.
 *
 * @example
 * import { getWallets } from './getWallets.ts'
 * const route = (ctx: Parameters<typeof getWallets>[0]) => getWallets(ctx)
 */
export const getWallets = (ctx: ServerContext) =>
  apiRoute(apiContract.getWallets, async ({ query }, { request }) => ({
    status: 200,
    body: listWallets(ctx.wallets, query, request.origin),
  }))
