import { ed25519 } from '@noble/curves/ed25519'
import { randomBytes } from '@noble/hashes/utils'
import {
  base58ToBytes,
  base64ToBytes,
  bytesToBase58,
  bytesToBase64Url,
  bytesToUtf8,
  concatBytes,
  utf8ToBytes,
} from './wcBytes.ts'

/** Multicodec prefix of an ed25519 public key (0xed 0x01). */
const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01)

/** The claims of the relay's auth JWT, as `@walletconnect/relay-auth` signs them. */
export interface RelayJwtPayload {
  readonly iss: string
  readonly sub: string
  readonly aud: string
  readonly iat: number
  readonly exp: number
}

/** `did:key:z…` of an ed25519 public key: the client's id on the relay. */
export const encodeIss = (publicKey: Uint8Array): string =>
  `did:key:z${bytesToBase58(concatBytes(ED25519_MULTICODEC, publicKey))}`

/** The ed25519 public key of a `did:key` issuer; throws on anything else. */
export const decodeIss = (iss: string): Uint8Array => {
  const [did, method, key] = iss.split(':')
  if (did !== 'did' || method !== 'key' || !key?.startsWith('z')) {
    throw new Error('Issuer must be an ed25519 did:key')
  }
  const bytes = base58ToBytes(key.slice(1))
  if (bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) {
    throw new Error('Issuer must be an ed25519 did:key')
  }
  return bytes.slice(2)
}

const encodeJson = (value: unknown) => bytesToBase64Url(utf8ToBytes(JSON.stringify(value)))

/** A new 32-byte ed25519 seed: the client's relay identity, kept with the session. */
export const newRelaySeed = (): Uint8Array => randomBytes(32)

/**
 * The relay auth JWT (`alg: EdDSA`): `iss` the seed's did:key, `sub` a random id, `aud` the
 * relay URL, valid `ttlSeconds` from `nowSeconds`.
 */
export const signRelayJwt = (params: {
  readonly seed: Uint8Array
  readonly aud: string
  readonly ttlSeconds: number
  readonly nowSeconds: number
  readonly sub?: string
}): string => {
  const header = { alg: 'EdDSA', typ: 'JWT' }
  const payload: RelayJwtPayload = {
    iss: encodeIss(ed25519.getPublicKey(params.seed)),
    sub: params.sub ?? [...randomBytes(32)].map((b) => b.toString(16).padStart(2, '0')).join(''),
    aud: params.aud,
    iat: params.nowSeconds,
    exp: params.nowSeconds + params.ttlSeconds,
  }
  const data = `${encodeJson(header)}.${encodeJson(payload)}`
  const signature = ed25519.sign(utf8ToBytes(data), params.seed)
  return `${data}.${bytesToBase64Url(signature)}`
}

/**
 * The claims of a relay JWT whose EdDSA signature verifies against its `iss`; throws
 * otherwise (the relay's check; `aud` and `exp` are for the caller to compare).
 */
export const verifyRelayJwt = (jwt: string): RelayJwtPayload => {
  const [header, payload, signature] = jwt.split('.')
  if (!header || !payload || !signature) throw new Error('Malformed JWT')
  const head = JSON.parse(bytesToUtf8(base64ToBytes(header))) as { alg?: unknown; typ?: unknown }
  if (head.alg !== 'EdDSA' || head.typ !== 'JWT') throw new Error('JWT must use EdDSA')
  const claims = JSON.parse(bytesToUtf8(base64ToBytes(payload))) as RelayJwtPayload
  const data = utf8ToBytes(`${header}.${payload}`)
  if (!ed25519.verify(base64ToBytes(signature), data, decodeIss(String(claims.iss)))) {
    throw new Error('JWT signature does not verify')
  }
  return claims
}
