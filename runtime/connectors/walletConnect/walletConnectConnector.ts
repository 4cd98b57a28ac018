import { type ReadonlySignal, signal } from '@preact/signals-core'
import { Duration, Effect } from 'effect'
import {
  WALLETCONNECT_PAIRING_TIMEOUT_MS,
  WALLETCONNECT_RELAY_GRACE_MS,
  WALLETCONNECT_RELAY_TIMEOUT_MS,
} from '../../constants.ts'
import { walletError } from '../../errors/WalletError.ts'
import { CAIP_NAMESPACE, type Namespace, type Network } from '../../networks.ts'
import type {
  Connector,
  ConnectorEvent,
  ConnectRequest,
  ConnectResult,
  RpcRequest,
} from '../Connector.ts'
import { toWalletConnectError } from './walletConnectError.ts'
import { walletConnectCanSignIn, walletConnectNamespaces } from './walletConnectNamespaces.ts'
import { connectedPairing, idlePairing, type WalletConnectPairing } from './walletConnectPairing.ts'
import {
  createUniversalProvider,
  type Provider,
  type UniversalProviderOptions,
} from './walletConnectProvider.ts'
import {
  chainOf,
  namespaceOfCaip,
  parseCaip10,
  sessionAccounts,
  sessionChains,
  sessionResult,
  sessionSignIn,
} from './walletConnectSession.ts'
import { makePairingWatchdog } from './walletConnectWatchdog.ts'

export type { WalletConnectPairing } from './walletConnectPairing.ts'

/** Options of {@link makeWalletConnectConnector}. */
export interface WalletConnectConnectorOptions extends UniversalProviderOptions {
  /** The app's networks; the session proposal asks for all of them, in every namespace. */
  readonly networks: readonly Network[]
  /**
   * The namespace of the connector returned; the others of `networks` are its `companions`.
   * Default: that of the first network.
   */
  readonly namespace?: Namespace | undefined
  /** How long a pairing URI lives; default WALLETCONNECT_PAIRING_TIMEOUT_MS. */
  readonly pairingTimeout?: Duration.Input | undefined
  /** How long the proposal may take to reach the relay; default WALLETCONNECT_RELAY_TIMEOUT_MS. */
  readonly relayTimeout?: Duration.Input | undefined
  /**
   * How long a dropped relay socket may stay down before a waiting pairing, or a request in
   * flight, fails with `ConnectionReset`; default WALLETCONNECT_RELAY_GRACE_MS.
   */
  readonly relayGracePeriod?: Duration.Input | undefined
  readonly id?: string | undefined
  readonly name?: string | undefined
  readonly icon?: string | undefined
}

/** The WalletConnect connector of one namespace: a `Connector` plus the pairing state. */
export interface WalletConnectConnector extends Connector {
  /** The pairing state (shared by the namespaces); the URI is there as soon as the SDK has it. */
  readonly pairing: ReadonlySignal<WalletConnectPairing>
  /** Calls `listener` with each new pairing URI; returns the function that stops it. */
  onUri(listener: (uri: string) => void): () => void
  /** SPEC §5: sign-in through the universal provider only when all chains are EVM. */
  readonly canSignIn: boolean
  /** The same session's connectors of the app's other namespaces. */
  readonly companions: readonly WalletConnectConnector[]
  /** The universal provider, once loaded (for sign-in through it); `undefined` before. */
  readonly provider: () => Provider | undefined
  /** Closes the relay socket and stops the SDK's timers; the session stays stored. */
  close(): Promise<void>
}

/** What the provider told one namespace's connector. */
type SessionNews =
  | {
      readonly type: 'event'
      readonly name: string
      readonly data: unknown
      readonly chain: string
    }
  | { readonly type: 'update' }
  | { readonly type: 'ended' }

/**
 * A `Connector` per namespace over one `@walletconnect/universal-provider` 2.25, loaded with
 * `import()` on the first `connect()` or `restore()`. The session proposal asks for every
 * network of the app in every namespace (`walletConnectNamespaces`); the connector returned
 * serves `namespace` and its `companions` the others, on the same session: once one connects,
 * the others restore from the session without a prompt. With `connect(network, { signIn })`
 * the proposal also carries the sign-in (one-click auth) and the wallet's CACAO comes back as
 * `signedIn`; only when every network is EVM (`canSignIn`). The pairing URI is published in
 * `pairing` and to `onUri` listeners as soon as the SDK emits `display_uri`; the pairing
 * watchdog (`walletConnectWatchdog.ts`) ends an attempt that expires, is rejected, or whose
 * relay stays unreachable. Session delete / expiry, `session_event` (accountsChanged,
 * chainChanged, routed by their chain's namespace) and `session_update` become
 * `ConnectorEvent`s. Nothing but the relay is contacted: telemetry is off, Verify is not
 * asked, reads go to the networks' own RPC URLs.
 */
