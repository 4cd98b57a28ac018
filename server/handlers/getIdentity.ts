import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'
import { pathAddress } from './pathParam.ts'

/**
 * `GET /v1/identity/{address}`: the address's newest registered account name with its avatar
 * attribute, else the server's configured identity table (there is no ENS on a local chain);
 * `null`s for an address neither knows.
 *
 * @example
 * import { getIdentity } from './getIdentity.ts'
 * const route = (ctx: Parameters<typeof getIdentity>[0]) => getIdentity(ctx)
 */
export const getIdentity = (ctx: ServerContext) =>
  apiRoute(apiContract.getIdentity, async ({ params }) => {
    const address = pathAddress(params.address).toLowerCase()
    const [registered] = await ctx.names.ofAddress(address)
    if (registered)
      return {
        status: 200,
        body: { name: registered.name, avatar: registered.attributes.avatar ?? null },
      }
    const identity = ctx.identities[address]
    return {
      status: 200,
      body: { name: identity?.name ?? null, avatar: identity?.avatar ?? null },
    }
  })
