import { apiContract } from '../../generated/api/contract.ts'
import { answerSwap } from '../convert/answerSwap.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/convert/tokens`: what the swap provider trades on `chainId` (CAIP-10 addresses,
 * the native currency as `0xeeee…eeee`), priced from the price table; 'Network not supported
 * for Swaps' where it does not swap.
 *
 * @example
 * import { getConvertTokens } from './getConvertTokens.ts'
 * const route = (ctx: Parameters<typeof getConvertTokens>[0]) => getConvertTokens(ctx)
 */
export const getConvertTokens = (ctx: ServerContext) =>
  apiRoute(apiContract.getConvertTokens, async ({ query }) =>
    answerSwap(async () => {
      const tokens = await ctx.swaps.tokens(query.chainId)
      const prices = await ctx.priceSource.table()
      return {
        status: 200 as const,
        body: {
          tokens: tokens.map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: `${query.chainId}:${token.address}`,
            decimals: token.decimals,
            logoUri: token.logoUri,
            price: prices[token.symbol] ?? 0,
          })),
        },
      }
    }),
  )
