/**
 * `latch/wagmi`: Latch's modal as a wagmi connector, so a wagmi app keeps its hooks.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { mainnet } from 'latch/networks'
 * import { latchConnector } from 'latch/wagmi'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet] })
 * const connector = latchConnector({ latch })
 *
 * @module latch/wagmi
 */
export {
  type LatchConnectorOptions,
  type LatchEip1193Provider,
  latchConnector,
} from './latchConnector.ts'
