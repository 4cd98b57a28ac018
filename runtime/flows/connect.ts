import { Effect } from 'effect'
import { NetworkError } from '../errors/NetworkError.ts'
import { Connectors } from '../services/Connectors.ts'
import { Storage, StorageKeys } from '../services/Storage.ts'
import { Store } from '../state/Store.ts'
import type { Namespace } from '../state/types.ts'
import { establish } from './establish.ts'
import { networkForNamespace } from './networks.ts'
import { syncAccount } from './syncAccount.ts'

/** What `connect` takes besides the connector id. */
export interface ConnectOptions {
  /** The namespace to connect, when the app has connectors of one id in several namespaces. */
  readonly namespace?: Namespace | undefined
}

/**
 * Connects through a connector (SPEC §4): status `connecting`, then `connected` on success;
 * on failure back to `connected` if the namespace still has a connection, else
 * `disconnected`, and the wallet's error is passed on.
 *
 * @example
 * import { Effect } from 'effect'
 * import { connect } from 'latch/effect'
 *
 * const program = connect('dev.latch.wallet')
 */
export const connect = (connectorId: string, options?: ConnectOptions) =>
  Effect.gen(function* () {
    const store = yield* Store
    const storage = yield* Storage
    const connectors = yield* Connectors
    const connector = yield* connectors.get(connectorId, options?.namespace)
    const namespace = connector.namespace
    const network = yield* networkForNamespace(namespace)
    if (!network) return yield* Effect.fail(NetworkError.of('NetworkNotFound'))

    if (store.network.value.chainNamespace !== namespace) store.network.value = network
    yield* syncAccount('connecting')
    yield* storage.set(StorageKeys.connectionStatus, 'connecting')

    const result = yield* connector.connect(network).pipe(
      Effect.tapError(() =>
        Effect.gen(function* () {
          const stillConnected = store.connections.value[namespace] !== undefined
          yield* syncAccount(stillConnected ? 'connected' : 'disconnected')
          yield* storage.set(
            StorageKeys.connectionStatus,
            Object.keys(store.connections.value).length > 0 ? 'connected' : 'disconnected',
          )
        }),
      ),
    )
    yield* establish(connector, result)
    return result
  })
