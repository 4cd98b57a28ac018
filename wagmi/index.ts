/**
 * `latch/wagmi`: Latch's modal as a wagmi connector, so a wagmi app keeps its hooks.
 *
 * @example
 * import { latchConnector } from 'latch/wagmi'
 * const connector = latchConnector({ latch })
 *
 * @module latch/wagmi
 */
export {
  type LatchConnectorOptions,
  type LatchEip1193Provider,
  latchConnector,
} from './latchConnector.ts'
