import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
} from '@solana/kit'
import { type Hex, hexToBytes } from 'viem'

/** The embedded wallet's Solana key: a non-extractable ed25519 pair and its address. */
export interface SolanaKey {
  readonly keyPair: CryptoKeyPair
  readonly address: Address
}

/**
 * HKDF's fixed info label: it separates the Solana seed from any other key derived from the
 * same secret. Changing it changes every user's Solana address (DECISIONS.md, SECURITY.md).
 */
export const SOLANA_KEY_INFO = 'latch/embedded-wallet/solana-ed25519/v1'

/**
 * Derives the user's Solana key inside the frame from the wallet secret it already holds:
 * HKDF-SHA256 (empty salt, info `SOLANA_KEY_INFO`) gives the 32-byte ed25519 seed, imported
 * as a non-extractable WebCrypto key by @solana/kit. The same secret always gives the same
 * address, so the server stores nothing new.
 *
 * @example
 * import { deriveSolanaKey } from './solanaKey.ts'
 * const { address } = await deriveSolanaKey(session.privateKey)
 */
export const deriveSolanaKey = async (secret: Hex): Promise<SolanaKey> => {
  const secretBytes = new Uint8Array(hexToBytes(secret))
  const ikm = await crypto.subtle.importKey('raw', secretBytes, 'HKDF', false, ['deriveBits'])
  secretBytes.fill(0)
  const seed = new Uint8Array(
    await crypto.subtle.deriveBits(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: new Uint8Array(0),
        info: new TextEncoder().encode(SOLANA_KEY_INFO),
      },
      ikm,
      256,
    ),
  )
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed, false)
  seed.fill(0)
  return { keyPair, address: await getAddressFromPublicKey(keyPair.publicKey) }
}
