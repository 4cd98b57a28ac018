import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import { checkName } from '../names/nameRules.ts'
import { toProfile } from '../names/nameStore.ts'
import type { ServerContext } from '../ServerContext.ts'
import { pathParam } from './pathParam.ts'

/**
 * `GET /v1/profile/account/{name}`: a registered name (`alice` or `alice.latch.id`, any
 * case) with its address. A name that breaks SPEC §5 or is not registered answers 400 with
 * the reason (the contract has no 404; the runtime shows 'Error resolving name' or the reason).
 *
 * @example
 * import { getProfileAccount } from './getProfileAccount.ts'
 * const route = (ctx: Parameters<typeof getProfileAccount>[0]) => getProfileAccount(ctx)
 */
export const getProfileAccount = (ctx: ServerContext) =>
  apiRoute(apiContract.getProfileAccount, async ({ params }) => {
    const name = checkName(pathParam(params.name), ctx.nameZone)
    if (!name.ok) return fail(400, `Invalid path parameter 'name': ${name.problem}`)
    const stored = await ctx.names.find(name.name)
    if (!stored) return fail(400, `No account name ${name.name} is registered`)
    return { status: 200, body: toProfile(stored) }
  })
