import { Effect } from 'effect'
import { walletError } from '../../errors/WalletError.ts'
import type { Namespace } from '../../networks.ts'
import type { ConnectorEvent } from '../Connector.ts'
import type { WalletConnectConnector, WalletConnectShared } from './walletConnectConnectorTypes.ts'
import {
  call,
  connectNamespace,
  disconnectNamespace,
  namespaceState,
  onNews,
  restoreNamespace,
  switchNamespace,
} from './walletConnectNamespaceState.ts'

/** The connector of one namespace over the shared WalletConnect session. */
export const makeNamespaceConnector = (
  shared: WalletConnectShared,
  namespace: Namespace,
): WalletConnectConnector => {
  const { options, pairing, watchdog } = shared
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const state = namespaceState(shared, namespace, (event) => {
    for (const listener of [...listeners]) listener(event)
  })
  shared.news.set(namespace, (update) => onNews(state, update))
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
    connect: (network, request) => connectNamespace(state, network, request),
    restore: (network) => restoreNamespace(state, network),
    disconnect: () => disconnectNamespace(state),
    switchNetwork: (network) => switchNamespace(state, network),
    request: (request) =>
      Effect.flatMap(shared.load, (provider) =>
        provider.session
          ? Effect.raceFirst(call(state, provider, request), watchdog.relayGone(provider.relayer))
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
