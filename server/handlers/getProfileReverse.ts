import { isAddress } from 'viem'
import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import { toProfile } from '../names/nameStore.ts'
import type { ServerContext } from '../ServerContext.ts'
import { pathAddress } from './pathParam.ts'

/**
 * `GET /v1/profile/reverse/{address}`: the names registered for an address (plain or
 * CAIP-10, any case), newest first; `[]` when none.
 *
 * @example
 * import { getProfileReverse } from './getProfileReverse.ts'
 * const route = (ctx: Parameters<typeof getProfileReverse>[0]) => getProfileReverse(ctx)
 */
export const getProfileReverse = (ctx: ServerContext) =>
  apiRoute(apiContract.getProfileReverse, async ({ params }) => {
    const raw = pathAddress(params.address)
    if (!isAddress(raw, { strict: false }))
      return fail(400, `Invalid path parameter 'address': ${params.address} is not an EVM address`)
    const names = await ctx.names.ofAddress(raw.toLowerCase())
    return { status: 200, body: names.map(toProfile) }
  })
