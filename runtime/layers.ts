import { getWallets } from '@wallet-standard/app'
import { Layer } from 'effect'
import type { LatchServices } from './clientTypes.ts'
import type { Connector } from './connectors/Connector.ts'
import { SDK_TYPE, SDK_VERSION } from './constants.ts'
import { installYieldableErrors } from './errors/yieldable.ts'
import { mainnet } from './networks.ts'
import { Analytics } from './services/Analytics.ts'
import { Background } from './services/Background.ts'
import { Caches } from './services/Caches.ts'
import { ChainRpc } from './services/ChainRpc.ts'
import { Config, type LatchOptions, type ResolvedConfig } from './services/Config.ts'
import { Connectors, type DiscoverySources } from './services/Connectors.ts'
import { DataApi } from './services/DataApi.ts'
import { Logger } from './services/Logger.ts'
import { PendingRequests } from './services/PendingRequests.ts'
import { Sessions } from './services/Sessions.ts'
import { makeMemoryBackend, Storage, type StorageBackend } from './services/Storage.ts'
import { createState, type WritableState } from './state/createState.ts'
import { Store } from './state/Store.ts'

// Every Latch runtime is built here, so both layers install Effect support for the Latch errors
// when called: a module's top-level install is not enough, a bundler drops it from a barrel
// under "sideEffects": false (test/runtime/errors/yieldable.bundle.test.ts).

/** What `layerLive` may be handed besides the config. */
export interface LiveSetup {
  /** The state signals the services write; default fresh ones on the first network. */
  readonly state?: WritableState | undefined
  /**
   * Where the connector factories discover wallets; default the page (EIP-6963 and the Wallet
   * Standard). WalletConnect and the embedded wallet are made by their factories from the config.
   */
  readonly sources?: DiscoverySources | undefined
}

/** The page's wallets: EIP-6963 on `window` and the Wallet Standard registry (none in Node). */
export const pageSources = (): Pick<DiscoverySources, 'window' | 'wallets'> =>
  typeof window === 'undefined' ? {} : { window, wallets: getWallets() }

/**
 * Every service a Latch client runs on, composed once: the layer `createLatch` runs its flows
 * on, for Effect programs that run the same flows themselves.
 *
 * @example
 * import { Effect, ManagedRuntime } from 'effect'
 * import { Config, connect, layerLive } from 'latch/effect'
 * import { mainnet } from 'latch/networks'
 *
 * const config = Config.makeSync({ projectId: 'demo', networks: [mainnet] })
 * const runtime = ManagedRuntime.make(layerLive(config))
 * await runtime.runPromise(connect('dev.latch.wallet'))
 */
export const layerLive = (
  config: ResolvedConfig,
  setup: LiveSetup = {},
): Layer.Layer<LatchServices> => {
  installYieldableErrors()
  const state = setup.state ?? createState(config.defaultNetwork)
  const sources = setup.sources ?? pageSources()
  const base = Layer.mergeAll(
    Layer.succeed(Config, config),
    Store.layer(state),
    Logger.layer(),
    ChainRpc.layer({
      projectId: config.projectId,
      proxyUrl: config.dataApi && `${config.dataApi.baseUrl}/v1`,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
    }),
  )
  const withStorage = Layer.provideMerge(Storage.layerFromConfig, base)
  const services = Layer.provideMerge(
    Layer.mergeAll(
      Connectors.layer(sources),
      Sessions.layer,
      PendingRequests.layer,
      DataApi.layerFromConfig({ sdkType: SDK_TYPE, sdkVersion: SDK_VERSION }),
      Caches.layer,
      Background.layer,
    ),
    withStorage,
  )
  return Layer.provideMerge(
    Analytics.layer({ enabled: config.features.analytics && config.dataApi !== undefined }),
    services,
  )
}

/** What `layerTest` takes; every part has a default that contacts nothing. */
export interface TestSetup {
  /** The connectors, as they are (no discovery). Default none. */
  readonly connectors?: readonly Connector[] | undefined
  /** Options over the test defaults (project `'test'`). */
  readonly options?: Partial<LatchOptions> | undefined
  /** The state signals; default fresh ones on the first network. */
  readonly state?: WritableState | undefined
  /** The Data API; default every call fails with reason `NotConfigured`. */
  readonly dataApi?: Layer.Layer<DataApi> | undefined
  /** The chain reads; default every read fails. */
  readonly chainRpc?: Layer.Layer<ChainRpc> | undefined
  /** The storage backend; default a fresh memory one. */
  readonly storage?: StorageBackend | undefined
}

/**
 * Every service a Latch client runs on, for tests of flows that drive time with `TestClock`:
 * fixed connectors, sessions and storage in memory, a silent logger, analytics off, and
 * hand-written Data API and chain reads.
 *
 * @example
 * import { Effect } from 'effect'
 * import { connect, layerTest, makeEip1193Connector } from 'latch/effect'
 * import { mainnet } from 'latch/networks'
 *
 * // A wallet that answers with one account on mainnet.
 * const fakeConnector = makeEip1193Connector({
 *   id: 'fake',
 *   name: 'Fake Wallet',
 *   type: 'EXTERNAL',
 *   provider: {
 *     request: async ({ method }) =>
 *       method === 'eth_chainId' ? '0x1' : ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
 *   },
 * })
 *
 * const program = connect('fake').pipe(
 *   Effect.provide(layerTest({ connectors: [fakeConnector], options: { networks: [mainnet] } })),
 * )
 */
export const layerTest = (setup: TestSetup = {}): Layer.Layer<LatchServices> => {
  installYieldableErrors()
  const base = Layer.mergeAll(
    Config.layerTest(setup.options),
    Store.layer(setup.state ?? createState(setup.options?.networks?.[0] ?? mainnet)),
    Logger.layerTest(),
    setup.chainRpc ?? ChainRpc.layerTest({}),
    Connectors.layerTest(setup.connectors ?? []),
    Sessions.layerMemory,
    PendingRequests.layer,
    Background.layer,
    setup.dataApi ?? DataApi.layerTest(),
  )
  const services = Layer.provideMerge(
    Caches.layer,
    Layer.provideMerge(Storage.layerTest(setup.storage ?? makeMemoryBackend()), base),
  )
  return Layer.provideMerge(Analytics.layer({ enabled: false }), services)
}
