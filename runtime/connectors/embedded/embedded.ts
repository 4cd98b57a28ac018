import { type CreateConnectorFn, createConnector } from '../createConnector.ts'
import { type EmbeddedParameters, setupEmbedded } from './setupEmbedded.ts'

export type { EmbeddedParameters } from './setupEmbedded.ts'

/**
 * The embedded wallet, reached by e-mail one-time code or social login through the secure
 * frame (its transport and the `<iframe>` load on first use); eip155, and solana through the
 * same frame. Listed when there is a frame URL.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { embedded, injected } from 'latch/effect'
 * import { mainnet } from 'latch/networks'
 *
 * const latch = createLatch({
 *   projectId: 'demo',
 *   networks: [mainnet],
 *   connectors: () => [injected(), embedded({ frameUrl: 'http://127.0.0.1:8788/frame' })],
 * })
 */
export const embedded = (parameters?: EmbeddedParameters): CreateConnectorFn =>
  createConnector((context) => setupEmbedded(context, parameters), 'embedded')
