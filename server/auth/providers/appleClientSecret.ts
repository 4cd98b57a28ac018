import { createPrivateKey, sign } from 'node:crypto'

/** How long an Apple client secret lives (Apple allows up to six months). */
const APPLE_CLIENT_SECRET_TTL_S = 300

/**
 * Sign in with Apple's client secret: a JWT signed ES256 with the app's private key (the
 * `.p8`, PKCS#8 PEM), header `kid` the key id, claims `iss` the team id, `sub` the Services
 * ID, `aud` Apple's issuer, `iat` and `exp` (APPLE_CLIENT_SECRET_TTL_S later). node:crypto.
 *
 * @example
 * import { appleClientSecret } from './appleClientSecret.ts'
 * const secret = appleClientSecret({ teamId, keyId, clientId, privateKey, audience, now })
 */
export const appleClientSecret = (input: {
  readonly teamId: string
  readonly keyId: string
  readonly clientId: string
  readonly privateKey: string
  /** Apple's issuer, `https://appleid.apple.com`. */
  readonly audience: string
  /** Milliseconds since the epoch. */
  readonly now: number
}): string => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const iat = Math.floor(input.now / 1000)
  const signed = `${part({ alg: 'ES256', kid: input.keyId, typ: 'JWT' })}.${part({
    iss: input.teamId,
    iat,
    exp: iat + APPLE_CLIENT_SECRET_TTL_S,
    aud: input.audience,
    sub: input.clientId,
  })}`
  const signature = sign('sha256', Buffer.from(signed), {
    key: createPrivateKey(input.privateKey),
    dsaEncoding: 'ieee-p1363',
  })
  return `${signed}.${signature.toString('base64url')}`
}
