import { Layer } from 'effect'
import type { Connector } from '../../../runtime/connectors/Connector.ts'
import { defineNetwork, type Network } from '../../../runtime/networks.ts'
import { Background } from '../../../runtime/services/Background.ts'
import { Caches } from '../../../runtime/services/Caches.ts'
import * as ChainRpc from '../../../runtime/services/ChainRpc.ts'
import { Config, type LatchOptions } from '../../../runtime/services/Config.ts'
import * as Connectors from '../../../runtime/services/Connectors.ts'
import { DataApi } from '../../../runtime/services/DataApi.ts'
import { Logger } from '../../../runtime/services/Logger.ts'
import * as PendingRequests from '../../../runtime/services/PendingRequests.ts'
import * as Sessions from '../../../runtime/services/Sessions.ts'
import { makeMemoryBackend, Storage } from '../../../runtime/services/Storage.ts'
import { createState, type WritableState } from '../../../runtime/state/createState.ts'
import { Store } from '../../../runtime/state/Store.ts'

/** A network no test contacts (reads fail fast through ChainRpc's test layer). */
export const testNetwork: Network = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Test Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
})

/**
 * Every service a flow needs, with the given connectors and options: the layer for flow tests
 * that drive time with TestClock instead of a real wallet. `dataApi` replaces the Data API
 * (default: every call fails with reason `NotConfigured`), `chainRpc` the chain reads
 * (default: every read fails).
 */
export const flowLayer = (
  connectors: readonly Connector[],
  options: Partial<LatchOptions> = {},
  dataApi: Layer.Layer<DataApi> = DataApi.layerTest(),
  chainRpc: Layer.Layer<ChainRpc.ChainRpc> = ChainRpc.layerTest({}),
) => {
  const state = createState(options.networks?.[0] ?? testNetwork)
  const base = Layer.mergeAll(
    Config.layerTest({ networks: [testNetwork], ...options }),
    Store.layer(state),
    Logger.layerTest(),
    chainRpc,
    Connectors.layerTest(connectors),
    Sessions.layerMemory,
    PendingRequests.layer,
    Background.layer,
    dataApi,
  )
  const layer = Layer.provideMerge(
    Caches.layer,
    Layer.provideMerge(Storage.layerTest(makeMemoryBackend()), base),
  )
  return { layer, state: state as WritableState }
}
