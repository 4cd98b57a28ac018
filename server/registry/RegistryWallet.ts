import { readFileSync } from 'node:fs'

/** One entry of `server/registry/wallets.json`: a wallet's public metadata, no image. */
export type RegistryWallet = {
  readonly id: string
  readonly name: string
  readonly rdns: string | null
  readonly homepage: string
  readonly mobileLink: string | null
  readonly desktopLink: string | null
  readonly webappLink: string | null
  readonly chains: readonly string[]
}

/**
 * Reads the wallet directory shipped in the repo (`server/registry/wallets.json`), in its
 * listing order.
 *
 * @example
 * import { loadWalletRegistry } from './RegistryWallet.ts'
 * const wallets = loadWalletRegistry()
 * wallets[0]?.name // 'MetaMask'
 */
export const loadWalletRegistry = (
  file: URL = new URL('./wallets.json', import.meta.url),
): readonly RegistryWallet[] => JSON.parse(readFileSync(file, 'utf8')) as RegistryWallet[]
