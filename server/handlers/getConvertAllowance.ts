import { apiContract } from '../../generated/api/contract.ts'
import { answerSwap } from '../convert/answerSwap.ts'
import { sameChain } from '../convert/swapAccount.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/convert/allowance`: how much of `tokenAddress` the swap provider may spend for
 * `userAddress` (the native currency: no limit, 2^256 − 1).
 *
 * @example
 * import { getConvertAllowance } from './getConvertAllowance.ts'
 * const route = (ctx: Parameters<typeof getConvertAllowance>[0]) => getConvertAllowance(ctx)
 */
export const getConvertAllowance = (ctx: ServerContext) =>
  apiRoute(apiContract.getConvertAllowance, async ({ query }) =>
    answerSwap(async () => {
      const {
        chainId,
        addresses: [token, owner],
      } = sameChain({ tokenAddress: query.tokenAddress, userAddress: query.userAddress })
      const allowance = await ctx.swaps.allowance(chainId, token!, owner!)
      return { status: 200 as const, body: { allowance: allowance.toString() } }
    }),
  )
