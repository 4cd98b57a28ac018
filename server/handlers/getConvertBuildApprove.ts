import { apiContract } from '../../generated/api/contract.ts'
import { answerSwap } from '../convert/answerSwap.ts'
import { sameChain } from '../convert/swapAccount.ts'
import { unsignedTx } from '../convert/unsignedTx.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/convert/build-approve`: the unsigned approval of `from` for the swap provider,
 * sent by `userAddress`.
 *
 * @example
 * import { getConvertBuildApprove } from './getConvertBuildApprove.ts'
 * const route = (ctx: Parameters<typeof getConvertBuildApprove>[0]) => getConvertBuildApprove(ctx)
 */
export const getConvertBuildApprove = (ctx: ServerContext) =>
  apiRoute(apiContract.getConvertBuildApprove, async ({ query }) =>
    answerSwap(async () => {
      const {
        chainId,
        addresses: [token, , owner],
      } = sameChain({ from: query.from, to: query.to, userAddress: query.userAddress })
      const tx = await ctx.swaps.buildApprove(chainId, { token: token!, owner: owner! })
      return {
        status: 200 as const,
        body: { tx: unsignedTx(tx) },
      }
    }),
  )
