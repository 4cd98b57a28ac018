import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { randomBytes } from '@noble/hashes/utils'
import {
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  bytesToUtf8,
  concatBytes,
  hexToBytes,
  utf8ToBytes,
} from './wcBytes.ts'

/** An x25519 key pair, hex (as sign-client keeps them). */
export interface WcKeyPair {
  readonly privateKey: string
  readonly publicKey: string
}

const IV_LENGTH = 12
const KEY_LENGTH = 32

/** A fresh x25519 key pair (the proposer's key of a session proposal). */
export const generateKeyPair = (): WcKeyPair => {
  const privateKey = x25519.utils.randomPrivateKey()
  return {
    privateKey: bytesToHex(privateKey),
    publicKey: bytesToHex(x25519.getPublicKey(privateKey)),
  }
}

/** 32 random bytes, hex: a pairing's symmetric key. */
export const randomKey = (): string => bytesToHex(randomBytes(KEY_LENGTH))

/** The session key: HKDF-SHA256 over the x25519 shared secret, no salt, no info. */
export const deriveSymKey = (privateKey: string, peerPublicKey: string): string =>
  bytesToHex(
    hkdf(
      sha256,
      x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey)),
      undefined,
      undefined,
      KEY_LENGTH,
    ),
  )

/** A topic is the sha256 of its symmetric key, hex. */
export const topicOf = (symKey: string): string => bytesToHex(sha256(hexToBytes(symKey)))

/**
 * Seals `message` in an envelope, base64: type 0 is `0 ‖ iv ‖ sealed`, type 1 (a sender
 * introducing its key) `1 ‖ senderPublicKey ‖ iv ‖ sealed`; ChaCha20-Poly1305 under `symKey`.
 */
export const encrypt = (params: {
  readonly symKey: string
  readonly message: string
  readonly type?: 0 | 1
  readonly senderPublicKey?: string
  readonly iv?: Uint8Array
}): string => {
  const type = params.type ?? 0
  if (type === 1 && !params.senderPublicKey) throw new Error('Type 1 envelope needs a sender key')
  const iv = params.iv ?? randomBytes(IV_LENGTH)
  const sealed = chacha20poly1305(hexToBytes(params.symKey), iv).encrypt(
    utf8ToBytes(params.message),
  )
  const sender = type === 1 ? hexToBytes(params.senderPublicKey ?? '') : new Uint8Array()
  return bytesToBase64(concatBytes(Uint8Array.of(type), sender, iv, sealed))
}

/** An envelope's type and, for type 1, the sender's public key (hex). */
export const envelopeHeader = (encoded: string): { type: number; senderPublicKey?: string } => {
  const bytes = base64ToBytes(encoded)
  const type = bytes[0] ?? 0
  return type === 1 ? { type, senderPublicKey: bytesToHex(bytes.slice(1, 33)) } : { type }
}

/** Opens an envelope of type 0 or 1 sealed under `symKey`; throws when it does not open. */
export const decrypt = (params: { readonly symKey: string; readonly encoded: string }): string => {
  const bytes = base64ToBytes(params.encoded)
  const start = bytes[0] === 1 ? 33 : 1
  const iv = bytes.slice(start, start + IV_LENGTH)
  const sealed = bytes.slice(start + IV_LENGTH)
  return bytesToUtf8(chacha20poly1305(hexToBytes(params.symKey), iv).decrypt(sealed))
}
