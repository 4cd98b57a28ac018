import { Effect, Option } from 'effect'
import { AUTH_CONNECTOR_ID } from '../../connectors/embedded/authConnector.ts'
import { NetworkError } from '../../errors/NetworkError.ts'
import type { WalletError } from '../../errors/WalletError.ts'
import type { Network } from '../../networks.ts'
import { Config } from '../../services/Config.ts'
import { Connectors } from '../../services/Connectors.ts'
import { Storage, StorageKeys } from '../../services/Storage.ts'
import { Store } from '../../state/Store.ts'
import { syncAccount } from '../account/syncAccount.ts'
import { afterNetworkChange, establish } from '../connection/establish.ts'
import { decide } from '../kernel/router.ts'

/**
 * Makes `network` active (SPEC §2, §4). When its namespace has a connection the wallet is
 * asked first (wallet_switchEthereumChain, then wallet_addEthereumChain on 4902); a refusal
 * leaves everything as it was. A network the app does not list is 'Unsupported chain'.
 * Leaving the UnsupportedChain view this way closes the modal.
 */
export const switchNetwork = (network: Network) =>
  Effect.gen(function* () {
    const config = yield* Config
    const store = yield* Store
    const storage = yield* Storage
    const connectors = yield* Connectors
    const target = config.networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (!target) return yield* Effect.fail(NetworkError.of('UnsupportedChain'))

    const namespace = target.chainNamespace
    const connection = store.connections.value[namespace]
    if (connection) {
      const connector = yield* connectors.get(connection.connectorId, namespace)
      const accounts = yield* connector.switchNetwork(target)
      store.connections.value = {
        ...store.connections.value,
        [namespace]: {
          ...connection,
          caipNetworkId: target.caipNetworkId,
          // A wallet with an account per network (Bitcoin) moves to that network's account.
          ...(accounts && accounts.length > 0 ? { accounts } : {}),
        },
      }
    }
    // Logged in by e-mail in another namespace: the embedded wallet has an account here too
    // (the frame derives its Solana key), so the switch connects it.
    const embedded =
      !connection &&
      Object.values(store.connections.value).some((c) => c?.connectorId === AUTH_CONNECTOR_ID)
    const auth = embedded
      ? yield* connectors.get(AUTH_CONNECTOR_ID, namespace).pipe(Effect.option)
      : Option.none()
    if (Option.isSome(auth)) yield* establish(auth.value, yield* auth.value.connect(target))
    const left = store.network.value.caipNetworkId
    store.network.value = target
    if (target.caipNetworkId !== left)
      store.router.value = decide({ type: 'networkChanged' }, store.router.value)
    yield* storage.set(StorageKeys.activeNamespace, namespace)
    yield* syncAccount()
    if (store.router.value.view === 'UnsupportedChain') {
      const connected = connection !== undefined || Option.isSome(auth)
      store.router.value = decide({ type: 'networkSwitched', connected }, store.router.value)
      store.modal.value = { ...store.modal.value, open: false }
    }
    // SPEC §2 rule 1 from the Networks view (DECISIONS): a namespace with no connection shows
    // Connect, with that namespace active, so the visitor connects a wallet there.
    if (store.modal.value.open && !store.connections.value[namespace])
      store.router.value = decide({ type: 'networkPicked' }, store.router.value)
    yield* afterNetworkChange()
  })

/** The errors {@link switchNetwork} fails with. */
export type SwitchNetworkErrorType = WalletError | NetworkError
