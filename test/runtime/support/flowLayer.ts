import type { Layer } from 'effect'
import type { Connector } from '../../../runtime/connectors/Connector.ts'
import { layerTest } from '../../../runtime/layers.ts'
import { defineNetwork, type Network } from '../../../runtime/networks.ts'
import { ChainRpc } from '../../../runtime/services/ChainRpc.ts'
import type { LatchOptions } from '../../../runtime/services/Config.ts'
import { DataApi } from '../../../runtime/services/DataApi.ts'
import type { StorageBackend } from '../../../runtime/services/Storage.ts'
import { createState, type WritableState } from '../../../runtime/state/createState.ts'
import { type AccountState, emptyAccount } from '../../../runtime/state/types.ts'

/** An EVM network at 127.0.0.1:9, where no test's reads go (ChainRpc's test layer answers). */
export const unreachableNetwork = (
  id: number,
  name: string,
  nativeCurrency: Network['nativeCurrency'] = { name: 'Ether', symbol: 'ETH', decimals: 18 },
): Network =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
  })

/** A network no test contacts (reads fail fast through ChainRpc's test layer). */
export const testNetwork: Network = unreachableNetwork(31337, 'Test Chain')

/** A second network no test contacts: the Polygon a wallet switches to mid-flow (POL, not ETH). */
export const testPolygon: Network = unreachableNetwork(137, 'Polygon', {
  name: 'POL',
  symbol: 'POL',
  decimals: 18,
})

/**
 * Every service a flow needs, with the given connectors and options: the layer for flow tests
 * that drive time with TestClock instead of a real wallet. `dataApi` replaces the Data API
 * (default: every call fails with reason `NotConfigured`), `chainRpc` the chain reads
 * (default: every read fails), `storage` the browser storage (default a fresh memory one; pass
 * the same one to two layers to play a page reload).
 */
export const flowLayer = (
  connectors: readonly Connector[],
  options: Partial<LatchOptions> = {},
  dataApi: Layer.Layer<DataApi> = DataApi.layerTest(),
  chainRpc: Layer.Layer<ChainRpc> = ChainRpc.layerTest({}),
  storage?: StorageBackend,
) => {
  const state = createState(options.networks?.[0] ?? testNetwork)
  const layer = layerTest({
    connectors,
    options: { networks: [testNetwork], ...options },
    state,
    dataApi,
    chainRpc,
    storage,
  })
  return { layer, state: state as WritableState }
}

/**
 * Writes into `state` a visitor connected as the EOA `address` on `network` (default
 * `testNetwork`) through connector `connectorId` (default 'w'): its connection, and the
 * connected account with `account` over it.
 */
export const connectAs = (
  state: WritableState,
  address: string,
  options: {
    readonly network?: Network
    readonly connectorId?: string
    readonly account?: Partial<AccountState>
  } = {},
) => {
  const { network = testNetwork, connectorId = 'w', account = {} } = options
  const namespace = network.chainNamespace
  const { caipNetworkId } = network
  state.connections.value = {
    [namespace]: { connectorId, accounts: [{ type: 'eoa', address }], caipNetworkId },
  }
  state.account.value = {
    ...emptyAccount,
    namespace,
    address,
    caipAddress: `${caipNetworkId}:${address}`,
    status: 'connected',
    ...account,
  }
}
