import { Clock, Effect } from 'effect'
import type { Connector, SignedIn, SignInRequest } from '../../connectors/Connector.ts'
import { walletConnectCanSignIn } from '../../connectors/walletConnect/walletConnectNamespaces.ts'
import type { ConnectionError } from '../../errors/ConnectionError.ts'
import type { DataApiError } from '../../errors/DataApiError.ts'
import { RequestAbortedError } from '../../errors/RequestAbortedError.ts'
import {
  INITIALIZE_AUTH_FAILED,
  SIGNATURE_DECLINED,
  SignInError,
  SMART_ACCOUNT_UNSUPPORTED,
} from '../../errors/SignInError.ts'
import { type WalletError, walletError } from '../../errors/WalletError.ts'
import { Config } from '../../services/Config.ts'
import { Connectors } from '../../services/Connectors.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import { Sessions } from '../../services/Sessions.ts'
import { Store } from '../../state/Store.ts'
import type { Namespace } from '../../state/types.ts'
import { disconnect } from '../connection/disconnect.ts'
import { alertOnDataApiError, toast } from '../kernel/notify.ts'
import { decide } from '../kernel/router.ts'
import { type Attempt, endAttempt, runAttempt } from './signInAttempt.ts'
import { emptySiwx, type SiwxMessageData, type SiwxSession } from './siwxState.ts'

/** viem's SIWE helpers and the message format, loaded when a sign-in needs them. */
const siwe = () => Effect.promise(() => import('./siwxViem.ts'))

/**
 * A sign-in nonce: from the Data API when the app has one (single use, so a server can check
 * it), else made here.
 */
const nonceFor = (apiUrl: string | undefined) =>
  apiUrl
    ? DataApi.use((api) => api.getNonce()).pipe(
        Effect.tapError(alertOnDataApiError),
        Effect.map((r) => r.nonce),
      )
    : Effect.map(siwe(), (m) => m.generateSiweNonce())

/** The sign-in message fields the app fixes (SPEC §3): nonce, domain, URI, version, times, statement. */
const appFields = () =>
  Effect.gen(function* () {
    const config = yield* Config
    const uri = config.metadata?.url ?? globalThis.location?.origin ?? 'http://localhost'
    const now = yield* Clock.currentTimeMillis
    return {
      nonce: yield* nonceFor(config.apiUrl),
      domain: new URL(uri).host,
      uri,
      version: '1' as const,
      issuedAt: new Date(now).toISOString(),
      statement: config.metadata?.name ? `Sign in to ${config.metadata.name}` : undefined,
    }
  })

/**
 * The sign-in a WalletConnect connect carries in its session proposal (one-click auth), when
 * the app asks for sign-in and SPEC §5 allows it: "Sign-in through the universal provider
 * only when all chains are EVM". `undefined` otherwise: the SIWXSignMessage view signs after.
 */
export const proposalSignIn = (connector: Connector) =>
  Effect.gen(function* () {
    const config = yield* Config
    if (!config.siwx || connector.type !== 'WALLET_CONNECT') return undefined
    if (!walletConnectCanSignIn(config.networks)) return undefined
    const fields = yield* appFields()
    return {
      domain: fields.domain,
      uri: fields.uri,
      nonce: fields.nonce,
      statement: fields.statement,
    } satisfies SignInRequest
  })

/**
 * Keeps the sign-in a wallet gave with its connection (a WalletConnect CACAO), as `signIn`
 * keeps its own: read back from the EIP-4361 text the wallet signed, handed to the Data API
 * first when the app has one. A message that does not read, or a session the server refuses,
 * keeps nothing, so the SIWXSignMessage view opens as without it.
 */
export const keepSignedIn = (signedIn: SignedIn) =>
  Effect.gen(function* () {
    const config = yield* Config
    const sessions = yield* Sessions
    const read = (yield* siwe()).parseSiweMessage(signedIn.message)
    if (!read.address || !read.chainId || !read.nonce || !read.domain || !read.uri) return
    const data: SiwxMessageData = {
      chainId: `eip155:${read.chainId}`,
      accountAddress: read.address,
      nonce: read.nonce,
      domain: read.domain,
      uri: read.uri,
      version: '1',
      issuedAt: (read.issuedAt ?? new Date(0)).toISOString(),
      expirationTime: read.expirationTime?.toISOString(),
      notBefore: read.notBefore?.toISOString(),
      requestId: read.requestId,
      resources: read.resources,
      statement: read.statement,
    }
    const signed: SiwxSession = { data, ...signedIn }
    const session = config.apiUrl ? yield* storeOnServer(signed) : signed
    yield* sessions.add(`${data.chainId}:${data.accountAddress}`, session)
  }).pipe(
    Effect.catchCause((cause) =>
      Logger.use((l) => l.warn('the sign-in given with the connection was not kept', { cause })),
    ),
  )

/**
 * With a Data API, the session only counts once the server verified and stored it: the
 * signature (EOA, ERC-1271, ERC-6492), the nonce it issued (single use, expiring), the
 * domain and chain. The kept session carries the server's `pci`.
 */
