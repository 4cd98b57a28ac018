import { type CreateConnectorFn, createConnector } from '../createConnector.ts'
import { setupSatsConnect } from './setupSatsConnect.ts'

/**
 * Bitcoin wallets that list themselves in `window.btc_providers` (sats-connect, WBIP004),
 * read once when the client starts.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { satsConnect } from 'latch/effect'
 * import { bitcoin } from 'latch/networks'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [bitcoin], connectors: () => [satsConnect()] })
 */
export const satsConnect = (): CreateConnectorFn => createConnector(setupSatsConnect, 'satsConnect')
