import { Effect } from 'effect'
import { AUTH_CONNECTOR_ID } from '../../connectors/embedded/authConnector.ts'
import { Connectors } from '../../services/Connectors.ts'
import { Storage, StorageKeys } from '../../services/Storage.ts'
import { Store } from '../../state/Store.ts'
import type { Namespace } from '../../state/types.ts'
import { syncAccount } from '../account/syncAccount.ts'
import { emptyEmailLogin } from '../email/emailState.ts'
import { decide } from '../kernel/router.ts'
import { resolveNetwork } from '../networks/networks.ts'

/** The views of an e-mail login under way (a wrong code leaves the login there, status error). */
const EMAIL_STEP_VIEWS: ReadonlySet<string> = new Set(['EmailVerifyOtp', 'EmailVerifyDevice'])

/**
 * Removes a namespace's connection locally (SPEC §4): the connection goes, current switches
 * to another remaining one or to disconnected, stored login flags, e-mail, last chain and
 * social username are cleared (once no namespace is left on the embedded wallet; with them the
 * e-mail login's state, unless the visitor is in the middle of one), and account data resets.
 */
export const forget = (namespace: Namespace) =>
  Effect.gen(function* () {
    const store = yield* Store
    const storage = yield* Storage
    const connectors = yield* Connectors
    yield* connectors.unwatch(namespace)
    const rest = { ...store.connections.value }
    delete rest[namespace]
    store.connections.value = rest
    yield* storage.removeConnectedNamespace(namespace)
    yield* storage.remove(StorageKeys.connectorId(namespace))
    // The login is the embedded wallet's: it stays while another namespace still uses it.
    if (!Object.values(rest).some((c) => c?.connectorId === AUTH_CONNECTOR_ID)) {
      yield* storage.clearLogin
      // SPEC §4: the e-mail goes too (Connect no longer offers it, nor an old step's words);
      // an e-mail login the visitor is in the middle of stays.
      const login = store.emailLogin.value.status
      const midway =
        login === 'sending' ||
        login === 'verifying' ||
        login === 'awaiting-otp' ||
        login === 'awaiting-device' ||
        EMAIL_STEP_VIEWS.has(store.router.value.view)
      if (!midway) store.emailLogin.value = emptyEmailLogin
    }

    const remaining = Object.keys(rest) as Namespace[]
    const next = remaining[0]
    if (store.network.value.chainNamespace === namespace && next !== undefined) {
      const connection = rest[next]
      if (connection) store.network.value = yield* resolveNetwork(connection.caipNetworkId, next)
      yield* storage.set(StorageKeys.activeNamespace, next)
    }
    yield* storage.set(
      StorageKeys.connectionStatus,
      remaining.length > 0 ? 'connected' : 'disconnected',
    )
    yield* syncAccount()
    if (remaining.length === 0)
      store.router.value = decide({ type: 'allForgotten' }, store.router.value)
  })
