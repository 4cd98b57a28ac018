import { type CreateConnectorFn, createConnector } from '../createConnector.ts'
import { setupWalletConnect, type WalletConnectParameters } from './setupWalletConnect.ts'

export type { WalletConnectParameters } from './setupWalletConnect.ts'

/**
 * WalletConnect (Latch's own v2 client, loaded on first use): one session for
 * every namespace of the app, a connector for each. Listed whatever `adapters` says, since
 * `adapters: []` is WalletConnect-only basic mode (SPEC §2 rule 2). Without parameters it is on
 * when the app's `walletConnect` option is (or in basic mode); with them it is on.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { injected, walletConnect } from 'latch/effect'
 * import { mainnet } from 'latch/networks'
 *
 * const latch = createLatch({
 *   projectId: 'demo',
 *   networks: [mainnet],
 *   connectors: () => [injected(), walletConnect({ relayUrl: 'ws://127.0.0.1:8790' })],
 * })
 */
export const walletConnect = (parameters?: WalletConnectParameters): CreateConnectorFn =>
  createConnector((context) => setupWalletConnect(context, parameters), 'walletConnect')
