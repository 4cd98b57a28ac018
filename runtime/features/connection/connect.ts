import { Effect } from 'effect'
import type { Connector } from '../../connectors/Connector.ts'
import type { DataApiError } from '../../errors/DataApiError.ts'
import { NetworkError } from '../../errors/NetworkError.ts'
import type { WalletError } from '../../errors/WalletError.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { Connectors } from '../../services/Connectors.ts'
import { Logger } from '../../services/Logger.ts'
import { Storage, StorageKeys } from '../../services/Storage.ts'
import { Store } from '../../state/Store.ts'
import type { Namespace } from '../../state/types.ts'
import { syncAccount } from '../account/syncAccount.ts'
import { networkForNamespace } from '../networks/networks.ts'
import { keepSignedIn, proposalSignIn } from '../siwx/connectSignIn.ts'
import { establish } from './establish.ts'

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
    // Without a namespace, a connector serving several (WalletConnect) connects the active one.
    const connector = yield* options?.namespace
      ? connectors.get(connectorId, options.namespace)
      : connectors
          .get(connectorId, store.network.value.chainNamespace)
          .pipe(Effect.catch(() => connectors.get(connectorId)))
    const namespace = connector.namespace
    const network = yield* networkForNamespace(namespace)
    if (!network) return yield* Effect.fail(NetworkError.of('NetworkNotFound'))

    if (store.network.value.chainNamespace !== namespace) store.network.value = network
    yield* syncAccount('connecting')
    yield* storage.set(StorageKeys.connectionStatus, 'connecting')
    // viem's client loads while the wallet answers: the first balance read needs it.
    void ChainRpc.preload()

    const signIn = yield* proposalSignIn(connector)
    const { used, result } = yield* connector
      .connect(network, signIn ? { signIn } : undefined)
      .pipe(
        Effect.map((result) => ({ used: connector, result })),
        // A session that granted nothing here but accounts in another namespace connects there.
        Effect.catchIf(
          (error) => error.reason === 'Unauthorized' && (connector.companions?.length ?? 0) > 0,
          (error) => grantedElsewhere(connector, error),
        ),
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
    if (result.signedIn) yield* keepSignedIn(result.signedIn)
    yield* establish(used, result)
    yield* connectCompanions(used)
    return result
  })

/** The errors {@link connect} fails with. */
export type ConnectErrorType = WalletError | NetworkError | DataApiError
/** The first of `connector`'s companions the session granted accounts to; else `error`. */
const grantedElsewhere = (connector: Connector, error: WalletError) =>
  Effect.gen(function* () {
    for (const companion of connector.companions ?? []) {
      const network = yield* networkForNamespace(companion.namespace)
      const result = yield* companion
        .restore(network)
        .pipe(Effect.catch(() => Effect.succeed(undefined)))
      if (result) return { used: companion, result }
    }
    return yield* Effect.fail(error)
  })

/**
 * Records the connections the same wallet session granted in the app's other namespaces (a
 * WalletConnect session proposed for all of them), without a prompt and leaving the active
 * namespace as it is. A namespace already connected through another wallet keeps it.
 */
const connectCompanions = (connector: Connector) =>
  Effect.gen(function* () {
    const store = yield* Store
    for (const companion of connector.companions ?? []) {
      if (store.connections.value[companion.namespace]) continue
      yield* Effect.gen(function* () {
        const network = yield* networkForNamespace(companion.namespace)
        const result = yield* companion.restore(network)
        if (result) yield* establish(companion, result, { activate: false })
      }).pipe(
        Effect.catchCause((cause) =>
          Logger.use((l) =>
            l.warn('could not connect the session in another namespace', {
              namespace: companion.namespace,
              cause,
            }),
          ),
        ),
      )
    }
  })
