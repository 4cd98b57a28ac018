import { Clock, Effect } from 'effect'
import { walletError } from '../../errors/WalletError.ts'
import { CAIP_NAMESPACE, type Namespace, type Network } from '../../networks.ts'
import type { ConnectorEvent, ConnectRequest, ConnectResult, RpcRequest } from '../Connector.ts'
import type { WcSession } from './client/wcTypes.ts'
import type { SessionNews, WalletConnectShared } from './walletConnectConnectorTypes.ts'
import { toWalletConnectError } from './walletConnectError.ts'
import { connectedPairing, idlePairing } from './walletConnectPairing.ts'
import type { Provider } from './walletConnectProvider.ts'
import {
  chainOf,
  parseCaip10,
  sessionAccounts,
  sessionChains,
  sessionResult,
  sessionSignIn,
} from './walletConnectSession.ts'

/** One namespace's connector state over the shared session. */
export interface NamespaceState {
  readonly shared: WalletConnectShared
  readonly namespace: Namespace
  readonly caipNamespace: string
  readonly emit: (event: ConnectorEvent) => void
  /** The chain this namespace is on (CAIP-2); `undefined` when not connected. */
  activeChain: string | undefined
}

/** The session's result for the namespace; marks it connected on its chain. */
export const resultOf = (
  state: NamespaceState,
  provider: Provider,
  preferred?: string,
): ConnectResult | undefined => {
  const session = provider.session
  const result = session ? sessionResult(session, state.caipNamespace, preferred) : undefined
  if (!result) return undefined
  state.activeChain = result.caipNetworkId
  state.shared.connected.add(state.namespace)
  return result
}

/** The accounts a session news names for the namespace, or those of the session. */
const accountsOf = (update: SessionNews, session: WcSession, caip: string, chain?: string) => {
  const told = update.type === 'event' && Array.isArray(update.data) ? update.data : undefined
  return told
    ? told.map((a: string) => ({
        type: 'eoa' as const,
        address: a.includes(':') ? parseCaip10(a).address : a,
      }))
    : sessionAccounts(session, caip, chain)
}

/** Turns what the client said about the session into this namespace's connector events. */
export const onNews = (state: NamespaceState, update: SessionNews) => {
  const session = state.shared.loaded()?.session
  if (update.type === 'ended') {
    state.activeChain = undefined
    return state.emit({ type: 'disconnect' })
  }
  if (!session || !state.shared.connected.has(state.namespace)) return
  if (update.type === 'update' || update.name === 'accountsChanged') {
    const accounts = accountsOf(update, session, state.caipNamespace, state.activeChain)
    if (accounts.length > 0) return state.emit({ type: 'accountsChanged', accounts })
    state.shared.connected.delete(state.namespace)
    return state.emit({ type: 'disconnect' })
  }
  if (update.name === 'chainChanged') {
    const caip = chainOf(state.caipNamespace, update.data)
    if (caip === state.activeChain) return
    state.activeChain = caip
    state.emit({ type: 'chainChanged', caipNetworkId: caip })
  }
}

/** An app request through the client, on the namespace's chain. */
export const call = (state: NamespaceState, provider: Provider, request: RpcRequest) =>
  Effect.tryPromise({
    try: () =>
      provider.request(
        request.params === undefined
          ? { method: request.method }
          : { method: request.method, params: request.params },
        state.activeChain,
      ),
    catch: toWalletConnectError,
  })

/** `connect`: the session's accounts when there is one, else a proposal and its approval. */
export const connectNamespace = (
  state: NamespaceState,
  network: Network,
  request: ConnectRequest | undefined,
) => {
  const { shared } = state
  return Effect.gen(function* () {
    shared.pairing.value = { status: 'proposing', uri: undefined, error: undefined }
    shared.watchdog.reset()
    const provider = yield* shared.load
    const existing = resultOf(state, provider, network.caipNetworkId)
    if (existing) {
      shared.pairing.value = connectedPairing
      return existing
    }
    const session = yield* shared.propose(provider, network, request)
    const result = resultOf(state, provider, network.caipNetworkId)
    if (!result) {
      const why = new Error(`The wallet approved no ${state.caipNamespace} account`)
      return yield* Effect.fail(walletError('Unauthorized', why))
    }
    shared.pairing.value = connectedPairing
    const signedIn = sessionSignIn(session, provider.formatAuthMessage)
    return signedIn ? { ...result, signedIn } : result
  }).pipe(
    Effect.tapError((error) =>
      Effect.sync(() => {
        shared.pairing.value = { status: shared.watchdog.endOf(error), uri: undefined, error }
        shared.loaded()?.cleanupPendingPairings()
      }),
    ),
  )
}

/** `switchNetwork`: EVM through `wallet_switchEthereumChain`, others among the session's chains. */
export const switchNamespace = (state: NamespaceState, network: Network) =>
  Effect.gen(function* () {
    const provider = yield* state.shared.load
    const session = provider.session
    if (!session) return yield* Effect.fail(walletError('Disconnected'))
    if (network.chainNamespace !== state.namespace)
      return yield* Effect.fail(walletError('ChainNotFound'))
    if (state.namespace === 'eip155') {
      yield* call(state, provider, {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
      })
      state.activeChain = network.caipNetworkId
      return
    }
    if (!sessionChains(session, state.caipNamespace).includes(network.caipNetworkId)) {
      return yield* Effect.fail(walletError('ChainNotFound'))
    }
    state.activeChain = network.caipNetworkId
  })

/** `disconnect`: the session ends with the last namespace connected through it. */
export const disconnectNamespace = (state: NamespaceState) =>
  Effect.gen(function* () {
    const { shared } = state
    state.activeChain = undefined
    shared.connected.delete(state.namespace)
    if (shared.connected.size > 0) return
    shared.pairing.value = idlePairing
    const provider = shared.loaded()
    if (!provider?.session) return
    yield* Effect.tryPromise({
      try: () => provider.disconnect(),
      catch: toWalletConnectError,
    }).pipe(Effect.ignore)
  })

/** `restore`: the stored session's accounts, when it has not expired. */
export const restoreNamespace = (state: NamespaceState, network: Network | undefined) =>
  Effect.gen(function* () {
    const provider = yield* state.shared.load
    const session = provider.session
    const now = yield* Clock.currentTimeMillis
    if (!session || session.expiry * 1000 <= now) return undefined
    const result = resultOf(state, provider, network?.caipNetworkId)
    if (result) state.shared.pairing.value = connectedPairing
    return result
  })

/** The state of `namespace`'s connector. */
export const namespaceState = (
  shared: WalletConnectShared,
  namespace: Namespace,
  emit: (event: ConnectorEvent) => void,
): NamespaceState => ({
  shared,
  namespace,
  caipNamespace: CAIP_NAMESPACE[namespace],
  emit,
  activeChain: undefined,
})
