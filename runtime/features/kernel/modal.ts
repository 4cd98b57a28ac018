import { Duration, Effect } from 'effect'
import { SHAKE_MS } from '../../constants.ts'
import { NETWORK_NOT_FOUND_ALERT } from '../../errors/NetworkError.ts'
import { Config } from '../../services/Config.ts'
import { Store } from '../../state/Store.ts'
import type { Namespace, ViewName } from '../../state/types.ts'
import { syncAccount } from '../account/syncAccount.ts'
import { afterNetworkChange } from '../connection/establish.ts'
import { networkForNamespace, resolveNetwork } from '../networks/networks.ts'
import { endSignIn, hasSession } from '../siwx/signIn.ts'
import { alert } from './notify.ts'
import { decide, decideClose, decideOpen } from './router.ts'

/** What `open()` takes (API.md). */
export interface OpenOptions {
  readonly view?: ViewName | undefined
  readonly namespace?: Namespace | undefined
}

/** Whether this looks like a phone: SPEC §2 rule 2 shows AllWallets there. */
const isMobile = () =>
  typeof globalThis.matchMedia === 'function' &&
  globalThis.matchMedia('(max-width: 430px), (pointer: coarse)').matches

/** Makes a namespace active: its connection's chain, else its last-used or first network. */
const activate = (namespace: Namespace) =>
  Effect.gen(function* () {
    const store = yield* Store
    const connection = store.connections.value[namespace]
    const network = connection
      ? yield* resolveNetwork(connection.caipNetworkId, namespace)
      : yield* networkForNamespace(namespace)
    if (!network) return
    store.network.value = network
    yield* syncAccount()
    if (connection) yield* afterNetworkChange()
  })

/**
 * Opens the modal by SPEC §2's opening rules. A namespace the app lists no network in has no
 * network to switch to: SPEC §8's 'Network Not Found' alert says so, and rule 1 treats it as not
 * given, so rules 2–4 apply to the active one (else the view would be picked for a namespace that
 * never became active).
 */
export const openModal = (options: OpenOptions = {}) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const listed = config.networks.some((n) => n.chainNamespace === options.namespace)
    if (options.namespace !== undefined && !listed) yield* alert(NETWORK_NOT_FOUND_ALERT)
    const decision = decideOpen({
      namespace: listed ? options.namespace : undefined,
      view: options.view,
      activeNamespace: store.network.value.chainNamespace,
      adapters: config.adapters,
      connectedNamespaces: Object.keys(store.connections.value) as Namespace[],
      isMobile: isMobile(),
    })
    if (decision.switchTo) yield* activate(decision.switchTo)
    store.router.value = decide({ type: 'opened', view: decision.view }, store.router.value)
    store.modal.value = { ...store.modal.value, open: true, loading: false }
  })

/**
 * Closes the modal by SPEC §2's closing rules; when closing is refused the modal shakes for
 * SHAKE_MS and stays. Closing the sign view ends the sign-in under way, as its Cancel does.
 * Returns whether it closed.
 */
export const closeModal = (options: { readonly embedded?: boolean } = {}) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const decision = decideClose({
      view: store.router.value.view,
      embedded: options.embedded ?? false,
      connected: store.account.value.status === 'connected',
      siwxRequired: config.siwx?.required ?? false,
      hasSession: yield* hasSession(),
    })
    if (!decision.closed) {
      store.modal.value = { ...store.modal.value, shake: true }
      yield* Effect.sleep(Duration.millis(SHAKE_MS)).pipe(
        Effect.andThen(
          Effect.sync(() => {
            store.modal.value = { ...store.modal.value, shake: false }
          }),
        ),
        Effect.forkDetach,
      )
      return false
    }
    if (store.router.value.view === 'SIWXSignMessage') yield* endSignIn()
    store.router.value = decide({ type: 'closed', view: decision.resetTo }, store.router.value)
    store.modal.value = { ...store.modal.value, open: options.embedded ?? false }
    return true
  })
