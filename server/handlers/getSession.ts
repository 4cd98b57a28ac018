import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import type { ServerContext } from '../ServerContext.ts'

/** CAIP-10, as the contract's `Caip10Address` spells it. */
export const caip10Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/**
 * `GET /v1/sessions/{id}`: the active sign-in sessions of a CAIP-10 account in this project.
 *
 * @example
 * import { getSession } from './getSession.ts'
 * const route = (ctx: Parameters<typeof getSession>[0]) => getSession(ctx)
 */
export const getSession = (ctx: ServerContext) =>
  apiRoute(apiContract.getSession, async ({ params, query }) => {
    if (!caip10Pattern.test(params.id))
      return fail(400, `Invalid path parameter 'id': ${params.id} is not a CAIP-10 account`)
    const sessions = await ctx.storage.listSessions(query.projectId, params.id)
    return { status: 200, body: { sessions } }
  })
