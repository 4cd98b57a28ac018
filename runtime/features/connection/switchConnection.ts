import { Effect } from 'effect'
import { ConnectionError } from '../../errors/ConnectionError.ts'
import type { DataApiError } from '../../errors/DataApiError.ts'
import type { NetworkError } from '../../errors/NetworkError.ts'
import type { WalletError } from '../../errors/WalletError.ts'
import { Connectors } from '../../services/Connectors.ts'
import { Store } from '../../state/Store.ts'
import { type ConnectOptions, connect } from './connect.ts'
import { establish } from './establish.ts'

/**
 * SPEC §4 "Switching a connection": an active or connected one reconnects its connector; a
 * disconnected one runs its login flow again (for wallets: connect); any other status
 * (connecting, reconnecting) is 'Invalid connection status'.
 */
export const switchConnection = (connectorId: string, options?: ConnectOptions) =>
  Effect.gen(function* () {
    const store = yield* Store
    const connectors = yield* Connectors
    const connector = yield* connectors.get(connectorId, options?.namespace)
    const connection = store.connections.value[connector.namespace]
    const active = store.network.value.chainNamespace === connector.namespace
    const status = active ? store.account.value.status : undefined
    if (status === 'connecting' || status === 'reconnecting') {
      return yield* Effect.fail(ConnectionError.of('InvalidConnectionStatus'))
    }
    if (connection?.connectorId === connectorId) {
      const result = yield* connector.restore()
      if (result) return yield* Effect.as(establish(connector, result), result)
    }
    return yield* connect(connectorId, { namespace: connector.namespace })
  })

/** The errors {@link switchConnection} fails with. */
export type SwitchConnectionErrorType = WalletError | NetworkError | DataApiError | ConnectionError
