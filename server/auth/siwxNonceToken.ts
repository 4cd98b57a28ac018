import {
  createHmac,
  createSecretKey,
  type KeyObject,
  randomFillSync,
  timingSafeEqual,
} from 'node:crypto'

/** Random bytes in a nonce: 12 (96 bits). */
const RANDOM_BYTES = 12
/** The expiry, in milliseconds since the epoch, as a 6-byte big-endian number. */
const EXPIRY_BYTES = 6
/** The HMAC-SHA256 tag, truncated to 16 bytes (128 bits). */
const TAG_BYTES = 16
const PAYLOAD_BYTES = RANDOM_BYTES + EXPIRY_BYTES
/** A nonce is its payload and tag in lowercase hex: 68 characters, EIP-4361's alphanumeric. */
const nonceShape = new RegExp(`^[0-9a-f]{${2 * (PAYLOAD_BYTES + TAG_BYTES)}}$`)

/** Random bytes drawn 4 KiB at a time: one `getrandom` per 341 nonces, not one per nonce. */
const pool = Buffer.alloc(4096)
let used = pool.length

const randomInto = (target: Buffer) => {
  if (used + RANDOM_BYTES > pool.length) {
    randomFillSync(pool)
    used = 0
  }
  pool.copy(target, 0, used, used + RANDOM_BYTES)
  used += RANDOM_BYTES
}

/** Keys imported once (a `KeyObject` per key), not on every HMAC. */
const keyObjects = new WeakMap<Uint8Array, KeyObject>()

const keyObjectOf = (key: Uint8Array): KeyObject => {
  let kept = keyObjects.get(key)
  if (!kept) {
    kept = createSecretKey(key)
    keyObjects.set(key, kept)
  }
  return kept
}

const tagOf = (key: Uint8Array, projectId: string, payload: Uint8Array): Buffer =>
  createHmac('sha256', keyObjectOf(key))
    .update(projectId)
    .update('\0')
    .update(payload)
    .digest()
    .subarray(0, TAG_BYTES)

/**
 * The secret SIWX nonces are MACed with, derived from the master key (`LATCH_MASTER_KEY`), so
 * every server of a cluster that shares the master key reads the others' nonces.
 *
 * @example
 * import { siwxNonceKey } from './siwxNonceToken.ts'
 * const key = siwxNonceKey(new Uint8Array(32))
 */
export const siwxNonceKey = (master: Uint8Array): Uint8Array =>
  new Uint8Array(createHmac('sha256', master).update('latch siwx nonce key v1').digest())

/**
 * A stateless sign-in nonce for `projectId`: 96 random bits and its expiry time, with an HMAC
 * of both and the project under `key`, in lowercase hex. Nothing is stored when it is made.
 *
 * @example
 * import { mintSiwxNonce } from './siwxNonceToken.ts'
 * const nonce = mintSiwxNonce(new Uint8Array(32), 'demo', Date.now() + 600_000)
 */
export const mintSiwxNonce = (key: Uint8Array, projectId: string, expiresAtMs: number): string => {
  const payload = Buffer.alloc(PAYLOAD_BYTES)
  randomInto(payload)
  payload.writeUIntBE(expiresAtMs, RANDOM_BYTES, EXPIRY_BYTES)
  return payload.toString('hex') + tagOf(key, projectId, payload).toString('hex')
}

/**
 * The expiry (ms since the epoch) a nonce carries when `key` made it for `projectId`;
 * `undefined` for anything else (malformed, altered, forged, another project's).
 *
 * @example
 * import { mintSiwxNonce, readSiwxNonce } from './siwxNonceToken.ts'
 * const key = new Uint8Array(32)
 * const expiresAt = readSiwxNonce(key, 'demo', mintSiwxNonce(key, 'demo', 1_000))
 */
export const readSiwxNonce = (
  key: Uint8Array,
  projectId: string,
  nonce: string,
): number | undefined => {
  if (!nonceShape.test(nonce)) return undefined
  const bytes = Buffer.from(nonce, 'hex')
  const payload = bytes.subarray(0, PAYLOAD_BYTES)
  const tag = bytes.subarray(PAYLOAD_BYTES)
  if (!timingSafeEqual(tag, tagOf(key, projectId, payload))) return undefined
  return payload.readUIntBE(RANDOM_BYTES, EXPIRY_BYTES)
}
