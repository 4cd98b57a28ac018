import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

/** What the dev relay concludes of a connect request's auth JWT. */
export type RelayAuthCheck =
  | { readonly ok: true; readonly clientId: string }
  | { readonly ok: false; readonly reason: string }

/**
 * Checks the auth JWT of a connect request (`?auth=…`) as the real relay does, with
 * WalletConnect's own `@walletconnect/relay-auth` (not Latch's client code, so a JWT our client
 * gets wrong is refused here too): an EdDSA signature that verifies against its `iss` (an
 * ed25519 did:key), an `aud` naming this relay (its host as the client reached it, `host`), and
 * an `exp` still ahead of `nowSeconds`. The `iss` is the client's id across reconnects.
 */
export const checkRelayAuth = async (
  requestUrl: string | undefined,
  host: string | undefined,
  nowSeconds: number,
): Promise<RelayAuthCheck> => {
  const auth = new URL(requestUrl ?? '', 'ws://127.0.0.1').searchParams.get('auth')
  if (!auth) return { ok: false, reason: 'Missing auth' }
  try {
    if (!(await verifyJWT(auth))) return { ok: false, reason: 'JWT signature does not verify' }
    const claims = decodeJWT(auth).payload
    const aud = new URL(String(claims.aud))
    if (!/^wss?:$/.test(aud.protocol) || aud.host !== host) {
      return { ok: false, reason: `JWT aud ${claims.aud} is not this relay` }
    }
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) {
      return { ok: false, reason: 'JWT expired' }
    }
    return { ok: true, clientId: claims.iss }
  } catch (error) {
    return { ok: false, reason: (error as Error).message }
  }
}
