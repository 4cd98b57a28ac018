import { Clock, Effect } from 'effect'
import type { ConnectionError } from '../../errors/ConnectionError.ts'
import type { DataApiError } from '../../errors/DataApiError.ts'
import { RequestAbortedError } from '../../errors/RequestAbortedError.ts'
import {
  INITIALIZE_AUTH_FAILED,
  SIGNATURE_DECLINED,
  type SignInError,
  SMART_ACCOUNT_UNSUPPORTED,
} from '../../errors/SignInError.ts'
import { type WalletError, walletError } from '../../errors/WalletError.ts'
import { Config } from '../../services/Config.ts'
import { Connectors } from '../../services/Connectors.ts'
import { Logger } from '../../services/Logger.ts'
import { Sessions } from '../../services/Sessions.ts'
import type { WritableState } from '../../state/createState.ts'
import { Store } from '../../state/Store.ts'
import { disconnect } from '../connection/disconnect.ts'
import { toast } from '../kernel/notify.ts'
import { decide } from '../kernel/router.ts'
import { type Attempt, endAttempt, runAttempt } from './signInAttempt.ts'
import { appFields, siwe, storeOnServer } from './signInFields.ts'
import { signMethod, signWith } from './signWith.ts'
import { emptySiwx, type SiwxMessageData, type SiwxSession } from './siwxState.ts'

/** Whether the connected account of the active namespace holds a sign-in session. */
export const hasSession = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const sessions = yield* Sessions
    const now = yield* Clock.currentTimeMillis
    const caipAddress = store.account.value.caipAddress
    if (!caipAddress) return false
    const all = yield* sessions.get(caipAddress)
    return all.some((s) => !s.data.expirationTime || Date.parse(s.data.expirationTime) > now)
  })

/**
 * SPEC §2: "after connecting on a supported network, if no sessions exist the SIWXSignMessage
 * view opens". When the sessions cannot be read (a plugged-in Sessions store that breaks), the
 * visitor cannot sign in: the connection is dropped, Connect shows, and SPEC §8's toast 'A
 * problem occurred while trying initialize authentication' says why.
 */
export const requireSignIn = () =>
  Effect.gen(function* () {
    const config = yield* Config
    const store = yield* Store
    if (!config.siwx || store.account.value.status !== 'connected') return
    if (yield* hasSession()) return
    store.siwx.value = emptySiwx
    store.router.value = decide({ type: 'signInNeeded' }, store.router.value)
    store.modal.value = { ...store.modal.value, open: true }
  }).pipe(
    Effect.catchDefect((defect) =>
      Effect.gen(function* () {
        yield* Logger.use((l) => l.error('sign-in could not start', { defect }))
        yield* disconnect().pipe(Effect.ignore)
        yield* Store.use((store) =>
          Effect.sync(() => {
            store.router.value = decide({ type: 'signInDropped' }, store.router.value)
          }),
        )
        yield* toast(INITIALIZE_AUTH_FAILED)
      }),
    ),
  )

/** The views a sign-in shows: its own, and the embedded wallet's approval it asks for. */
const signViews: ReadonlySet<string> = new Set(['SIWXSignMessage', 'ApproveTransaction'])

/** What the sign view shows of a failure, and whether SPEC §8 toasts it too. */
interface Shown {
  readonly text: string
  readonly toast: boolean
}

/**
 * How one attempt waits (for the connector, the nonce, the wallet, the server): an answer
 * counts only while it is the attempt under way and `caipAddress` is still the connected
 * account. A later one (after Cancel, a close, a newer attempt, another account or a
 * disconnect) stores nothing and moves no view: the attempt fails with `abandoned`. A failure
 * shows on the sign view, SPEC §2 "failure reopens the sign view and shows an error" (only in
 * `state.siwx` when there is no connection to sign with).
 */
const waitsOf = (
  store: WritableState,
  attempt: Attempt,
  abandoned: RequestAbortedError,
  caipAddress: string | undefined,
  reopen: boolean,
) => {
  const ours = () => attempt.current() && store.account.value.caipAddress === caipAddress
  const abandon: Effect.Effect<never, RequestAbortedError> = Effect.suspend(() => {
    if (attempt.current()) store.siwx.value = emptySiwx
    return Effect.fail(abandoned)
  })
  const fail = ({ text, toast: toasted }: Shown) =>
    Effect.gen(function* () {
      store.siwx.value = { status: 'error', message: store.siwx.value.message, error: text }
      if (!reopen) return
      store.router.value = decide({ type: 'signInNeeded' }, store.router.value)
      store.modal.value = { ...store.modal.value, open: true }
      if (toasted) yield* toast(text)
    })
  return <A, E extends { readonly message: string }, R>(
    step: Effect.Effect<A, E, R>,
    shown = (error: E): Shown => ({ text: error.message, toast: false }),
  ): Effect.Effect<A, E | RequestAbortedError, R | Store> =>
    step.pipe(
      Effect.matchEffect({
        onSuccess: (value): Effect.Effect<A, RequestAbortedError> =>
          ours() ? Effect.succeed(value) : abandon,
        onFailure: (error): Effect.Effect<never, E | RequestAbortedError, Store> =>
          ours() ? Effect.andThen(fail(shown(error)), Effect.fail(error)) : abandon,
      }),
    )
}

