import { Effect } from 'effect'
import type { Connector, ConnectorEvent, ConnectResult } from '../../connectors/Connector.ts'
import { Background } from '../../services/Background.ts'
import type { Caches } from '../../services/Caches.ts'
import type { ChainRpc } from '../../services/ChainRpc.ts'
import { Config } from '../../services/Config.ts'
import { Connectors } from '../../services/Connectors.ts'
import type { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import type { Sessions } from '../../services/Sessions.ts'
import { Storage, StorageKeys } from '../../services/Storage.ts'
import { Store } from '../../state/Store.ts'
import { refreshBalance } from '../account/refreshBalance.ts'
import { refreshProfile } from '../account/refreshProfile.ts'
import { syncAccount } from '../account/syncAccount.ts'
import { decide } from '../kernel/router.ts'
import { isSupported, resolveNetwork } from '../networks/networks.ts'
import { requireSignIn } from '../siwx/signIn.ts'
import { forget } from './forget.ts'

/** What `establish` does besides recording the connection. */
export interface EstablishOptions {
  /**
   * Make the connection's namespace the active one (default): its network in state, the
   * balance, sign-in and UnsupportedChain rules. `false` records a connection granted along
   * with another (a WalletConnect session's other namespaces) and leaves the active one be.
   */
  readonly activate?: boolean | undefined
}

/**
 * Records a connection the wallet granted (a connect or a silent restore): state, storage
 * (status, namespaces, connector, recent wallets), the wallet's events, the balance, and the
 * UnsupportedChain view when the wallet sits on a network the app does not list.
 */
export const establish = (
  connector: Connector,
  result: ConnectResult,
  options?: EstablishOptions,
) =>
  Effect.gen(function* () {
    const activate = options?.activate ?? true
    const store = yield* Store
    const storage = yield* Storage
    const connectors = yield* Connectors
    const namespace = connector.namespace
    const network = yield* resolveNetwork(result.caipNetworkId, namespace)

    store.connections.value = {
      ...store.connections.value,
      [namespace]: {
        connectorId: connector.id,
        accounts: result.accounts,
        caipNetworkId: result.caipNetworkId,
        ...(result.smartAccount ? { smartAccount: result.smartAccount } : {}),
      },
    }
    if (activate) store.network.value = network
    yield* syncAccount('connected')

    yield* storage.set(StorageKeys.connectionStatus, 'connected')
    yield* storage.addConnectedNamespace(namespace)
    yield* storage.set(StorageKeys.connectorId(namespace), connector.id)
    if (activate) yield* storage.set(StorageKeys.activeNamespace, namespace)
    yield* storage.addRecentWallet({
      id: connector.id,
      name: connector.name,
      ...(connector.icon ? { icon: connector.icon } : {}),
    })
    yield* connectors.publish

    const context = yield* Effect.context<
      | Store
      | Storage
      | Config
      | Connectors
      | Logger
      | ChainRpc
      | Sessions
      | DataApi
      | Caches
      | Background
    >()
    const background = yield* Background
    yield* connectors.watch(namespace, connector, (event) => {
      Effect.runForkWith(context)(background.run(onWalletEvent(connector, event)))
    })
    if (activate) yield* afterNetworkChange()
    // After the sign-in and UnsupportedChain rules: a view either picked wins.
    if (activate) store.router.value = decide({ type: 'connected' }, store.router.value)
  })

/** What follows any change of the active network: the UnsupportedChain rule and the balance. */
export const afterNetworkChange = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const network = store.network.value
    const connected = store.connections.value[network.chainNamespace] !== undefined
    if (!isSupported(config.networks, network)) {
      // SPEC §2: unless network switching is disabled or unsupported chains are allowed.
      if (config.enableNetworkSwitch && !config.allowUnsupportedChain) {
        store.router.value = decide({ type: 'unsupportedChain' }, store.router.value)
        store.modal.value = { ...store.modal.value, open: true }
      }
      return
    }
    yield* Storage.use((s) =>
      s.set(StorageKeys.activeNetwork(network.chainNamespace), network.caipNetworkId),
    )
    if (!connected) return
    yield* requireSignIn()
    // Reads the visitor need not wait for: a slow Data API or RPC never holds up a connect.
    yield* Background.use((b) =>
      b.run(
        Effect.all([refreshBalance(), refreshProfile()], {
          concurrency: 'unbounded',
          discard: true,
        }),
      ),
    )
  })

/** SPEC §4 "wallet events … update state". */
const onWalletEvent = (connector: Connector, event: ConnectorEvent) =>
  Effect.gen(function* () {
    const store = yield* Store
    const namespace = connector.namespace
    const connection = store.connections.value[namespace]
    if (!connection || connection.connectorId !== connector.id) return
    switch (event.type) {
      case 'accountsChanged': {
        store.connections.value = {
          ...store.connections.value,
          [namespace]: {
            ...connection,
            accounts: event.accounts,
            ...(event.smartAccount ? { smartAccount: event.smartAccount } : {}),
          },
        }
        if (store.network.value.chainNamespace === namespace) {
          const before = store.account.value.caipAddress
          yield* syncAccount()
          // A session is the account's (SPEC §2): another account signs in for itself.
          if (store.account.value.caipAddress !== before) yield* requireSignIn()
          yield* refreshBalance()
        }
        return
      }
      case 'chainChanged': {
        store.connections.value = {
          ...store.connections.value,
          [namespace]: { ...connection, caipNetworkId: event.caipNetworkId },
        }
        if (store.network.value.chainNamespace === namespace) {
          const left = store.network.value.caipNetworkId
          store.network.value = yield* resolveNetwork(event.caipNetworkId, namespace)
          if (store.network.value.caipNetworkId !== left)
            store.router.value = decide({ type: 'networkChanged' }, store.router.value)
          yield* syncAccount()
          yield* afterNetworkChange()
        }
        return
      }
      case 'disconnect': {
        yield* forget(namespace)
        return
      }
    }
  }).pipe(
    Effect.catchCause((cause) => Logger.use((l) => l.error('wallet event failed', { cause }))),
  )