export const makeWalletConnectConnector = (
  options: WalletConnectConnectorOptions,
): WalletConnectConnector => {
  const primary: Namespace = options.namespace ?? options.networks[0]?.chainNamespace ?? 'eip155'
  const namespaces = [
    primary,
    ...new Set(options.networks.map((n) => n.chainNamespace).filter((ns) => ns !== primary)),
  ]
  const proposal = walletConnectNamespaces(options.networks)
  const canSignIn = walletConnectCanSignIn(options.networks)
  const pairing = signal<WalletConnectPairing>(idlePairing)
  const uriListeners = new Set<(uri: string) => void>()
  const news = new Map<Namespace, (news: SessionNews) => void>()
  /** The namespaces connected through the session; the last to disconnect ends it. */
  const connected = new Set<Namespace>()
  let loaded: Provider | undefined
  let loading: Promise<Provider> | undefined

  const uriShown = Effect.callback<void>((resume) => {
    if (pairing.value.uri) return resume(Effect.void)
    const done = () => resume(Effect.void)
    uriListeners.add(done)
    return Effect.sync(() => uriListeners.delete(done))
  })
  const watchdog = makePairingWatchdog({
    pairing,
    uriShown,
    relayUrl: options.relayUrl,
    pairingTimeout: options.pairingTimeout ?? Duration.millis(WALLETCONNECT_PAIRING_TIMEOUT_MS),
    relayTimeout: options.relayTimeout ?? Duration.millis(WALLETCONNECT_RELAY_TIMEOUT_MS),
    relayGrace: options.relayGracePeriod ?? Duration.millis(WALLETCONNECT_RELAY_GRACE_MS),
  })
  const tell = (update: SessionNews, only?: Namespace) => {
    for (const [ns, listener] of [...news]) if (!only || ns === only) listener(update)
  }

  const wire = (provider: Provider) => {
    provider.on('display_uri', (uri: string) => {
      pairing.value = { status: 'waiting', uri, error: undefined }
      for (const listener of [...uriListeners]) listener(uri)
    })
    provider.on(
      'session_event',
      ({ params }: { params: { chainId: string; event: { name: string; data: unknown } } }) => {
        const ns = namespaceOfCaip(params.chainId.split(':')[0] ?? '')
        if (!ns) return
        tell({ type: 'event', ...params.event, chain: params.chainId }, ns)
      },
    )
    provider.on('session_update', () => tell({ type: 'update' }))
    const ended = () => {
      connected.clear()
      pairing.value = idlePairing
      tell({ type: 'ended' })
    }
    provider.on('session_delete', ended)
    provider.client.on('session_expire', ({ topic }: { topic: string }) => {
      if (topic === provider.session?.topic || !provider.session) ended()
    })
  }

  const load = Effect.tryPromise({
    try: () => {
      if (loading) return loading
      loading = createUniversalProvider(options).then((provider) => {
        wire(provider)
        loaded = provider
        return provider
      })
      loading.catch(() => {
        loading = undefined
      })
      return loading
    },
    catch: toWalletConnectError,
  })

  /** Publishes the proposal (with the sign-in when asked) and waits for the wallet's answer. */
  const propose = (provider: Provider, network: Network, request: ConnectRequest | undefined) => {
    const signIn = canSignIn ? request?.signIn : undefined
    const chains = proposal.eip155?.chains ?? []
    const authentication = signIn && [
      {
        ...signIn,
        resources: signIn.resources ? [...signIn.resources] : undefined,
        // The chain connected on first: the wallet signs on the first chain it holds.
        chains: [network.caipNetworkId, ...chains.filter((c) => c !== network.caipNetworkId)],
        ttl: Duration.toSeconds(options.pairingTimeout ?? WALLETCONNECT_PAIRING_TIMEOUT_MS),
      },
    ]
    return Effect.raceFirst(
      Effect.tryPromise({
        try: () =>
          provider.connect({
            optionalNamespaces: proposal,
            ...(authentication ? { authentication } : {}),
          }),
        catch: toWalletConnectError,
      }),
      watchdog.watch(provider.client.core.relayer),
    )
  }

  const namespaceConnector = (namespace: Namespace): WalletConnectConnector => {
    const caipNamespace = CAIP_NAMESPACE[namespace]
    const listeners = new Set<(event: ConnectorEvent) => void>()
    const emit = (event: ConnectorEvent) => {
      for (const listener of [...listeners]) listener(event)
    }
    let activeChain: string | undefined

    const resultOf = (provider: Provider, preferred?: string): ConnectResult | undefined => {
      const session = provider.session
      const result = session ? sessionResult(session, caipNamespace, preferred) : undefined
      if (!result) return undefined
      activeChain = result.caipNetworkId
      connected.add(namespace)
      return result
    }

    news.set(namespace, (update) => {
      const session = loaded?.session
      if (update.type === 'ended') {
        activeChain = undefined
        return emit({ type: 'disconnect' })
      }
      if (!session || !connected.has(namespace)) return
      if (update.type === 'update' || update.name === 'accountsChanged') {
        const told = update.type === 'event' && Array.isArray(update.data) ? update.data : undefined
        const accounts = told
          ? told.map((a: string) => ({
              type: 'eoa' as const,
              address: a.includes(':') ? parseCaip10(a).address : a,
            }))
          : sessionAccounts(session, caipNamespace, activeChain)
        if (accounts.length > 0) return emit({ type: 'accountsChanged', accounts })
        connected.delete(namespace)
        return emit({ type: 'disconnect' })
      }
      if (update.name === 'chainChanged') {
        const caip = chainOf(caipNamespace, update.data)
        if (caip === activeChain) return
        activeChain = caip
        emit({ type: 'chainChanged', caipNetworkId: caip })
      }
    })

    const call = (provider: Provider, request: RpcRequest) =>
      Effect.tryPromise({
        try: () =>
          provider.request(
            request.params === undefined
              ? { method: request.method }
              : { method: request.method, params: request.params as object },
            activeChain,
          ),
        catch: toWalletConnectError,
      })

    return {
      id: options.id ?? 'walletConnect',
      name: options.name ?? 'WalletConnect',
      type: 'WALLET_CONNECT',
      namespace,
      icon: options.icon,
      rdns: undefined,
      canSignIn,
      pairing,
      get companions() {
        return namespaces.filter((ns) => ns !== namespace).map(connectorOf)
      },
      provider: () => loaded,
      onUri: (listener) => {
        uriListeners.add(listener)
        return () => uriListeners.delete(listener)
      },
      connect: (network, request) =>
        Effect.gen(function* () {
          pairing.value = { status: 'proposing', uri: undefined, error: undefined }
          watchdog.reset()
          const provider = yield* load
          const existing = resultOf(provider, network.caipNetworkId)
          if (existing) {
            pairing.value = connectedPairing
            return existing
          }
          const session = yield* propose(provider, network, request)
          const result = session ? resultOf(provider, network.caipNetworkId) : undefined
          if (!session || !result) {
            return yield* Effect.fail(
              walletError(
                'Unauthorized',
                new Error(`The wallet approved no ${caipNamespace} account`),
              ),
            )
          }
          if (activeChain) provider.setDefaultChain(activeChain)
          pairing.value = connectedPairing
          const signedIn = sessionSignIn(session, (payload, iss) =>
            provider.client.formatAuthMessage({ request: payload, iss }),
          )
          return signedIn ? { ...result, signedIn } : result
        }).pipe(
          Effect.tapError((error) =>
            Effect.sync(() => {
              pairing.value = { status: watchdog.endOf(error), uri: undefined, error }
              loaded?.cleanupPendingPairings({ deletePairings: true }).catch(() => undefined)
            }),
          ),
        ),
      restore: (network) =>
        Effect.gen(function* () {
          const provider = yield* load
          const session = provider.session
          if (!session || session.expiry * 1000 <= Date.now()) return undefined
          const result = resultOf(provider, network?.caipNetworkId)
          if (result) pairing.value = connectedPairing
          return result
        }),
      disconnect: () =>
        Effect.gen(function* () {
          activeChain = undefined
          connected.delete(namespace)
          // The session serves the namespaces still connected through it.
          if (connected.size > 0) return
          pairing.value = idlePairing
          if (!loaded?.session) return
          const provider = loaded
          yield* Effect.tryPromise({
            try: () => provider.disconnect(),
            catch: toWalletConnectError,
          }).pipe(Effect.ignore)
        }),
      switchNetwork: (network) =>
        Effect.gen(function* () {
          const provider = yield* load
          const session = provider.session
          if (!session) return yield* Effect.fail(walletError('Disconnected'))
          if (network.chainNamespace !== namespace)
            return yield* Effect.fail(walletError('ChainNotFound'))
          if (namespace === 'eip155') {
            yield* call(provider, {
              method: 'wallet_switchEthereumChain',
              params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
            })
            activeChain = network.caipNetworkId
            return
          }
          if (!sessionChains(session, caipNamespace).includes(network.caipNetworkId)) {
            return yield* Effect.fail(walletError('ChainNotFound'))
          }
          activeChain = network.caipNetworkId
          provider.setDefaultChain(network.caipNetworkId)
        }),
      request: (request) =>
        Effect.flatMap(load, (provider) =>
          provider.session
            ? Effect.raceFirst(
                call(provider, request),
                watchdog.relayGone(provider.client.core.relayer),
              )
            : Effect.fail(walletError('Disconnected')),
        ),
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      close: async () => {
        const provider = await loading?.catch(() => undefined)
        if (!provider) return
        provider.client.core.heartbeat.stop()
        await provider.client.core.relayer.transportClose().catch(() => undefined)
      },
    }
  }

  const made = new Map<Namespace, WalletConnectConnector>()
  const connectorOf = (namespace: Namespace): WalletConnectConnector => {
    const existing = made.get(namespace)
    if (existing) return existing
    const connector = namespaceConnector(namespace)
    made.set(namespace, connector)
    return connector
  }
  return connectorOf(primary)
}
