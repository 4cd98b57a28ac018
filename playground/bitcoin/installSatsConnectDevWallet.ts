import { createApprovePrompt } from '../devWallet/createApprovePrompt.ts'
import { readAutoApprove } from '../devWallet/readAutoApprove.ts'
import {
  createSatsConnectDevWallet,
  type SatsConnectDevWallet,
  satsConnectDevWalletInfo,
} from './createSatsConnectDevWallet.ts'

const connectedKey = 'latch-sats-connect-dev-wallet:connected'

/**
 * Puts the sats-connect Bitcoin dev wallet on a page as such wallets do: the provider at
 * `window.LatchSatsConnectDevWallet`, listed in `window.btc_providers` (WBIP004). It asks
 * through the dev wallets' DOM prompt (or auto-approves with `?autoApprove=1`) and remembers
 * its permission across reloads in sessionStorage.
 *
 * @example
 * import { installSatsConnectDevWallet } from './installSatsConnectDevWallet.ts'
 * const { wallet } = installSatsConnectDevWallet(window)
 */
export const installSatsConnectDevWallet = (
  window: Window & typeof globalThis,
  options: { readonly autoApprove?: boolean } = {},
): { wallet: SatsConnectDevWallet } => {
  const prompt = createApprovePrompt(window.document)
  const wallet = createSatsConnectDevWallet({
    autoApprove: options.autoApprove ?? readAutoApprove(window.location),
    approve: (request) => prompt({ ...request, chainId: request.chain }),
    connected: window.sessionStorage.getItem(connectedKey) === '1',
  })
  const remembering: SatsConnectDevWallet = {
    get network() {
      return wallet.network
    },
    get connected() {
      return wallet.connected
    },
    addListener: wallet.addListener,
    request: async (method, params) => {
      const answer = await wallet.request(method, params)
      window.sessionStorage.setItem(connectedKey, wallet.connected ? '1' : '0')
      return answer
    },
  }
  const listed = (window as unknown as { btc_providers?: unknown[] }).btc_providers ?? []
  Object.assign(window, {
    [satsConnectDevWalletInfo.id]: remembering,
    btc_providers: [...listed, { ...satsConnectDevWalletInfo }],
  })
  return { wallet: remembering }
}
