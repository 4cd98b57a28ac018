import { announceDevWallet } from './announceDevWallet.ts'
import { createApprovePrompt } from './createApprovePrompt.ts'
import { createDevWallet, type DevWalletChain, type DevWalletProvider } from './createDevWallet.ts'
import { readAutoApprove } from './readAutoApprove.ts'

const connectedKey = 'latch-dev-wallet:connected'

/** Options of `installDevWallet`. */
export type InstallDevWalletOptions = {
  readonly chains: readonly [DevWalletChain, ...DevWalletChain[]]
  /** Default: `?autoApprove=1` in the page URL. */
  readonly autoApprove?: boolean
}

/**
 * Puts the dev wallet on a page: creates it (auto-approving when the URL has
 * `?autoApprove=1`, otherwise asking through the DOM prompt), keeps "connected" across
 * reloads in sessionStorage, and announces it through EIP-6963.
 *
 * @example
 * import { installDevWallet } from './installDevWallet.ts'
 * installDevWallet(window, { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] })
 */
export const installDevWallet = (
  window: Window & typeof globalThis,
  options: InstallDevWalletOptions,
): { provider: DevWalletProvider; uninstall: () => void } => {
  const autoApprove = options.autoApprove ?? readAutoApprove(window.location)
  const provider = createDevWallet({
    chains: options.chains,
    autoApprove,
    approve: createApprovePrompt(window.document),
    connected: window.sessionStorage.getItem(connectedKey) === '1',
  })
  const remember = (accounts: unknown) => {
    window.sessionStorage.setItem(
      connectedKey,
      Array.isArray(accounts) && accounts.length > 0 ? '1' : '0',
    )
  }
  provider.on('accountsChanged', remember)
  const stop = announceDevWallet(window, provider)
  return {
    provider,
    uninstall: () => {
      stop()
      provider.removeListener('accountsChanged', remember)
    },
  }
}
