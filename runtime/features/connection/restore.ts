import { Effect, Option } from 'effect'
import { Connectors } from '../../services/Connectors.ts'
import { Logger } from '../../services/Logger.ts'
import { Storage, StorageKeys } from '../../services/Storage.ts'
import { Store } from '../../state/Store.ts'
import { syncAccount } from '../account/syncAccount.ts'
import { networkForNamespace } from '../networks/networks.ts'
import { establish } from './establish.ts'
import { forget } from './forget.ts'

/**
 * After a reload, restores each stored connection without a prompt (status `reconnecting`)
 * when its wallet still authorises it; a wallet that no longer does, or that is gone, is
 * forgotten.
 */
export const restore = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const storage = yield* Storage
    const connectors = yield* Connectors
    const namespaces = yield* storage.connectedNamespaces
    if (namespaces.length === 0) return
    const active = Option.getOrElse(
      yield* storage.get(StorageKeys.activeNamespace),
      () => namespaces[0],
    )
    const ordered = [...namespaces].sort((a, b) => (a === active ? 1 : b === active ? -1 : 0))
    if (active) {
      const network = yield* networkForNamespace(active)
      if (network) store.network.value = network
    }
    yield* syncAccount('reconnecting')

    // The active namespace goes last, so its network is the one left in state.
    for (const namespace of ordered) {
      const restored = yield* Effect.gen(function* () {
        const id = yield* storage.get(StorageKeys.connectorId(namespace))
        if (Option.isNone(id)) return false
        const connector = yield* connectors.get(id.value, namespace)
        const result = yield* connector.restore(yield* networkForNamespace(namespace))
        if (!result) return false
        yield* establish(connector, result)
        return true
      }).pipe(
        Effect.catchCause((cause) =>
          Effect.as(
            Logger.use((l) => l.warn('could not restore connection', { namespace, cause })),
            false,
          ),
        ),
      )
      if (!restored) yield* forget(namespace)
    }
    yield* syncAccount()
  })
