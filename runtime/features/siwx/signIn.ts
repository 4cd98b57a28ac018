import { Clock, Effect } from 'effect'
import type { Connector, SignedIn, SignInRequest } from '../../connectors/Connector.ts'
import { walletConnectCanSignIn } from '../../connectors/walletConnect/walletConnectNamespaces.ts'
import type { ConnectionError } from '../../errors/ConnectionError.ts'
import type { DataApiError } from '../../errors/DataApiError.ts'
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
import type { SiwxMessageData, SiwxSession } from './siwxState.ts'

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
    store.siwx.value = { status: 'idle', message: undefined, error: undefined }
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

const signWith = (connector: Connector, namespace: Namespace, message: string, address: string) =>
  namespace === 'eip155'
    ? Effect.flatMap(siwe(), (m) =>
        connector.request({ method: 'personal_sign', params: [m.toHex(message), address] }),
      )
    : Effect.promise(() => import('@solana/kit')).pipe(
        Effect.flatMap((kit) =>
          connector.request({
            method: 'solana_signMessage',
            params: {
              message: kit.getBase58Decoder().decode(new TextEncoder().encode(message)),
              pubkey: address,
            },
          }),
        ),
        Effect.map((out) => (out as { signature: string }).signature),
      )

/**
 * Signs in with the connected wallet (SIWX, SPEC §2 and §3): builds the message (EIP-4361 on
 * eip155, CAIP-122 elsewhere), asks the wallet to sign it, keeps the session and closes the
 * modal. On failure the sign view stays open with 'Signature declined'. With `apiUrl` the
 * session is first handed to the Data API (`createSession`) and kept only when the server
 * accepted it; a refusal fails with {@link SignInError} and the view shows its reason.
 */
export const signIn = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const sessions = yield* Sessions
    const connectors = yield* Connectors
    const network = store.network.value
    const account = store.account.value
    const connection = store.connections.value[network.chainNamespace]
    if (!account.address || !account.caipAddress || !connection) {
      return yield* Effect.fail(walletError('Disconnected'))
    }
    const connector = yield* connectors.get(connection.connectorId, network.chainNamespace)
    const data: SiwxMessageData = {
      ...(yield* appFields()),
      chainId: network.caipNetworkId,
      accountAddress: account.address,
    }
    const message = (yield* siwe()).formatSiwxMessage(data, network.chainNamespace)
    store.siwx.value = { status: 'signing', message, error: undefined }

    const signature = yield* signWith(
      connector,
      network.chainNamespace,
      message,
      account.address,
    ).pipe(
      Effect.tapError(() =>
        Effect.gen(function* () {
          // SPEC §8: a smart account's failure gets the smart-account toast instead.
          const text =
            connection.accounts[0]?.type === 'smartAccount'
              ? SMART_ACCOUNT_UNSUPPORTED
              : SIGNATURE_DECLINED
          store.siwx.value = { status: 'error', message, error: text }
          store.router.value = decide({ type: 'signInNeeded' }, store.router.value)
          store.modal.value = { ...store.modal.value, open: true }
          yield* toast(text)
        }),
      ),
    )
    const signed: SiwxSession = { data, message, signature: String(signature) }
    const session = config.apiUrl
      ? yield* storeOnServer(signed).pipe(
          Effect.tapError((error) =>
            Effect.gen(function* () {
              store.siwx.value = { status: 'error', message, error: error.message }
              store.router.value = decide({ type: 'signInNeeded' }, store.router.value)
              store.modal.value = { ...store.modal.value, open: true }
              yield* toast(error.message)
            }),
          ),
        )
      : signed
    yield* sessions.add(account.caipAddress, session)
    store.siwx.value = { status: 'idle', message: undefined, error: undefined }
    store.router.value = decide({ type: 'signedIn' }, store.router.value)
    store.modal.value = { ...store.modal.value, open: false }
    return session
  })

/** The errors {@link signIn} fails with. */
export type SignInErrorType = WalletError | DataApiError | SignInError
/** SPEC §2: "Cancel on the sign view disconnects when sign-in is required, otherwise just closes." */
export const cancelSignIn = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    store.siwx.value = { status: 'idle', message: undefined, error: undefined }
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
