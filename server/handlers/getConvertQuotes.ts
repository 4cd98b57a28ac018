import { apiContract } from '../../generated/api/contract.ts'
import { answerSwap } from '../convert/answerSwap.ts'
import { sameChain } from '../convert/swapAccount.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/convert/quotes`: what selling `amount` of `from` for `to` gives, from the swap
 * provider's pools, best first.
 *
 * @example
 * import { getConvertQuotes } from './getConvertQuotes.ts'
 * const route = (ctx: Parameters<typeof getConvertQuotes>[0]) => getConvertQuotes(ctx)
 */
export const getConvertQuotes = (ctx: ServerContext) =>
  apiRoute(apiContract.getConvertQuotes, async ({ query }) =>
    answerSwap(async () => {
      const {
        chainId,
        addresses: [from, to],
      } = sameChain({ from: query.from, to: query.to, userAddress: query.userAddress })
      const quotes = await ctx.swaps.quotes(chainId, {
        from: from!,
        to: to!,
        amountIn: BigInt(query.amount),
      })
      return {
        status: 200 as const,
        body: {
          quotes: quotes.map((quote) => ({
            id: quote.id,
            fromAccount: query.from,
            toAccount: query.to,
            fromAmount: quote.amountIn.toString(),
            toAmount: quote.amountOut.toString(),
          })),
        },
      }
    }),
  )
