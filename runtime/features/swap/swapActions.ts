import { type ActionContext, asyncMethod, flow, type Program } from '../../actions/action.ts'
import type { SwapResult } from './swap.ts'
import type { SwapFormPatch } from './swapForm.ts'

/** The Swap form's quote, then the preview's network fee, in the background. */
const requote = ({ background, load }: ActionContext) =>
  background(
    load('lazy', (flows) => flows.quoteSwap()),
    load('lazy', (flows) => flows.estimateSwapFee()),
  )

/** The Swap form and the swap (SPEC §3, §4). */
export const swapActions = {
  /**
   * The tokens the Data API's swap provider trades on the active network into
   * `state.swap.tokens`, with the account's balances; `force` reads them past the cache.
   */
  loadSwapTokens: asyncMethod(
    (context) =>
      async (options?: { readonly force?: boolean }): Promise<void> => {
        const { run, load, state } = context
        await run(load('lazy', (flows) => flows.loadSwapTokens(options)))
        // Tokens reloaded under a whole form (back on Swap, another network): quote it again.
        if (!state.swap.value.quote && state.swap.value.status !== 'quoting') requote(context)
      },
  ),
  /** Writes the Swap form into `state.swap`; its quote is fetched in the background. */
  updateSwap: asyncMethod((context) => async (patch: SwapFormPatch): Promise<void> => {
    await context.run(context.load('lazy', (flows) => flows.updateSwap(patch)))
    requote(context)
  }),
  /**
   * Swaps `state.swap`: an approval first when the allowance is short, then the swap with
   * SPEC §9's slippage tolerance 1; balances refresh afterwards.
   */
  swap: flow('lazy', (flows): Program<SwapResult> => flows.swap(), {
    success: ({ state }) => ['SWAP_SUCCESS', { network: state.network.value.caipNetworkId }],
    error: 'SWAP_ERROR',
  }),
}
