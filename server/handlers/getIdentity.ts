import { tsr } from '@ts-rest/serverless/fetch'
import { apiContract } from '../../generated/api/contract.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/identity/{address}`: the name and avatar from the server's configured identity
 * table (there is no ENS on a local chain); `null`s for an address it does not know.
 *
 * @example
 * import { getIdentity } from './getIdentity.ts'
 * const route = (ctx: Parameters<typeof getIdentity>[0]) => getIdentity(ctx)
 */
export const getIdentity = (ctx: ServerContext) =>
  tsr.route(apiContract.getIdentity, async ({ params }) => {
    const address = (params.address.split(':').at(-1) ?? '').toLowerCase()
    const identity = ctx.identities[address]
    return {
      status: 200,
      body: { name: identity?.name ?? null, avatar: identity?.avatar ?? null },
    }
  })
