import { type CreateConnectorFn, createConnector } from '../createConnector.ts'
import { setupInjected } from './setupInjected.ts'

/**
 * Browser wallets: those that announce themselves through EIP-6963, then a legacy
 * `window.ethereum`; eip155 only. Listed when the app's `adapters` include eip155.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { injected } from 'latch/effect'
 * import { mainnet } from 'latch/networks'
 *
 * // Browser wallets only: no WalletConnect, Wallet Standard, sats-connect or embedded wallet.
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet], connectors: () => [injected()] })
 */
export const injected = (): CreateConnectorFn => createConnector(setupInjected, 'injected')
