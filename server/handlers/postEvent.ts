import { apiContract } from '../../generated/api/contract.ts'
import { CLIENT_LIMIT_WINDOW_MS, EVENT_LIMIT } from '../auth/authConstants.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `POST /e`: records one analytics or error event for the project (SPEC §7). A repeated
 * `eventId` is kept once, so a client may resend after a lost answer. Anyone may post it (no
 * session; a script outside any page sends no `Origin`), and each event is a row: a client
 * (`clientKey`) records at most EVENT_LIMIT a minute, then gets 429 'Please try again after N
 * seconds', so one machine cannot fill the database with made-up events.
 *
 * @example
 * import { postEvent } from './postEvent.ts'
 * const route = (ctx: Parameters<typeof postEvent>[0]) => postEvent(ctx)
 */
export const postEvent = (ctx: ServerContext) =>
  apiRoute(apiContract.postEvent, async ({ query, body }, context) => {
    const limited = await ctx.limits.hit('events', context.clientKey, {
      limit: EVENT_LIMIT,
      windowMs: CLIENT_LIMIT_WINDOW_MS,
    })
    if (limited.status === 'limited')
      return fail(429, `Please try again after ${limited.seconds} seconds`)
    await ctx.storage.recordEvent(query.projectId, body)
    return { status: 200, body: { received: true } }
  })
