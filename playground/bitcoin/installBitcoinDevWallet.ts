import { registerWallet } from '@wallet-standard/wallet'
import { createApprovePrompt } from '../devWallet/createApprovePrompt.ts'
import { readAutoApprove } from '../devWallet/readAutoApprove.ts'
import { type BitcoinDevWallet, createBitcoinDevWallet } from './createBitcoinDevWallet.ts'

const connectedKey = 'latch-bitcoin-dev-wallet:connected'

/**
 * Puts the Bitcoin dev wallet on a page: asks through the dev wallets' DOM prompt (or
 * auto-approves with `?autoApprove=1`), remembers "connected" across reloads in
 * sessionStorage, and registers it through the Wallet Standard.
 *
 * @example
 * import { installBitcoinDevWallet } from './installBitcoinDevWallet.ts'
 * const { wallet } = installBitcoinDevWallet(window)
 */
export const installBitcoinDevWallet = (
  window: Window & typeof globalThis,
  options: { readonly autoApprove?: boolean } = {},
): { wallet: BitcoinDevWallet; uninstall: () => void } => {
  const prompt = createApprovePrompt(window.document)
  const wallet = createBitcoinDevWallet({
    autoApprove: options.autoApprove ?? readAutoApprove(window.location),
    approve: (request) => prompt({ ...request, chainId: request.chain }),
    connected: window.sessionStorage.getItem(connectedKey) === '1',
  })
  const events = wallet.features['standard:events'] as {
    on: (
      event: 'change',
      listener: (change: { accounts?: readonly unknown[] }) => void,
    ) => () => void
  }
  const off = events.on('change', (change) => {
    window.sessionStorage.setItem(connectedKey, (change.accounts?.length ?? 0) > 0 ? '1' : '0')
  })
  // The Wallet Standard has no unregister for a wallet: uninstall only stops remembering.
  registerWallet(wallet)
  return { wallet, uninstall: off }
}
