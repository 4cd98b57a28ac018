import type { Signal } from '@preact/signals-core'
import { Effect } from 'effect'
import { type WalletError, walletError } from '../../errors/WalletError.ts'
import { CAIP_NAMESPACE, type Namespace, type Network } from '../../networks.ts'
import type { ConnectorEvent, ConnectRequest, ConnectResult, RpcRequest } from '../Connector.ts'
import type { WcSession } from './client/wcTypes.ts'
import type {
  WalletConnectConnector,
  WalletConnectConnectorOptions,
} from './walletConnectConnectorTypes.ts'
import { toWalletConnectError } from './walletConnectError.ts'
import { connectedPairing, idlePairing, type WalletConnectPairing } from './walletConnectPairing.ts'
import type { Provider } from './walletConnectProvider.ts'
import {
  chainOf,
  parseCaip10,
  sessionAccounts,
  sessionChains,
  sessionResult,
  sessionSignIn,
} from './walletConnectSession.ts'
import type { PairingWatchdog } from './walletConnectWatchdog.ts'

/** What the client told one namespace's connector. */
export type SessionNews =
  | {
      readonly type: 'event'
      readonly name: string
      readonly data: unknown
      readonly chain: string
    }
  | { readonly type: 'update' }
  | { readonly type: 'ended' }

/** What the namespaces' connectors of one WalletConnect connector share. */
export interface WalletConnectShared {
  readonly options: WalletConnectConnectorOptions
  readonly namespaces: readonly Namespace[]
  readonly canSignIn: boolean
  readonly pairing: Signal<WalletConnectPairing>
  readonly uriListeners: Set<(uri: string) => void>
  readonly news: Map<Namespace, (news: SessionNews) => void>
  /** The namespaces connected through the session; the last to disconnect ends it. */
  readonly connected: Set<Namespace>
  readonly watchdog: PairingWatchdog
  readonly loaded: () => Provider | undefined
  readonly loading: () => Promise<Provider> | undefined
  readonly load: Effect.Effect<Provider, WalletError>
  readonly propose: (
    provider: Provider,
    network: Network,
    request: ConnectRequest | undefined,
  ) => Effect.Effect<WcSession, WalletError>
  readonly connectorOf: (namespace: Namespace) => WalletConnectConnector
}

/** The accounts a session news names for `caipNamespace`, or those of the session. */
const accountsOf = (update: SessionNews, session: WcSession, caip: string, chain?: string) => {
  const told = update.type === 'event' && Array.isArray(update.data) ? update.data : undefined
  return told
    ? told.map((a: string) => ({
        type: 'eoa' as const,
        address: a.includes(':') ? parseCaip10(a).address : a,
      }))
    : sessionAccounts(session, caip, chain)
}

/** The connector of one namespace over the shared WalletConnect session. */
export const makeNamespaceConnector = (
  shared: WalletConnectShared,
  namespace: Namespace,
): WalletConnectConnector => {
  const { options, pairing, watchdog, connected } = shared
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

  shared.news.set(namespace, (update) => {
    const session = shared.loaded()?.session
    if (update.type === 'ended') {
      activeChain = undefined
      return emit({ type: 'disconnect' })
    }
    if (!session || !connected.has(namespace)) return
    if (update.type === 'update' || update.name === 'accountsChanged') {
      const accounts = accountsOf(update, session, caipNamespace, activeChain)
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
            : { method: request.method, params: request.params },
          activeChain,
        ),
      catch: toWalletConnectError,
    })

  const connect = (network: Network, request: ConnectRequest | undefined) =>
    Effect.gen(function* () {
      pairing.value = { status: 'proposing', uri: undefined, error: undefined }
      watchdog.reset()
      const provider = yield* shared.load
      const existing = resultOf(provider, network.caipNetworkId)
      if (existing) {
        pairing.value = connectedPairing
        return existing
      }
      const session = yield* shared.propose(provider, network, request)
      const result = resultOf(provider, network.caipNetworkId)
      if (!result) {
        return yield* Effect.fail(
          walletError('Unauthorized', new Error(`The wallet approved no ${caipNamespace} account`)),
        )
      }
      pairing.value = connectedPairing
      const signedIn = sessionSignIn(session, provider.formatAuthMessage)
      return signedIn ? { ...result, signedIn } : result
    }).pipe(
      Effect.tapError((error) =>
        Effect.sync(() => {
          pairing.value = { status: watchdog.endOf(error), uri: undefined, error }
          shared.loaded()?.cleanupPendingPairings()
        }),
      ),
    )

  const switchNetwork = (network: Network) =>
    Effect.gen(function* () {
      const provider = yield* shared.load
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
    })

  const disconnect = () =>
    Effect.gen(function* () {
      activeChain = undefined
      connected.delete(namespace)
      // The session serves the namespaces still connected through it.
      if (connected.size > 0) return
      pairing.value = idlePairing
      const provider = shared.loaded()
      if (!provider?.session) return
      yield* Effect.tryPromise({
        try: () => provider.disconnect(),
        catch: toWalletConnectError,
      }).pipe(Effect.ignore)
    })

  return {
    id: options.id ?? 'walletConnect',
    name: options.name ?? 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespace,
    icon: options.icon,
    rdns: undefined,
    canSignIn: shared.canSignIn,
    pairing,
    get companions() {
      return shared.namespaces.filter((ns) => ns !== namespace).map(shared.connectorOf)
    },
    provider: shared.loaded,
    onUri: (listener) => {
      shared.uriListeners.add(listener)
      return () => shared.uriListeners.delete(listener)
    },
    connect,
    restore: (network) =>
      Effect.gen(function* () {
        const provider = yield* shared.load
        const session = provider.session
        if (!session || session.expiry * 1000 <= Date.now()) return undefined
        const result = resultOf(provider, network?.caipNetworkId)
        if (result) pairing.value = connectedPairing
        return result
      }),
    disconnect,
    switchNetwork,
    request: (request) =>
      Effect.flatMap(shared.load, (provider) =>
        provider.session
          ? Effect.raceFirst(call(provider, request), watchdog.relayGone(provider.relayer))
          : Effect.fail(walletError('Disconnected')),
      ),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: async () => {
      const provider = await shared.loading()?.catch(() => undefined)
      await provider?.close()
    },
  }
}
