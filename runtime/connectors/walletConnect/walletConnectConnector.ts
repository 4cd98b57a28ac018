import { type Signal, signal } from '@preact/signals-core'
import { Duration, Effect } from 'effect'
import {
  WALLETCONNECT_PAIRING_TIMEOUT_MS,
  WALLETCONNECT_RELAY_GRACE_MS,
  WALLETCONNECT_RELAY_TIMEOUT_MS,
} from '../../constants.ts'
import type { Namespace, Network } from '../../networks.ts'
import type { WcProposalNamespace } from './client/wcTypes.ts'
import type {
  SessionNews,
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectShared,
} from './walletConnectConnectorTypes.ts'
import { toWalletConnectError } from './walletConnectError.ts'
import { makeNamespaceConnector } from './walletConnectNamespaceConnector.ts'
import { walletConnectCanSignIn, walletConnectNamespaces } from './walletConnectNamespaces.ts'
import { idlePairing, type WalletConnectPairing } from './walletConnectPairing.ts'
import { createWalletConnectProvider, type Provider } from './walletConnectProvider.ts'
import { namespaceOfCaip } from './walletConnectSession.ts'
import { makePairingWatchdog, type PairingWatchdog } from './walletConnectWatchdog.ts'

export type {
  WalletConnectConnector,
  WalletConnectConnectorOptions,
} from './walletConnectConnectorTypes.ts'
export type { WalletConnectPairing } from './walletConnectPairing.ts'

/** The proposal's namespaces without `rpcMap` (kept here), and the CAIP-2 → RPC URL map. */
const splitProposal = (networks: readonly Network[]) => {
  const optionalNamespaces: Record<string, WcProposalNamespace> = {}
  const rpcMap: Record<string, string> = {}
  for (const [key, ns] of Object.entries(walletConnectNamespaces(networks))) {
    optionalNamespaces[key] = { chains: ns.chains, methods: ns.methods, events: ns.events }
    for (const [reference, url] of Object.entries(ns.rpcMap)) rpcMap[`${key}:${reference}`] = url
  }
  return { optionalNamespaces, rpcMap }
}

/** The pairing watchdog of a connector, waiting on the URI its listeners hear of. */
const watchdogOf = (
  options: WalletConnectConnectorOptions,
  pairing: Signal<WalletConnectPairing>,
  uriListeners: Set<(uri: string) => void>,
) =>
  makePairingWatchdog({
    pairing,
    uriShown: Effect.callback<void>((resume) => {
      if (pairing.value.uri) return resume(Effect.void)
      const done = () => resume(Effect.void)
      uriListeners.add(done)
      return Effect.sync(() => uriListeners.delete(done))
    }),
    relayUrl: options.relayUrl,
    pairingTimeout: options.pairingTimeout ?? Duration.millis(WALLETCONNECT_PAIRING_TIMEOUT_MS),
    relayTimeout: options.relayTimeout ?? Duration.millis(WALLETCONNECT_RELAY_TIMEOUT_MS),
    relayGrace: options.relayGracePeriod ?? Duration.millis(WALLETCONNECT_RELAY_GRACE_MS),
  })

/** Routes the client's news to the namespaces' connectors and the pairing state. */
const wire = (provider: Provider, shared: WalletConnectShared) => {
  const tell = (update: SessionNews, only?: Namespace) => {
    for (const [ns, listener] of [...shared.news]) if (!only || ns === only) listener(update)
  }
  provider.on('display_uri', (uri) => {
    shared.pairing.value = { status: 'waiting', uri, error: undefined }
    for (const listener of [...shared.uriListeners]) listener(uri)
  })
  provider.on('session_event', ({ chainId, event }) => {
    const ns = namespaceOfCaip(chainId.split(':')[0] ?? '')
    if (ns) tell({ type: 'event', ...event, chain: chainId }, ns)
  })
  provider.on('session_update', () => tell({ type: 'update' }))
  const ended = () => {
    shared.connected.clear()
    shared.pairing.value = idlePairing
    tell({ type: 'ended' })
  }
  provider.on('session_delete', ended)
  provider.on('session_expire', ended)
}