const storeOnServer = (session: SiwxSession) =>
  DataApi.use((api) =>
    api.createSession({
      message: session.message,
      signature: session.signature,
      data: session.data,
    }),
  ).pipe(
    Effect.map(
      (stored): SiwxSession => ({ ...session, ...(stored.pci ? { pci: stored.pci } : {}) }),
    ),
    Effect.mapError(SignInError.of),
  )

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

/** The wallet method a sign-in on `namespace` signs with. */
const signMethod = (namespace: Namespace) =>
  namespace === 'eip155' ? 'personal_sign' : 'solana_signMessage'

const signWith = (connector: Connector, namespace: Namespace, message: string, address: string) =>
  namespace === 'eip155'
    ? Effect.flatMap(siwe(), (m) =>
        connector.request({ method: signMethod(namespace), params: [m.toHex(message), address] }),
      )
    : Effect.promise(() => import('@solana/kit')).pipe(
        Effect.flatMap((kit) =>
          connector.request({
            method: signMethod(namespace),
            params: {
              message: kit.getBase58Decoder().decode(new TextEncoder().encode(message)),
              pubkey: address,
            },
          }),
        ),
        Effect.map((out) => (out as { signature: string }).signature),
      )

/** The views a sign-in shows: its own, and the embedded wallet's approval it asks for. */
const signViews: ReadonlySet<string> = new Set(['SIWXSignMessage', 'ApproveTransaction'])

/** What the sign view shows of a failure, and whether SPEC §8 toasts it too. */
interface Shown {
  readonly text: string
  readonly toast: boolean
}

/**
 * One sign-in attempt. Its answers count only while it is the attempt under way and the
 * account it signs for is still the connected one: a later answer (after Cancel, a close, a
 * newer attempt, another account or a disconnect) stores nothing and moves no view; the
 * attempt fails with `abandoned`.
 */
const attemptSignIn = (attempt: Attempt, abandoned: RequestAbortedError) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const sessions = yield* Sessions
    const connectors = yield* Connectors
    const network = store.network.value
    const account = store.account.value
    const connection = store.connections.value[network.chainNamespace]
    // The attempt under way shows no older error, and none while it runs.
    store.siwx.value = { status: 'signing', message: undefined, error: undefined }

    const ours = () => attempt.current() && store.account.value.caipAddress === account.caipAddress
    const abandon: Effect.Effect<never, RequestAbortedError> = Effect.suspend(() => {
      if (attempt.current()) store.siwx.value = emptySiwx
      return Effect.fail(abandoned)
    })
    // SPEC §2 "failure reopens the sign view and shows an error" (with a connection to sign with).
    const fail = ({ text, toast: toasted }: Shown) =>
      Effect.gen(function* () {
        store.siwx.value = { status: 'error', message: store.siwx.value.message, error: text }
        if (!connection) return
        store.router.value = decide({ type: 'signInNeeded' }, store.router.value)
        store.modal.value = { ...store.modal.value, open: true }
        if (toasted) yield* toast(text)
      })
    /** A step that waits; its answer or failure counts only while the attempt is ours. */
    const wait = <A, E, R>(
      step: Effect.Effect<A, E, R>,
      shown: (error: E) => Shown,
    ): Effect.Effect<A, E | RequestAbortedError, R | Store> =>
      step.pipe(
        Effect.matchEffect({
          onSuccess: (value): Effect.Effect<A, RequestAbortedError> =>
            ours() ? Effect.succeed(value) : abandon,
          onFailure: (error): Effect.Effect<never, E | RequestAbortedError, Store> =>
            ours() ? Effect.andThen(fail(shown(error)), Effect.fail(error)) : abandon,
        }),
      )
    const itsOwn = (error: { readonly message: string }): Shown => ({
      text: error.message,
      toast: false,
    })

    if (!account.address || !account.caipAddress || !connection) {
      return yield* wait(Effect.fail(walletError('Disconnected')), itsOwn)
    }
    const connector = yield* wait(
      connectors.get(connection.connectorId, network.chainNamespace),
      itsOwn,
    )
    const data: SiwxMessageData = {
      ...(yield* wait(appFields(), itsOwn)),
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
    yield* sessions.add(account.caipAddress, session)
    store.siwx.value = emptySiwx
    // Only the sign view gives way to Account: not a view the visitor went to meanwhile.
    if (signViews.has(store.router.value.view)) {
      store.router.value = decide({ type: 'signedIn' }, store.router.value)
      store.modal.value = { ...store.modal.value, open: false }
    }
    return session
  }).pipe(
    // A failure Latch has no words for (a defect) still ends the attempt on the sign view.
    Effect.catchDefect((defect) =>
      Effect.gen(function* () {
        const store = yield* Store
        if (attempt.current() && store.siwx.value.status === 'signing')
          store.siwx.value = {
            ...store.siwx.value,
            status: 'error',
            error: walletError('Unknown').message,
          }
        return yield* Effect.die(defect)
      }),
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
