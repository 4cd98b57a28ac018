import { effect, signal } from '@preact/signals-core'
import { Context, Effect, Layer } from 'effect'
import type { Connector, ConnectorEvent } from '../connectors/Connector.ts'
import { connectorList } from '../connectors/connectorList.ts'
import type {
  ConnectorContext,
  ConnectorEnvironment,
  ConnectorSetup,
  CreateConnectorFn,
} from '../connectors/createConnector.ts'
import { type WalletError, walletError } from '../errors/WalletError.ts'
import type { WritableState } from '../state/createState.ts'
import { Store } from '../state/Store.ts'
import type { ConnectorInfo, ConnectorType, Namespace } from '../state/types.ts'
import { Config, type ResolvedConfig } from './Config.ts'
import { Logger } from './Logger.ts'
import { Storage } from './Storage.ts'

/** The connectors Latch can use right now, and the wallet events of the connected ones. */
export interface ConnectorsService {
  /** Every connector, in SPEC §9 order. */
  readonly list: Effect.Effect<readonly Connector[]>
  /**
   * One connector by id, serving `namespace` when one is given (an app may hand in one external
   * connector id per namespace); 'Provider not found' when there is none.
   */
  readonly get: (id: string, namespace?: Namespace) => Effect.Effect<Connector, WalletError>
  /** Follows a connected wallet's events (replacing the namespace's previous listener). */
  readonly watch: (
    namespace: Namespace,
    connector: Connector,
    onEvent: (event: ConnectorEvent) => void,
  ) => Effect.Effect<void>
  readonly unwatch: (namespace: Namespace) => Effect.Effect<void>
  /** Re-publishes `state.connectors` (after the recent wallets changed). */
  readonly publish: Effect.Effect<void>
}

/**
 * The Connectors service key, with its layers.
 *
 * @example
 * import { Effect } from 'effect'
 * import { Connectors } from 'latch/effect'
 *
 * const ids = Connectors.use((c) => c.list).pipe(
 *   Effect.map((list) => list.map((connector) => connector.id)),
 *   Effect.provide(Connectors.layerTest([])),
 * )
 */
export class Connectors extends Context.Service<Connectors, ConnectorsService>()(
  'latch/Connectors',
) {
  static readonly make = make
  static readonly layer = layer
  static readonly layerTest = layerTest
}

/**
 * Where discovery looks (the page's window and the Wallet Standard registry), and the
 * WalletConnect and embedded-wallet connectors made elsewhere (tests).
 */
export type DiscoverySources = ConnectorEnvironment

/** SPEC §9 "Connector order: walletConnect, recent, injected, featured, custom, external, recommended." */
const typeRank: Record<ConnectorType, number> = {
  WALLET_CONNECT: 0,
  INJECTED: 2,
  ANNOUNCED: 2,
  MULTI_CHAIN: 2,
  AUTH: 4,
  EXTERNAL: 5,
}

/**
 * Orders connectors per SPEC §9: WalletConnect, then the recent wallets (most recent first),
 * then injected, then external. Stable within a group.
 */
export const orderConnectors = <C extends { readonly id: string; readonly type: ConnectorType }>(
  connectors: readonly C[],
  recentIds: readonly string[],
): C[] => {
  const rank = (c: C) => {
    if (c.type === 'WALLET_CONNECT') return 0
    return recentIds.includes(c.id) ? 1 : typeRank[c.type]
  }
  return connectors
    .map((c, i) => ({ c, i }))
    .sort(
      (a, b) =>
        rank(a.c) - rank(b.c) || recentIds.indexOf(a.c.id) - recentIds.indexOf(b.c.id) || a.i - b.i,
    )
    .map(({ c }) => c)
}

const pick = (connectors: readonly Connector[], id: string, namespace: Namespace | undefined) => {
  const found = connectors.find((c) => c.id === id && (!namespace || c.namespace === namespace))
  return found ? Effect.succeed(found) : Effect.fail(walletError('ProviderNotFound'))
}

const empty = (): ConnectorSetup => ({ connectors: signal([]) })

/** Builds one factory; one that fails is logged and lists nothing, the others still work. */
const build = (factory: CreateConnectorFn, context: ConnectorContext): ConnectorSetup => {
  try {
    return factory(context)
  } catch (error) {
    const name = factory.family ?? '(unnamed)'
    Effect.runFork(context.logger.error(`Latch: the connector factory ${name} failed`, error))
    return empty()
  }
}

