import { type ReadonlySignal, signal } from '@preact/signals-core'
import type { UniversalProvider } from '@walletconnect/universal-provider'
import { Duration, Effect } from 'effect'
import { type WalletError, walletError } from '../errors/WalletError.ts'
import { CAIP_NAMESPACE, type Namespace, type Network } from '../networks.ts'
import type { ConnectionAccount } from '../state/types.ts'
import type { Connector, ConnectorEvent, ConnectResult, RpcRequest } from './Connector.ts'
import { toWalletConnectError } from './walletConnectError.ts'
import {
  makeWalletConnectMemoryStorage,
  type WalletConnectStorage,
} from './walletConnectMemoryStorage.ts'
import { walletConnectCanSignIn, walletConnectNamespaces } from './walletConnectNamespaces.ts'

type Provider = InstanceType<typeof UniversalProvider>
type Session = NonNullable<Provider['session']>

/**
 * Where a pairing stands, for the ConnectingWalletConnect views: `proposing` (publishing the
 * proposal, no URI yet), `waiting` (URI shown), `relayLost` (the relay socket dropped; the SDK
 * is reconnecting), then `connected`, or one of the ends the view offers a retry on:
 * `expired`, `rejected`, `failed`. The URI is cleared on every end, so no stale QR shows.
 */
export type WalletConnectPairingStatus =
  | 'idle'
  | 'proposing'
  | 'waiting'
  | 'relayLost'
  | 'connected'
  | 'expired'
  | 'rejected'
  | 'failed'

/** The pairing state the connector publishes (`data-latch-wc-uri` reads `uri`). */
export interface WalletConnectPairing {
  readonly status: WalletConnectPairingStatus
  readonly uri: string | undefined
  /** The failure of the last attempt, when it ended in `expired`, `rejected` or `failed`. */
  readonly error: WalletError | undefined
}

/** dApp metadata shown by the wallet. */
export interface WalletConnectMetadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
}

/** Options of {@link makeWalletConnectConnector}. */
export interface WalletConnectConnectorOptions {
  /** The app's `projectId`, passed to the relay. */
  readonly projectId: string
  /** The app's networks; the session proposal asks for all of them. */
  readonly networks: readonly Network[]
  readonly metadata?: WalletConnectMetadata | undefined
  /** Default `wss://relay.walletconnect.org`; the dev relay is `ws://127.0.0.1:<port>`. */
  readonly relayUrl?: string | undefined
  /** The namespace this connector serves; default: that of the first network. */
  readonly namespace?: Namespace | undefined
  /** Where the SDK keeps pairings and sessions; default: the SDK's browser store, memory in Node. */
  readonly storage?: WalletConnectStorage | undefined
  /** Prefix of the SDK's storage keys; default `latch`. */
  readonly storagePrefix?: string | undefined
  /** How long a pairing URI lives: sign-client's proposal TTL, 5 minutes. */
  readonly pairingTimeout?: Duration.Input | undefined
  /** How long the proposal may take to reach the relay before the attempt fails; default 15 s. */
  readonly relayTimeout?: Duration.Input | undefined
  /**
   * How long a dropped relay socket may stay down before a waiting pairing, or a request in
   * flight, fails with `ConnectionReset`; default 10 s.
   */
  readonly relayGracePeriod?: Duration.Input | undefined
  /** The SDK's log level; default `error`. */
  readonly logger?: string | undefined
  readonly id?: string | undefined
  readonly name?: string | undefined
  readonly icon?: string | undefined
}

/** The WalletConnect connector: a `Connector` plus the pairing state its views show. */
export interface WalletConnectConnector extends Connector {
  /** The pairing state; the URI is there as soon as the SDK has it. */
  readonly pairing: ReadonlySignal<WalletConnectPairing>
  /** Calls `listener` with each new pairing URI; returns the function that stops it. */
  onUri(listener: (uri: string) => void): () => void
  /** SPEC §5: sign-in through the universal provider only when all chains are EVM. */
  readonly canSignIn: boolean
  /** The universal provider, once loaded (for sign-in through it); `undefined` before. */
  readonly provider: () => Provider | undefined
  /** Closes the relay socket and stops the SDK's timers; the session stays stored. */
  close(): Promise<void>
}

