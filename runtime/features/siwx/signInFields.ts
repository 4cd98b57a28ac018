import { Clock, Effect } from 'effect'
import { SignInError } from '../../errors/SignInError.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { alertOnDataApiError } from '../kernel/notify.ts'
import type { SiwxSession } from './siwxState.ts'

// What a sign-in message is made of and where a signed one is kept on the server: shared by
// the sign view's sign-in (signIn.ts) and the one a WalletConnect connect carries (connectSignIn.ts).

/** viem's SIWE helpers and the message format, loaded when a sign-in needs them. */
export const siwe = () => Effect.promise(() => import('./siwxViem.ts'))

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
export const appFields = () =>
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
 * With a Data API, the session only counts once the server verified and stored it: the
 * signature (EOA, ERC-1271, ERC-6492), the nonce it issued (single use, expiring), the
 * domain and chain. The kept session carries the server's `pci`.
 */
export const storeOnServer = (session: SiwxSession) =>
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
