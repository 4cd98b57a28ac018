import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/supported-chains`: the CAIP-2 ids of the configured chains (HTTP only).
 *
 * @example
 * import { getSupportedChains } from './getSupportedChains.ts'
 * const route = (ctx: Parameters<typeof getSupportedChains>[0]) => getSupportedChains(ctx)
 */
export const getSupportedChains = (ctx: ServerContext) =>
  apiRoute(apiContract.getSupportedChains, async () => ({
    status: 200,
    body: { http: [...ctx.chains.keys()], ws: [] },
  }))
