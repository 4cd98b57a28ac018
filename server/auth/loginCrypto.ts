import { createPublicKey, verify } from 'node:crypto'
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'
import { z } from 'zod'

/**
 * HPKE (RFC 9180) base mode: DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-256-GCM, the suite
 * Turnkey seals its credential bundles with. The frame and the server use the same one.
 */
export const hpkeSuite = () =>
  new CipherSuite({
    kem: new DhkemP256HkdfSha256(),
    kdf: new HkdfSha256(),
    aead: new Aes256Gcm(),
  })

/** The `info` every wallet-key seal is bound to (both directions). */
export const WALLET_KEY_INFO = 'latch/wallet-key/v1'

/** A P-256 public key, uncompressed (65 bytes), base64url: 87 characters. */
const RawP256 = z.string().regex(/^[A-Za-z0-9_-]{87}$/)

/** The frame's ephemeral public keys of one login: `sig` (ECDSA P-256), `enc` (HPKE P-256). */
export const LoginKey = z.object({ sig: RawP256, enc: RawP256 }).strict()
export type LoginKey = z.infer<typeof LoginKey>

/** A P1363 ECDSA P-256 signature (64 bytes), base64url. */
export const Proof = z.string().regex(/^[A-Za-z0-9_-]{86}$/)

/** An HPKE seal: the encapsulated key and the ciphertext, base64url. */
export const Sealed = z
  .object({
    enc: RawP256,
    ct: z.string().regex(/^[A-Za-z0-9_-]{1,400}$/),
  })
  .strict()
export type Sealed = z.infer<typeof Sealed>

const b64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(new Uint8Array(bytes)).toString('base64url')
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'))
const utf8 = (text: string) => new TextEncoder().encode(text)

/** What the frame signs to prove it holds the login's key: the handle and the server's challenge. */
export const proofMessage = (handle: string, challenge: string) =>
  `latch-login/v1\n${handle}\n${challenge}`

const ecdsaKey = (raw: string) => {
  const point = bytes(raw)
  if (point.length !== 65 || point[0] !== 4) throw new Error('Not an uncompressed P-256 key')
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.slice(1, 33)), y: b64(point.slice(33)) },
    format: 'jwk',
  })
}

/** `true` when both keys are valid P-256 points (checked at start, before they are stored). */
export const validLoginKey = async (key: LoginKey) => {
  try {
    ecdsaKey(key.sig)
    await hpkeSuite().kem.deserializePublicKey(bytes(key.enc).buffer as ArrayBuffer)
    return true
  } catch {
    return false
  }
}

/** Checks the frame's proof of possession over `handle` and `challenge`. */
export const verifyProof = (sigKey: string, handle: string, challenge: string, proof: string) => {
  try {
    return verify(
      'sha256',
      utf8(proofMessage(handle, challenge)),
      { key: ecdsaKey(sigKey), dsaEncoding: 'ieee-p1363' },
      bytes(proof),
    )
  } catch {
    return false
  }
}

/** Seals `plaintext` to the frame's HPKE key; `aad` binds it to the login's handle. */
export const sealTo = async (encKey: string, plaintext: string, aad: string): Promise<Sealed> => {
  const suite = hpkeSuite()
  const recipientPublicKey = await suite.kem.deserializePublicKey(
    bytes(encKey).buffer as ArrayBuffer,
  )
  const sealed = await suite.seal(
    { recipientPublicKey, info: utf8(WALLET_KEY_INFO) },
    utf8(plaintext),
    utf8(aad),
  )
  return { enc: b64(sealed.enc), ct: b64(sealed.ct) }
}

/** A fresh server HPKE key pair: the public key (raw, base64url) and the PKCS#8 private key. */
export const newServerKey = async () => {
  const suite = hpkeSuite()
  const pair = await suite.kem.generateKeyPair()
  return {
    publicKey: b64(await suite.kem.serializePublicKey(pair.publicKey)),
    privateKey: new Uint8Array(await suite.kem.serializePrivateKey(pair.privateKey)),
  }
}

/** Opens what the frame sealed to a server key (`privateKey` as `newServerKey` gave it). */
export const openWith = async (
  privateKey: Uint8Array,
  sealed: Sealed,
  aad: string,
): Promise<string | undefined> => {
  const suite = hpkeSuite()
  try {
    const recipientKey = await suite.kem.deserializePrivateKey(privateKey.slice().buffer)
    const opened = await suite.open(
      { recipientKey, enc: bytes(sealed.enc).buffer as ArrayBuffer, info: utf8(WALLET_KEY_INFO) },
      bytes(sealed.ct).buffer as ArrayBuffer,
      utf8(aad),
    )
    return new TextDecoder().decode(opened)
  } catch {
    return undefined
  }
}
