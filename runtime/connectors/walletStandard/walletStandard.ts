import { type CreateConnectorFn, createConnector } from '../createConnector.ts'
import { setupWalletStandard } from './setupWalletStandard.ts'

/**
 * Solana and Bitcoin wallets that register with the Wallet Standard, followed as they
 * register and unregister.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { walletStandard } from 'latch/effect'
 * import { solana } from 'latch/networks'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [solana], connectors: () => [walletStandard()] })
 */
export const walletStandard = (): CreateConnectorFn =>
  createConnector(setupWalletStandard, 'walletStandard')