const idle: WalletConnectPairing = { status: 'idle', uri: undefined, error: undefined }

/** CAIP-10 `ns:ref:address` → `{ chain: 'ns:ref', address }`. */
const parseAccount = (caip10: string) => {
  const parts = caip10.split(':')
  return { chain: `${parts[0]}:${parts[1]}`, address: parts.slice(2).join(':') }
}

/**
 * A `Connector` over `@walletconnect/universal-provider` 2.25, loaded with `import()` on the
 * first `connect()` or `restore()`. The session proposal asks for every network of the app
 * (`walletConnectNamespaces`); the pairing URI is published in `pairing` and to `onUri`
 * listeners as soon as the SDK emits `display_uri`. Session delete / expiry, `session_event`
 * (accountsChanged, chainChanged) and `session_update` become `ConnectorEvent`s. A pairing
 * that expires, is rejected, or whose relay stays unreachable ends in a `WalletError`
 * (`ConnectionReset`, `UserRejected`) and a `pairing` status the view can offer a retry on.
 * Nothing but the relay is contacted: telemetry is off, Verify is not asked, reads go to the
 * networks' own RPC URLs.
 *
 * @example
 * import { makeWalletConnectConnector } from './walletConnectConnector.ts'
 * import { mainnet } from '../networks.ts'
 *
 * const wc = makeWalletConnectConnector({ projectId: 'demo', networks: [mainnet] })
 * wc.onUri((uri) => console.log(uri))
 */
