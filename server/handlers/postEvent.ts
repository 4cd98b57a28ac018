import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `POST /e`: records one analytics or error event for the project (SPEC §7). A repeated
 * `eventId` is kept once, so a client may resend after a lost answer.
 *
 * @example
 * import { postEvent } from './postEvent.ts'
 * const route = (ctx: Parameters<typeof postEvent>[0]) => postEvent(ctx)
 */
export const postEvent = (ctx: ServerContext) =>
  apiRoute(apiContract.postEvent, async ({ query, body }) => {
    await ctx.storage.recordEvent(query.projectId, body)
    return { status: 200, body: { received: true } }
  })