/** Publishes the proposal (with the sign-in when asked) and waits for the wallet's answer. */
const proposeWith =
  (
    options: WalletConnectConnectorOptions,
    optionalNamespaces: Record<string, WcProposalNamespace>,
    watchdog: PairingWatchdog,
  ): WalletConnectShared['propose'] =>
  (provider, network, request) => {
    const signIn = walletConnectCanSignIn(options.networks) ? request?.signIn : undefined
    const chains = optionalNamespaces.eip155?.chains ?? []
    const authentication = signIn && [
      {
        ...signIn,
        // The chain connected on first: the wallet signs on the first chain it holds.
        chains: [network.caipNetworkId, ...chains.filter((c) => c !== network.caipNetworkId)],
        ttl: Duration.toSeconds(options.pairingTimeout ?? WALLETCONNECT_PAIRING_TIMEOUT_MS),
      },
    ]
    return Effect.raceFirst(
      Effect.tryPromise({
        try: () =>
          provider.connect({ optionalNamespaces, ...(authentication ? { authentication } : {}) }),
        catch: toWalletConnectError,
      }),
      watchdog.watch(provider.relayer),
    )
  }

/**
 * A `Connector` per namespace over Latch's own WalletConnect v2 client (`client/`, loaded with
 * `import()` on the first `connect()` or `restore()`). The session proposal asks for every
 * network of the app in every namespace (`walletConnectNamespaces`); the connector returned
 * serves `namespace` and its `companions` the others, on the same session: once one connects,
 * the others restore from the session without a prompt. With `connect(network, { signIn })`
 * the proposal also carries the sign-in (one-click auth) and the wallet's CACAO comes back as
 * `signedIn`; only when every network is EVM (`canSignIn`). The pairing URI is published in
 * `pairing` and to `onUri` listeners as soon as the relay has the proposal; the pairing
 * watchdog (`walletConnectWatchdog.ts`) ends an attempt that expires, is rejected, or whose
 * relay stays unreachable. Session delete / expiry, `session_event` (accountsChanged,
 * chainChanged, routed by their chain's namespace) and `session_update` become
 * `ConnectorEvent`s. Nothing but the relay is contacted: no telemetry, no Verify, reads go to
 * the networks' own RPC URLs.
 */
export const makeWalletConnectConnector = (
  options: WalletConnectConnectorOptions,
): WalletConnectConnector => {
  const primary: Namespace = options.namespace ?? options.networks[0]?.chainNamespace ?? 'eip155'
  const { optionalNamespaces, rpcMap } = splitProposal(options.networks)
  const pairing = signal<WalletConnectPairing>(idlePairing)
  const uriListeners = new Set<(uri: string) => void>()
  const watchdog = watchdogOf(options, pairing, uriListeners)
  let loaded: Provider | undefined
  let loading: Promise<Provider> | undefined
  const made = new Map<Namespace, WalletConnectConnector>()
  const shared: WalletConnectShared = {
    options,
    namespaces: [
      primary,
      ...new Set(options.networks.map((n) => n.chainNamespace).filter((ns) => ns !== primary)),
    ],
    canSignIn: walletConnectCanSignIn(options.networks),
    pairing,
    uriListeners,
    news: new Map(),
    connected: new Set<Namespace>(),
    watchdog,
    loaded: () => loaded,
    loading: () => loading,
    // The client's timers run on the clock of the runtime that loads it first.
    load: Effect.flatMap(Effect.context<never>(), (context) =>
      Effect.tryPromise({
        try: () => {
          if (loading) return loading
          loading = createWalletConnectProvider(options, rpcMap, context).then((provider) => {
            wire(provider, shared)
            loaded = provider
            return provider
          })
          loading.catch(() => {
            loading = undefined
          })
          return loading
        },
        catch: toWalletConnectError,
      }),
    ),
    propose: proposeWith(options, optionalNamespaces, watchdog),
    connectorOf: (namespace) => {
      const connector = made.get(namespace) ?? makeNamespaceConnector(shared, namespace)
      made.set(namespace, connector)
      return connector
    },
  }
  return shared.connectorOf(primary)
}