/** The factories of the option's list (a list function that throws is logged: none then). */
const factoriesOf = (option: ResolvedConfig['connectorList'], context: ConnectorContext) => {
  try {
    return connectorList(option)
  } catch (error) {
    Effect.runFork(context.logger.error('Latch: the connectors option failed', error))
    return []
  }
}

/**
 * Builds the service: each factory of the app's connector list (`connectorList`) with the
 * client's Config, Logger and Store. Discovery, status mirrors and sessions end with the scope.
 */
function make(environment: DiscoverySources) {
  return Effect.gen(function* () {
    const config = yield* Config
    const store = yield* Store
    const storage = yield* Storage
    const logger = yield* Logger
    const adapters = new Set(config.adapters)
    const context: ConnectorContext = { config, logger, state: store, environment }
    const setups = factoriesOf(config.connectorList, context).map((f) => build(f, context))
    const watchers = new Map<Namespace, () => void>()
    // WalletConnect is listed whatever `adapters` says: `adapters: []` is basic mode (SPEC §2).
    const all = (): Connector[] =>
      setups
        .flatMap((setup) => setup.connectors.value)
        .filter((c) => c.type === 'WALLET_CONNECT' || adapters.has(c.namespace))
    const publish = Effect.gen(function* () {
      const recentIds = (yield* storage.recentWallets).map((w) => w.id)
      store.connectors.value = orderConnectors(all(), recentIds).map(
        (c): ConnectorInfo => ({
          id: c.id,
          name: c.name,
          type: c.type,
          namespace: c.namespace,
          icon: c.icon,
          rdns: c.rdns,
          recent: recentIds.includes(c.id),
        }),
      )
    })
    // Teardown: a connector that fails to close has nothing left to tell (the runtime is going).
    const close = (list: readonly ConnectorSetup[]) =>
      Promise.all(list.map((setup) => Promise.resolve(setup.close?.()).catch(() => undefined)))
    const stops = followSetups(setups, store, () => Effect.runFork(publish))
    yield* Effect.addFinalizer(() =>
      Effect.promise(async () => {
        for (const stop of stops) stop()
        for (const stop of watchers.values()) stop()
        watchers.clear()
        await close(setups)
      }),
    )
    yield* publish

    const service: ConnectorsService = {
      list: Effect.suspend(() =>
        Effect.map(storage.recentWallets, (recent) =>
          orderConnectors(
            all(),
            recent.map((w) => w.id),
          ),
        ),
      ),
      get: (id, namespace) => Effect.suspend(() => pick(all(), id, namespace)),
      watch: (namespace, connector, onEvent) =>
        Effect.sync(() => {
          watchers.get(namespace)?.()
          watchers.set(namespace, connector.subscribe(onEvent))
        }),
      unwatch: (namespace) =>
        Effect.sync(() => {
          watchers.get(namespace)?.()
          watchers.delete(namespace)
        }),
      publish,
    }
    return service
  })
}

/**
 * Re-publishes the list when a family's connectors change (after the first run), and mirrors
 * each family's UI status into its state slot; returns the functions that stop both.
 */
const followSetups = (
  setups: readonly ConnectorSetup[],
  store: WritableState,
  republish: () => void,
): Array<() => void> => {
  let first = true
  const stopList = effect(() => {
    for (const setup of setups) setup.connectors.value
    if (!first) republish()
    first = false
  })
  const stopStatus = setups.flatMap(({ status }) =>
    status
      ? [
          effect(() => {
            store[status.slot].value = status.signal.value
          }),
        ]
      : [],
  )
  return [stopList, ...stopStatus]
}

/** The live layer: the app's connector list, discovering in the given sources. */
function layer(sources: DiscoverySources) {
  return Layer.effect(Connectors, make(sources))
}

/** A test layer over a fixed list of connectors (no discovery). */
function layerTest(connectors: readonly Connector[]): Layer.Layer<Connectors> {
  return Layer.succeed(Connectors, {
    list: Effect.succeed(connectors),
    get: (id, namespace) => pick(connectors, id, namespace),
    watch: (_namespace, connector, onEvent) => Effect.sync(() => void connector.subscribe(onEvent)),
    unwatch: () => Effect.void,
    publish: Effect.void,
  } satisfies ConnectorsService)
}
