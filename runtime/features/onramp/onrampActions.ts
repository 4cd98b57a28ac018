import { asyncMethod } from '../../actions/action.ts'
import type { Network } from '../../networks.ts'
import type { OnrampFormPatch } from './onramp.ts'
import { purchaseOn } from './onrampState.ts'

/**
 * `state.onramp`'s purchase as it starts: `provider`'s on `network`, its window opening,
 * nothing known yet.
 */
const startOf = (provider: string, network: Network) =>
  ({
    provider,
    purchase: purchaseOn(network),
    status: 'opening',
    received: undefined,
    error: undefined,
  }) as const

/** The message of a failure the buy's flow did not write (a chunk's load: no SPEC string). */
const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

/**
 * The window for the provider's page, blank until the flow has its URL, and cut from this
 * page: the provider's page (another origin) gets no `window.opener` through which it could
 * navigate the app's page elsewhere.
 */
const openPurchaseWindow = (): Window | null => {
  const popup = globalThis.window?.open('about:blank', 'latch-onramp') ?? null
  try {
    if (popup) popup.opener = null
  } catch {
    // A window of that name already on another origin (an earlier buy's, whose opener was
    // cut then, still on its provider's page): this page cannot set it and need not.
  }
  return popup
}

/** Buying crypto through an onramp provider (SPEC §3, §4). */
export const onrampActions = {
  /**
   * SPEC §3 onramp options into `state.onramp` (SPEC §8: built-in defaults when they fail);
   * an amount already typed is quoted again in the background (for the network now active).
   */
  loadOnrampOptions: asyncMethod(({ run, background, load }) => async (): Promise<void> => {
    await run(load('lazy', (flows) => flows.loadOnrampOptions()))
    background(load('lazy', (flows) => flows.quoteOnramp()))
  }),
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
   * Every failure is in `state.onramp` (status error), where BuyInProgress shows it: the flow's
   * own, and one before the flow ran (its code not loaded), written here.
   */
  buyCrypto: asyncMethod(
    ({ run, load, state, flows }) =>
      (provider: string): Promise<string> => {
        // Opened synchronously, inside the click: a window opened after an await is blocked.
        const popup = openPurchaseWindow()
        state.router.value = flows.decide({ type: 'buyStarted' }, state.router.value)
        // BuyInProgress shows this purchase from the click on, not the last one's outcome.
        state.onramp.value = { ...state.onramp.value, ...startOf(provider, state.network.value) }
        return run(load('lazy', (lazy) => lazy.buyCrypto(provider, popup))).catch(
          (error: unknown) => {
            // The flow wrote its failure (status error) unless it never ran: then the window
            // is still blank and the reason is written here.
            if (state.onramp.value.status !== 'error') {
              state.onramp.value = {
                ...state.onramp.value,
                status: 'error',
                error: messageOf(error),
              }
              popup?.close()
            }
            throw error
          },
        )
      },
    {
      // The purchase's network, not the one the wallet may have moved to since.
      success: ({ state }, _amount, provider) => [
        'BUY_SUCCESS',
        {
          network: state.onramp.value.purchase?.network ?? state.network.value.caipNetworkId,
          provider,
        },
      ],
      error: 'BUY_ERROR',
    },
  ),
}
