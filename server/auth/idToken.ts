import { createPublicKey, type JsonWebKey, verify } from 'node:crypto'

/** The claims of an ID token this service reads. */
export interface IdTokenClaims {
  readonly iss: string
  readonly sub: string
  readonly aud: string | readonly string[]
  readonly exp: number
  readonly nonce?: string
  readonly azp?: string
  readonly email?: string
  readonly name?: string
  readonly preferred_username?: string
}

/** Why an ID token was refused. */
export class IdTokenError extends Error {
  override readonly name = 'IdTokenError'
}

type Jwk = JsonWebKey & { readonly kid?: string; readonly use?: string; readonly alg?: string }

const SIGNATURES: Record<string, { hash: string; options?: Record<string, unknown> }> = {
  RS256: { hash: 'sha256' },
  RS384: { hash: 'sha384' },
  RS512: { hash: 'sha512' },
  PS256: { hash: 'sha256', options: { padding: 6, saltLength: 32 } },
  ES256: { hash: 'sha256', options: { dsaEncoding: 'ieee-p1363' } },
  ES384: { hash: 'sha384', options: { dsaEncoding: 'ieee-p1363' } },
  EdDSA: { hash: '' },
}

const decodePart = (part: string | undefined): Record<string, unknown> => {
  if (!part) throw new IdTokenError('Malformed ID token')
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown
    if (typeof value !== 'object' || value === null) throw new Error()
    return value as Record<string, unknown>
  } catch {
    throw new IdTokenError('Malformed ID token')
  }
}

/**
 * Verifies an OpenID Connect ID token (Core §3.1.3.7): the signature with a key of the issuer's
 * JWKS (asymmetric algorithms only; `none` and HMAC are refused), `iss` equal to the issuer,
 * `aud` holding the client id (and `azp` equal to it when there are several audiences), `exp`
 * in the future and `nonce` equal to the one the login was started with. Node's crypto only.
 *
 * @example
 * import { verifyIdToken } from './idToken.ts'
 * const claims = verifyIdToken(token, { jwks, issuer, clientId, nonce, now: Date.now() })
 */
export const verifyIdToken = (
  token: string,
  expected: {
    readonly jwks: { readonly keys: readonly Jwk[] }
    readonly issuer: string
    readonly clientId: string
    readonly nonce: string
    /** Milliseconds since the epoch. */
    readonly now: number
  },
): IdTokenClaims => {
  const parts = token.split('.')
  if (parts.length !== 3) throw new IdTokenError('Malformed ID token')
  const header = decodePart(parts[0])
  const alg = typeof header.alg === 'string' ? header.alg : ''
  const signature = Object.hasOwn(SIGNATURES, alg) ? SIGNATURES[alg] : undefined
  if (!signature) throw new IdTokenError(`ID token algorithm not accepted: ${alg || 'none'}`)
  const kid = typeof header.kid === 'string' ? header.kid : undefined
  const candidates = expected.jwks.keys.filter(
    (k) => (kid === undefined || k.kid === kid) && (k.use === undefined || k.use === 'sig'),
  )
  const data = Buffer.from(`${parts[0]}.${parts[1]}`, 'utf8')
  const sig = Buffer.from(parts[2] ?? '', 'base64url')
  const valid = candidates.some((jwk) => {
    try {
      const key = createPublicKey({ key: jwk, format: 'jwk' })
      return verify(signature.hash || null, data, { key, ...signature.options } as never, sig)
    } catch {
      return false
    }
  })
  if (!valid) throw new IdTokenError('ID token signature is not valid')
  const claims = decodePart(parts[1]) as unknown as IdTokenClaims
  if (claims.iss !== expected.issuer) throw new IdTokenError('ID token issuer does not match')
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : (claims.aud ?? [])
  if (!Array.isArray(audiences) || !audiences.includes(expected.clientId))
    throw new IdTokenError('ID token audience does not match')
  if (audiences.length > 1 && claims.azp !== expected.clientId)
    throw new IdTokenError('ID token audience does not match')
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= expected.now)
    throw new IdTokenError('ID token has expired')
  if (claims.nonce !== expected.nonce) throw new IdTokenError('ID token nonce does not match')
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw new IdTokenError('ID token has no subject')
  return claims
}
