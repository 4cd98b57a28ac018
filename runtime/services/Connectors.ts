import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { Context, Effect, Layer } from 'effect'
import type { Connector, ConnectorEvent } from '../connectors/Connector.ts'
import { makeEip1193Connector } from '../connectors/injected/eip1193Connector.ts'
import {
  type DiscoveryTarget,
  type Eip1193Provider,
  watchInjectedWallets,
} from '../connectors/injected/eip6963.ts'
import { makeSatsConnectConnector } from '../connectors/satsConnect/satsConnectConnector.ts'
import { findSatsConnectProviders } from '../connectors/satsConnect/satsConnectProviders.ts'
import {
  makeWalletStandardConnector,
  walletStandardNamespace,
} from '../connectors/walletStandard/walletStandardConnector.ts'
import { type WalletError, walletError } from '../errors/WalletError.ts'
import { Store } from '../state/Store.ts'
import type { ConnectorInfo, ConnectorType, Namespace } from '../state/types.ts'
import { Config } from './Config.ts'
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

/** Where discovery looks: the page's window (EIP-6963) and the Wallet Standard registry. */
export interface DiscoverySources {
  readonly window?: DiscoveryTarget | undefined
  readonly wallets?: Pick<Wallets, 'get' | 'on'> | undefined
  /**
   * The WalletConnect connector (`makeWalletConnectConnector`); listed whatever `adapters`
   * says, since `adapters: []` is WalletConnect-only basic mode (SPEC §2 rule 2). Its
   * `close()`, when it has one, runs when the service's scope ends.
   */
  readonly walletConnect?: (Connector & { close?: () => Promise<void> }) | undefined
  /** The embedded wallet (`makeAuthConnector`), when the app set `frameUrl`; eip155. */
  readonly auth?: (Connector & { close?: () => Promise<void> }) | undefined
}

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

/** Builds the service; discovery listeners and wallet watchers end with the scope. */
function make(sources: DiscoverySources) {
  return Effect.gen(function* () {
    const config = yield* Config
    const store = yield* Store
    const storage = yield* Storage
    const adapters = new Set(config.adapters)

    // API.md: an EIP-1193 provider on eip155, a Wallet Standard wallet on solana and bitcoin.
    const external: Connector[] = config.connectors.map((c) =>
      c.namespace === 'eip155'
        ? makeEip1193Connector({
            id: c.id,
            name: c.name,
            type: 'EXTERNAL',
            icon: c.icon,
            provider: c.provider as Eip1193Provider,
          })
        : makeWalletStandardConnector(c.provider as Wallet, c.namespace, {
            id: c.id,
            name: c.name,
            icon: c.icon,
            type: 'EXTERNAL',
          }),
    )
    let injected: Connector[] = []
    let standard: Connector[] = []
    const watchers = new Map<Namespace, () => void>()

    // One WalletConnect session serves every namespace of the app: a connector for each.
    const walletConnect: Connector[] = sources.walletConnect
      ? [sources.walletConnect, ...(sources.walletConnect.companions ?? [])]
      : []
    // The embedded wallet serves eip155 and, through the same frame, solana.
    const authSolana = (sources.auth as { solana?: Connector | undefined } | undefined)?.solana
    const auth: Connector[] = sources.auth
      ? [sources.auth, ...(authSolana ? [authSolana] : [])]
      : []
    // Bitcoin wallets that list themselves in window.btc_providers (sats-connect, WBIP004).
    const satsConnect: Connector[] = sources.window
      ? findSatsConnectProviders(sources.window).map((p) =>
          makeSatsConnectConnector(p.provider, p.listing),
        )
      : []
    const all = (): Connector[] => [
      ...walletConnect,
      ...[...injected, ...standard, ...satsConnect, ...external, ...auth].filter((c) =>
        adapters.has(c.namespace),
      ),
    ]

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
    const publishNow = () => Effect.runFork(publish)

    if (sources.window && adapters.has('eip155')) {
      const stop = watchInjectedWallets(sources.window, (found) => {
        injected = found.map((w) =>
          makeEip1193Connector({
            id: w.id,
            name: w.info?.name ?? 'Browser Wallet',
            type: w.announced ? 'ANNOUNCED' : 'INJECTED',
            provider: w.provider,
            icon: w.info?.icon,
            rdns: w.info?.rdns,
          }),
        )
        publishNow()
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))
    }
    if (sources.wallets) {
      const registry = sources.wallets
      const refresh = () => {
        standard = registry.get().flatMap((w) => {
          const namespace = walletStandardNamespace(w)
          return namespace ? [makeWalletStandardConnector(w, namespace)] : []
        })
        publishNow()
      }
      refresh()
      const offs = [registry.on('register', refresh), registry.on('unregister', refresh)]
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          for (const off of offs) off()
        }),
      )
    }
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        for (const stop of watchers.values()) stop()
        watchers.clear()
      }),
    )
    const closeWalletConnect = sources.walletConnect?.close
    if (closeWalletConnect) {
      yield* Effect.addFinalizer(() =>
        Effect.promise(() => closeWalletConnect().catch(() => undefined)),
      )
    }
    const closeAuth = sources.auth?.close
    if (closeAuth)
      yield* Effect.addFinalizer(() => Effect.promise(() => closeAuth().catch(() => undefined)))
    yield* publish

    const service: ConnectorsService = {
      list: Effect.gen(function* () {
        const recentIds = (yield* storage.recentWallets).map((w) => w.id)
        return orderConnectors(all(), recentIds)
      }),
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

/** The live layer: discovery in the given sources. */
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
