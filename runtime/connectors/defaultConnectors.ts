import type { CreateConnectorFn } from './createConnector.ts'
import { embedded } from './embedded/embedded.ts'
import { injected } from './injected/injected.ts'
import { satsConnect } from './satsConnect/satsConnect.ts'
import { walletConnect } from './walletConnect/walletConnect.ts'
import { walletStandard } from './walletStandard/walletStandard.ts'

/**
 * The connectors a client has when the app names none: browser wallets, Wallet Standard
 * wallets, sats-connect wallets, WalletConnect (when configured) and the embedded wallet
 * (when there is a `frameUrl`). The modal lists them in SPEC §9's order whatever the order here.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { defaultConnectors } from 'latch/effect'
 * import { mainnet } from 'latch/networks'
 *
 * // The defaults without the embedded wallet.
 * const latch = createLatch({
 *   projectId: 'demo',
 *   networks: [mainnet],
 *   connectors: (defaults) => defaults.filter((factory) => factory.family !== 'embedded'),
 * })
 * defaultConnectors().map((factory) => factory.family) // ['injected', 'walletStandard', …]
 */
export const defaultConnectors = (): CreateConnectorFn[] => [
  injected(),
  walletStandard(),
  satsConnect(),
  walletConnect(),
  embedded(),
]
