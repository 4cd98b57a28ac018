import { apiContract } from '../../generated/api/contract.ts'
import { answerSwap } from '../convert/answerSwap.ts'
import { sameChain } from '../convert/swapAccount.ts'
import { unsignedTx } from '../convert/unsignedTx.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `POST /v1/convert/build-transaction`: the unsigned swap of `amount` of `from` for `to` on
 * the best route, refusing less than the quote minus `eip155.slippage` percent; its gas is
 * estimated unless `disableEstimate` (an estimate that reverts is a 400 with the reason).
 *
 * @example
 * import { postConvertBuildTransaction } from './postConvertBuildTransaction.ts'
 * const route = (ctx: Parameters<typeof postConvertBuildTransaction>[0]) => postConvertBuildTransaction(ctx)
 */
export const postConvertBuildTransaction = (ctx: ServerContext) =>
  apiRoute(apiContract.postConvertBuildTransaction, async ({ body }) =>
    answerSwap(async () => {
      const {
        chainId,
        addresses: [from, to, user],
      } = sameChain({ from: body.from, to: body.to, userAddress: body.userAddress })
      const tx = await ctx.swaps.buildSwap(chainId, {
        from: from!,
        to: to!,
        user: user!,
        amountIn: BigInt(body.amount),
        slippagePercent: body.eip155.slippage,
        disableEstimate: body.disableEstimate ?? false,
      })
      return {
        status: 200 as const,
        body: { tx: { ...unsignedTx(tx), amount: body.amount } },
      }
    }),
  )
