import { asyncMethod, flow, type Program } from '../../actions/action.ts'
import type { OnrampFormPatch } from './onramp.ts'

/** Buying crypto through an onramp provider (SPEC §3, §4). */
export const onrampActions = {
  /** SPEC §3 onramp options into `state.onramp` (SPEC §8: built-in defaults when they fail). */
  loadOnrampOptions: flow('lazy', (flows): Program<void> => flows.loadOnrampOptions()),
  /** Writes the purchase form into `state.onramp`; each provider's quote is fetched in the background. */
  updateOnramp: asyncMethod(
    ({ run, background, load }) =>
      async (patch: OnrampFormPatch): Promise<void> => {
        await run(load('lazy', (flows) => flows.updateOnramp(patch)))
        background(load('lazy', (flows) => flows.quoteOnramp()))
      },
  ),
  /**
   * Buys with an onramp provider: opens its page in a window at once (call it from the
   * visitor's click), shows BuyInProgress and resolves with the amount once the balance rises.
   */
  buyCrypto: asyncMethod(
    ({ run, load, state, flows }) =>
      (provider: string): Promise<string> => {
        // Opened synchronously, inside the click: a window opened after an await is blocked.
        const popup = globalThis.window?.open('about:blank', 'latch-onramp') ?? null
        state.router.value = flows.decide({ type: 'buyStarted' }, state.router.value)
        return run(load('lazy', (lazy) => lazy.buyCrypto(provider, popup)))
      },
    {
      success: ({ state }, _amount, provider) => [
        'BUY_SUCCESS',
        { network: state.network.value.caipNetworkId, provider },
      ],
      error: 'BUY_ERROR',
    },
  ),
}