/** One sign-in attempt (see {@link signIn}); `abandoned` is its failure once it is not ours. */
const attemptSignIn = (attempt: Attempt, abandoned: RequestAbortedError) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const network = store.network.value
    const account = store.account.value
    const connection = store.connections.value[network.chainNamespace]
    // The attempt under way shows no older error, and none while it runs.
    store.siwx.value = { status: 'signing', message: undefined, error: undefined }
    const wait = waitsOf(store, attempt, abandoned, account.caipAddress, connection !== undefined)
    if (!account.address || !account.caipAddress || !connection) {
      return yield* wait(Effect.fail(walletError('Disconnected')))
    }
    const connector = yield* wait(
      Connectors.use((c) => c.get(connection.connectorId, network.chainNamespace)),
    )
    const data: SiwxMessageData = {
      ...(yield* wait(appFields())),
      chainId: network.caipNetworkId,
      accountAddress: account.address,
    }
    const message = (yield* siwe()).formatSiwxMessage(data, network.chainNamespace)
    store.siwx.value = { status: 'signing', message, error: undefined }
    const signature = yield* wait(
      signWith(connector, network.chainNamespace, message, account.address),
      // SPEC §8: a smart account's failure gets the smart-account toast instead.
      () => ({
        text:
          connection.accounts[0]?.type === 'smartAccount'
            ? SMART_ACCOUNT_UNSUPPORTED
            : SIGNATURE_DECLINED,
        toast: true,
      }),
    )
    const signed: SiwxSession = { data, message, signature: String(signature) }
    const session = config.apiUrl
      ? yield* wait(storeOnServer(signed), (error) => ({ text: error.message, toast: true }))
      : signed
    yield* Sessions.use((s) => s.add(account.caipAddress as string, session))
    store.siwx.value = emptySiwx
    // Only the sign view gives way to Account: not a view the visitor went to meanwhile.
    if (signViews.has(store.router.value.view)) {
      store.router.value = decide({ type: 'signedIn' }, store.router.value)
      store.modal.value = { ...store.modal.value, open: false }
    }
    return session
  }).pipe(
    // A failure Latch has no words for (a defect) still ends the attempt on the sign view, with
    // SPEC §8's 'Something went wrong'.
    Effect.tapDefect(() =>
      Store.use((store) =>
        Effect.sync(() => {
          if (attempt.current() && store.siwx.value.status === 'signing')
            store.siwx.value = {
              ...store.siwx.value,
              status: 'error',
              error: walletError('Unknown').message,
            }
        }),
      ),
    ),
  )

/**
 * Signs in with the connected wallet (SIWX, SPEC §2 and §3): builds the message (EIP-4361 on
 * eip155, CAIP-122 elsewhere), asks the wallet to sign it, keeps the session and closes the
 * modal. On failure the sign view opens with the failure ('Signature declined' for the wallet's
 * refusal). With `apiUrl` the session is first handed to the Data API (`createSession`) and kept
 * only when the server accepted it; a refusal fails with {@link SignInError} and the view shows
 * its reason. {@link cancelSignIn}, closing the sign view or a newer `signIn` ends it: it fails
 * with 'Request was aborted' and whatever the wallet answers later changes nothing.
 */
export const signIn = () =>
  Store.use((store) => {
    const abandoned = RequestAbortedError.of(signMethod(store.network.value.chainNamespace))
    return runAttempt(store.siwx, abandoned, (attempt) => attemptSignIn(attempt, abandoned))
  })

/** The errors {@link signIn} fails with. */
export type SignInErrorType = WalletError | DataApiError | SignInError | RequestAbortedError

/** Ends the sign-in under way, if any (its late answer changes nothing), and clears the sign view. */
export const endSignIn = () =>
  Store.use((store) =>
    Effect.andThen(
      endAttempt(store.siwx),
      Effect.sync(() => {
        store.siwx.value = emptySiwx
      }),
    ),
  )

/**
 * SPEC §2: "Cancel on the sign view disconnects when sign-in is required, otherwise just
 * closes." It ends the sign-in under way first, so a wallet that answers later is not heard.
 */
export const cancelSignIn = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    yield* endSignIn()
    if (config.siwx?.required) {
      yield* disconnect()
      store.router.value = decide({ type: 'signInDropped' }, store.router.value)
      return
    }
    store.router.value = decide({ type: 'signInDropped' }, store.router.value)
    store.modal.value = { ...store.modal.value, open: false }
  })

/** The errors {@link cancelSignIn} fails with. */
export type CancelSignInErrorType = ConnectionError
