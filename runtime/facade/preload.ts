import type { LatchClient } from '../client.ts'

/** Where a thin client (createLatch.ts) keeps its loader; absent on a client made otherwise. */
export const PRELOAD: unique symbol = Symbol.for('latch.preload')

/** A client that can start loading its runtime ahead of need. */
export interface Preloadable {
  readonly [PRELOAD]: () => Promise<unknown>
}

/**
 * Starts loading the client's runtime (Effect, viem, the connectors) now, so the click that
 * follows finds it there: the buttons call it on hover and focus. Does nothing for a client
 * that is already whole; never throws (a failed load shows on the next call instead).
 *
 * @example
 * import { createLatch, preloadLatch } from 'latch'
 * import { mainnet } from 'latch/networks'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet] })
 *
 * export const OpenButton = () => (
 *   <button type="button" onPointerEnter={() => preloadLatch(latch)} onClick={() => latch.open()}>
 *     Connect
 *   </button>
 * )
 */
export const preloadLatch = (client: LatchClient): void => {
  const load = (client as Partial<Preloadable>)[PRELOAD]
  // A preload: a failed load is tried again, and reported, by the first call that needs it.
  load?.().catch(() => undefined)
}
