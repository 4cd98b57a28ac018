import { apiContract } from '../../generated/api/contract.ts'
import { answerSwap } from '../convert/answerSwap.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/convert/gas-price`: the chain's gas price (`standard`) and 125 % / 150 % of it
 * (`fast`, `instant`), in wei; 'Network not supported for Gas Price' where nothing swaps.
 *
 * @example
 * import { getConvertGasPrice } from './getConvertGasPrice.ts'
 * const route = (ctx: Parameters<typeof getConvertGasPrice>[0]) => getConvertGasPrice(ctx)
 */
export const getConvertGasPrice = (ctx: ServerContext) =>
  apiRoute(apiContract.getConvertGasPrice, async ({ query }) =>
    answerSwap(async () => {
      const prices = await ctx.swaps.gasPrice(query.chainId)
      return {
        status: 200 as const,
        body: {
          standard: prices.standard.toString(),
          fast: prices.fast.toString(),
          instant: prices.instant.toString(),
        },
      }
    }),
  )
