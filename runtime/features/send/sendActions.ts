import { asyncMethod, flow, type Program } from '../../actions/action.ts'
import type { SendResult } from './send.ts'
import type { SendFormPatch } from './sendForm.ts'

/** The WalletSend form and the send (SPEC §4, §5). */
export const sendActions = {
  /**
   * Writes the WalletSend form into `state.send` (token, amount, receiver); a receiver's
   * account name or address is looked up in the background once typing pauses.
   */
  updateSend: asyncMethod(
    ({ run, background, load, state }) =>
      async (patch: SendFormPatch): Promise<void> => {
        await run(load('lazy', (flows) => flows.updateSend(patch)))
        if ('receiver' in patch) background(load('lazy', (flows) => flows.resolveSendReceiver()))
        // The preview's network fee, once the form passes its checks.
        if (state.send.value.ready) background(load('lazy', (flows) => flows.estimateSendFee()))
      },
  ),
  /** Clears the WalletSend form. */
  resetSend: flow('lazy', (flows): Program<void> => flows.resetSend()),
  /** The tokens the account can send into `state.send.tokenBalances`; `force` skips the cache. */
  loadSendTokens: flow(
    'lazy',
    (flows, options?: { readonly force?: boolean }): Program<void> => flows.loadSendTokens(options),
  ),
  /**
   * Sends `state.send` (SPEC §5 checks first, then the wallet, then the receipt up to 25 s);
   * the balances refresh afterwards.
   */
  send: flow('lazy', (flows): Program<SendResult> => flows.send(), {
    success: ({ state }) => ['SEND_SUCCESS', { network: state.network.value.caipNetworkId }],
    error: 'SEND_ERROR',
  }),
}
