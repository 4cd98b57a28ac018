import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'

/** How many funded dev keys the local Solana chain has (like anvil's ten). */
export const DEV_SOLANA_KEY_COUNT = 4

/** Lamports each dev key starts with: 100 SOL. */
export const DEV_SOLANA_LAMPORTS = 100_000_000_000n

/**
 * The well-known private key (Ed25519 seed) of dev key `index`: 32 bytes of `index + 1`.
 * Public on purpose, like anvil's keys: never use them anywhere real.
 */
export const devSolanaSeed = (index: number): Uint8Array => new Uint8Array(32).fill(index + 1)

/**
 * The dev keys of the local Solana chain as `@solana/kit` signers, in index order; the chain
 * funds them and the Solana dev wallet signs with them (in Node and in the browser).
 *
 * @example
 * import { devSolanaKeys } from './devSolanaKeys.ts'
 * const [first, second] = await devSolanaKeys()
 * first.address // base58
 */
export const devSolanaKeys = (): Promise<KeyPairSigner[]> =>
  Promise.all(
    Array.from({ length: DEV_SOLANA_KEY_COUNT }, (_, i) =>
      createKeyPairSignerFromPrivateKeyBytes(devSolanaSeed(i)),
    ),
  )