export const makeWalletConnectConnector = (
  options: WalletConnectConnectorOptions,
): WalletConnectConnector => {
  const namespace: Namespace = options.namespace ?? options.networks[0]?.chainNamespace ?? 'eip155'
  const caipNamespace = CAIP_NAMESPACE[namespace]
  const proposal = walletConnectNamespaces(options.networks)
  const pairingTimeout = options.pairingTimeout ?? Duration.minutes(5)
  const relayTimeout = options.relayTimeout ?? Duration.seconds(15)
  const relayGrace = options.relayGracePeriod ?? Duration.seconds(10)
  const pairing = signal<WalletConnectPairing>(idle)
  const uriListeners = new Set<(uri: string) => void>()
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  let loaded: Provider | undefined
  let loading: Promise<Provider> | undefined
  let activeChain: string | undefined
  /** Whether the current attempt ended by its URI expiring (vs. a relay failure). */
  let expired = false

  const accountsOf = (session: Session, chain?: string): ConnectionAccount[] => {
    const all = Object.entries(session.namespaces)
      .filter(([key]) => key === caipNamespace || key.startsWith(`${caipNamespace}:`))
      .flatMap(([, ns]) => ns.accounts.map(parseAccount))
    const onChain = chain ? all.filter((a) => a.chain === chain) : all
    return [...new Set((onChain.length > 0 ? onChain : all).map((a) => a.address))].map(
      (address) => ({ type: 'eoa', address }),
    )
  }
  const chainsOf = (session: Session) =>
    Object.entries(session.namespaces)
      .filter(([key]) => key === caipNamespace || key.startsWith(`${caipNamespace}:`))
      .flatMap(([, ns]) => ns.accounts.map((a) => parseAccount(a).chain))

  const resultOf = (session: Session, preferred?: string): ConnectResult | undefined => {
    const chains = chainsOf(session)
    const chain = preferred && chains.includes(preferred) ? preferred : chains[0]
    if (!chain) return undefined
    activeChain = chain
    return { accounts: accountsOf(session, chain), caipNetworkId: chain }
  }

  const wire = (provider: Provider) => {
    provider.on('display_uri', (uri: string) => {
      pairing.value = { status: 'waiting', uri, error: undefined }
      for (const listener of [...uriListeners]) listener(uri)
    })
    provider.on('accountsChanged', (accounts: string[]) => {
      if (!provider.session) return
      if (accounts.length === 0) return emit({ type: 'disconnect' })
      emit({
        type: 'accountsChanged',
        accounts: accounts.map((address) => ({ type: 'eoa', address })),
      })
    })
    provider.on('chainChanged', (chainId: string | number) => {
      const caip = String(chainId).includes(':') ? String(chainId) : `${caipNamespace}:${chainId}`
      if (!caip.startsWith(`${caipNamespace}:`) || caip === activeChain) return
      activeChain = caip
      emit({ type: 'chainChanged', caipNetworkId: caip })
    })
    provider.on('session_update', () => {
      const session = provider.session
      if (!session) return
      const accounts = accountsOf(session, activeChain)
      emit(accounts.length === 0 ? { type: 'disconnect' } : { type: 'accountsChanged', accounts })
    })
    const ended = () => {
      activeChain = undefined
      pairing.value = idle
      emit({ type: 'disconnect' })
    }
    provider.on('session_delete', ended)
    provider.client.on('session_expire', ({ topic }: { topic: string }) => {
      if (topic === provider.session?.topic || !provider.session) ended()
    })
  }

  const load = Effect.tryPromise({
    try: () => {
      if (loading) return loading
      loading = (async () => {
        const { UniversalProvider } = await import('@walletconnect/universal-provider')
        const storage =
          options.storage ??
          (typeof indexedDB === 'undefined' && typeof localStorage === 'undefined'
            ? makeWalletConnectMemoryStorage()
            : undefined)
        const provider = await UniversalProvider.init({
          projectId: options.projectId,
          relayUrl: options.relayUrl,
          metadata: options.metadata
            ? { ...options.metadata, icons: [...options.metadata.icons] }
            : undefined,
          customStoragePrefix: options.storagePrefix ?? 'latch',
          // No pulse.walletconnect.org events, no ping of RPC endpoints on creation.
          telemetryEnabled: false,
          disableProviderPing: true,
          logger: options.logger ?? 'error',
          ...(storage ? { storage: storage as never } : {}),
        })
        // 2.25 has no option for it: in a browser, register() loads an iframe from
        // verify.walletconnect.org for every proposal. Latch asks nothing but the relay.
        Object.assign(provider.client.core.verify, {
          register: async () => '',
          resolve: async () => undefined,
        })
        wire(provider)
        loaded = provider
        return provider
      })()
      loading.catch(() => {
        loading = undefined
      })
      return loading
    },
    catch: toWalletConnectError,
  })

  const relayDown = (provider: Provider) =>
    Effect.callback<void>((resume) => {
      const relayer = provider.client.core.relayer
      const onDown = () => resume(Effect.void)
      relayer.on('relayer_disconnect', onDown)
      return Effect.sync(() => relayer.off('relayer_disconnect', onDown))
    })

  /** Fails once the relay has been down for the grace period; never succeeds. */
  const watchRelay = (provider: Provider): Effect.Effect<never, WalletError> =>
    Effect.gen(function* () {
      while (true) {
        yield* relayDown(provider)
        pairing.value = { ...pairing.value, status: 'relayLost' }
        yield* Effect.sleep(relayGrace)
        if (!provider.client.core.relayer.connected) {
          return yield* Effect.fail(
            walletError(
              'ConnectionReset',
              new Error(`WalletConnect relay unreachable: ${options.relayUrl ?? 'default relay'}`),
            ),
          )
        }
        pairing.value = { ...pairing.value, status: 'waiting' }
      }
    })

  /**
   * Fails a request waiting on a relay that has been unreachable for the grace period (the
   * SDK would hold it for a minute, then fail with no cause); never succeeds. The session
   * stays: the next request goes out once the relay is back.
   */
  const relayGone = (provider: Provider): Effect.Effect<never, WalletError> =>
    Effect.gen(function* () {
      const relayer = provider.client.core.relayer
      while (true) {
        if (relayer.connected) yield* relayDown(provider)
        yield* Effect.sleep(relayGrace)
        if (!relayer.connected) {
          return yield* Effect.fail(
            walletError(
              'ConnectionReset',
              new Error(`WalletConnect relay unreachable: ${options.relayUrl ?? 'default relay'}`),
            ),
          )
        }
      }
    })

  const uriShown = Effect.callback<void>((resume) => {
    if (pairing.value.uri) return resume(Effect.void)
    const done = () => resume(Effect.void)
    uriListeners.add(done)
    return Effect.sync(() => uriListeners.delete(done))
  })

  /** Fails the attempt when the URI is slow to appear, the relay stays down, or it expires. */
  const watchdog = (provider: Provider): Effect.Effect<never, WalletError> =>
    Effect.gen(function* () {
      yield* Effect.timeoutOrElse(uriShown, {
        duration: relayTimeout,
        orElse: () =>
          Effect.fail(
            walletError(
              'ConnectionReset',
              new Error('WalletConnect relay did not take the proposal'),
            ),
          ),
      })
      return yield* Effect.raceFirst(
        watchRelay(provider),
        Effect.andThen(
          Effect.sleep(pairingTimeout),
          Effect.suspend(() => {
            expired = true
            return Effect.fail(
              walletError('ConnectionReset', new Error('WalletConnect pairing expired')),
            )
          }),
        ),
      )
    })

  const endOf = (error: WalletError): WalletConnectPairingStatus =>
    error.reason === 'UserRejected' ? 'rejected' : expired ? 'expired' : 'failed'

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

  const connector: WalletConnectConnector = {
    id: options.id ?? 'walletConnect',
    name: options.name ?? 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespace,
    icon: options.icon,
    rdns: undefined,
    canSignIn: walletConnectCanSignIn(options.networks),
    pairing,
    provider: () => loaded,
    onUri: (listener) => {
      uriListeners.add(listener)
      return () => uriListeners.delete(listener)
    },
    connect: (network) =>
      Effect.gen(function* () {
        pairing.value = { status: 'proposing', uri: undefined, error: undefined }
        expired = false
        const provider = yield* load
        const existing = provider.session
          ? resultOf(provider.session, network.caipNetworkId)
          : undefined
        if (existing) {
          pairing.value = { status: 'connected', uri: undefined, error: undefined }
          return existing
        }
        const session = yield* Effect.raceFirst(
          Effect.tryPromise({
            try: () => provider.connect({ optionalNamespaces: proposal }),
            catch: toWalletConnectError,
          }),
          watchdog(provider),
        )
        const result = session ? resultOf(session, network.caipNetworkId) : undefined
        if (!result) {
          return yield* Effect.fail(
            walletError(
              'Unauthorized',
              new Error(`The wallet approved no ${caipNamespace} account`),
            ),
          )
        }
        if (activeChain) provider.setDefaultChain(activeChain)
        pairing.value = { status: 'connected', uri: undefined, error: undefined }
        return result
      }).pipe(
        Effect.tapError((error) =>
          Effect.sync(() => {
            pairing.value = { status: endOf(error), uri: undefined, error }
            loaded?.cleanupPendingPairings({ deletePairings: true }).catch(() => undefined)
          }),
        ),
      ),
    restore: () =>
      Effect.gen(function* () {
        const provider = yield* load
        const session = provider.session
        if (!session || session.expiry * 1000 <= Date.now()) return undefined
        const result = resultOf(session)
        if (result) pairing.value = { status: 'connected', uri: undefined, error: undefined }
        return result
      }),
    disconnect: () =>
      Effect.gen(function* () {
        activeChain = undefined
        pairing.value = idle
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
          return
        }
        if (!chainsOf(session).includes(network.caipNetworkId)) {
          return yield* Effect.fail(walletError('ChainNotFound'))
        }
        provider.setDefaultChain(network.caipNetworkId)
      }),
    request: (request) =>
      Effect.flatMap(load, (provider) =>
        provider.session
          ? Effect.raceFirst(call(provider, request), relayGone(provider))
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
  return connector
}
