import { Duration, Effect } from 'effect'
import { DISCONNECT_WAIT_MS } from '../../constants.ts'
import { ConnectionError } from '../../errors/ConnectionError.ts'
import { Connectors } from '../../services/Connectors.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { Namespace } from '../../state/types.ts'
import { forget } from './forget.ts'

/**
 * Disconnects one namespace, or every connected one (SPEC §4). The wallet is told, but Latch
 * gives up waiting for it after DISCONNECT_WAIT_MS and forgets the connection locally either
 * way, so a hung or failing wallet never keeps the visitor connected. A failure of the local
 * part is 'Failed to disconnect'.
 */
export const disconnect = (namespace?: Namespace) =>
  Effect.gen(function* () {
    const store = yield* Store
    const connectors = yield* Connectors
    const targets = namespace ? [namespace] : (Object.keys(store.connections.value) as Namespace[])
    for (const ns of targets) {
      const connection = store.connections.value[ns]
      if (!connection) continue
      yield* connectors.get(connection.connectorId, ns).pipe(
        Effect.flatMap((c) => c.disconnect()),
        Effect.timeout(Duration.millis(DISCONNECT_WAIT_MS)),
        Effect.catchCause((cause) =>
          Logger.use((l) => l.warn('wallet disconnect did not complete', { namespace: ns, cause })),
        ),
      )
      yield* forget(ns).pipe(
        Effect.catchCause((cause) => Effect.fail(ConnectionError.of('FailedToDisconnect', cause))),
      )
    }
  })

/** The errors {@link disconnect} fails with. */
export type DisconnectErrorType = ConnectionError
