import { registerWallet } from '@wallet-standard/wallet'
import { createApprovePrompt } from '../devWallet/createApprovePrompt.ts'
import { readAutoApprove } from '../devWallet/readAutoApprove.ts'
import { createSolanaDevWallet, type SolanaDevWallet } from './createSolanaDevWallet.ts'
import { devSolanaKeys } from './devSolanaKeys.ts'

const connectedKey = 'latch-solana-dev-wallet:connected'

/** Options of `installSolanaDevWallet`. */
export type InstallSolanaDevWalletOptions = {
  /** Wallet Standard chain → JSON-RPC URL (the local chain as `solana:localnet` and by CAIP-2). */
  readonly rpcUrls: Readonly<Record<string, string>>
  /** Which dev key signs; default 0. */
  readonly keyIndex?: number
  /** Default: `?autoApprove=1` in the page URL. */
  readonly autoApprove?: boolean
}

/**
 * Puts the Solana dev wallet on a page: creates it over a dev key (auto-approving with
 * `?autoApprove=1`, otherwise asking through the same DOM prompt as the EVM dev wallet),
 * keeps "connected" across reloads in sessionStorage, and registers it through the Wallet
 * Standard, where Latch discovers Solana wallets.
 *
 * @example
 * import { installSolanaDevWallet } from './installSolanaDevWallet.ts'
 * await installSolanaDevWallet(window, { rpcUrls: { 'solana:localnet': 'http://127.0.0.1:8899' } })
 */
export const installSolanaDevWallet = async (
  window: Window & typeof globalThis,
  options: InstallSolanaDevWalletOptions,
): Promise<{ wallet: SolanaDevWallet; uninstall: () => void }> => {
  const signer = (await devSolanaKeys())[options.keyIndex ?? 0]
  if (!signer) throw new Error(`There is no Solana dev key ${options.keyIndex}`)
  const prompt = createApprovePrompt(window.document)
  const wallet = createSolanaDevWallet({
    signer,
    rpcUrls: options.rpcUrls,
    autoApprove: options.autoApprove ?? readAutoApprove(window.location),
    approve: (request) => prompt({ ...request, chainId: request.chain }),
    connected: window.sessionStorage.getItem(connectedKey) === '1',
  })
  const off = (
    wallet.features['standard:events'] as {
      on: (
        event: 'change',
        listener: (change: { accounts?: readonly unknown[] }) => void,
      ) => () => void
    }
  ).on('change', (change) => {
    window.sessionStorage.setItem(connectedKey, (change.accounts?.length ?? 0) > 0 ? '1' : '0')
  })
  // The Wallet Standard has no unregister for a wallet: uninstall only stops remembering.
  registerWallet(wallet)
  return { wallet, uninstall: off }
}
