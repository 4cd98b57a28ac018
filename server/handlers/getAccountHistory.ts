import { isAddress } from 'viem'
import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import { decodeHistoryCursor, encodeHistoryCursor } from '../indexer/historyCursor.ts'
import { queryHistory } from '../indexer/queryHistory.ts'
import { toTransaction } from '../indexer/toTransaction.ts'
import type { ServerContext } from '../ServerContext.ts'
import { pathAddress } from './pathParam.ts'

/** Transactions per history page (our design; SPEC §7 leaves the page size open). */
export const HISTORY_PAGE_SIZE = 20

/**
 * `GET /v1/account/{account}/history`: one page of the account's (plain `0x…` or CAIP-10)
 * indexed transactions, newest first, `HISTORY_PAGE_SIZE` a page, `next` the opaque cursor of
 * the following page (`null` on the last). `chainId` keeps one served chain (a CAIP-10
 * account without it keeps every chain: the runtime filters). `onramp=coinbase` keeps what the
 * account received from the configured onramp providers. Spam flags come from the operator's
 * spam list at query time, so a list change applies to past transfers too.
 *
 * @example
 * import { getAccountHistory } from './getAccountHistory.ts'
 * const route = (ctx: Parameters<typeof getAccountHistory>[0]) => getAccountHistory(ctx)
 */
export const getAccountHistory = (ctx: ServerContext) =>
  apiRoute(apiContract.getAccountHistory, async ({ params, query }) => {
    const raw = pathAddress(params.account)
    if (!isAddress(raw, { strict: false }))
      return fail(400, `Invalid path parameter 'account': ${params.account} is not an EVM address`)
    if (query.chainId !== undefined && !ctx.chains.has(query.chainId)) {
      const served = [...ctx.chains.keys()].join(', ') || 'none'
      return fail(
        400,
        `Invalid query parameter 'chainId': ${query.chainId} is not served here (served: ${served})`,
      )
    }
    const after = query.cursor === undefined ? undefined : decodeHistoryCursor(query.cursor)
    if (query.cursor !== undefined && !after)
      return fail(400, `Invalid query parameter 'cursor': not a 'next' cursor of this server`)
    const entries = await queryHistory(ctx.storage.sql, {
      account: raw.toLowerCase(),
      chainId: query.chainId,
      onlyFrom:
        query.onramp === undefined
          ? undefined
          : query.chainId === undefined
            ? [...new Set([...ctx.chains.keys()].flatMap((id) => ctx.onrampProviders.on(id)))]
            : ctx.onrampProviders.on(query.chainId),
      after,
      limit: HISTORY_PAGE_SIZE,
    })
    const page = entries.slice(0, HISTORY_PAGE_SIZE)
    const prices = await ctx.priceSource.table()
    const last = page.at(-1)
    return {
      status: 200,
      body: {
        data: page.map((entry) =>
          toTransaction({ chains: ctx.chains, spam: ctx.spam, prices }, entry),
        ),
        next: entries.length > HISTORY_PAGE_SIZE && last ? encodeHistoryCursor(last) : null,
      },
    }
  })
