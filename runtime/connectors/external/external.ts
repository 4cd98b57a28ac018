import type { ExternalConnector } from '../../services/Config.ts'
import { type CreateConnectorFn, createConnector } from '../createConnector.ts'
import { setupExternal } from './setupExternal.ts'

/**
 * The wallets an app hands in as they are (API.md): an EIP-1193 provider on eip155, a Wallet
 * Standard wallet on solana and bitcoin. `createLatch({ connectors: [{ id, name, namespace,
 * provider }] })` lists each through it.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { external, injected } from 'latch/effect'
 * import { mainnet } from 'latch/networks'
 *
 * const provider = { request: async () => ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }
 * const latch = createLatch({
 *   projectId: 'demo',
 *   networks: [mainnet],
 *   connectors: () => [injected(), external([{ id: 'mine', name: 'Mine', namespace: 'eip155', provider }])],
 * })
 */
export const external = (wallets: ReadonlyArray<ExternalConnector>): CreateConnectorFn =>
  createConnector((context) => setupExternal(context, wallets), 'external')
