import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'

/** The local Solana chain's dev SPL token (the LDT of the EVM chains' counterpart). */
export const devSplToken = {
  name: 'Latch Dev SPL Token',
  symbol: 'LDS',
  decimals: 6,
  /** What each dev key holds at start: 1,000 LDS in its associated token account. */
  perKey: 1_000_000_000n,
} as const

/**
 * The dev SPL token's mint address: the public key of a fixed seed, so it is the same on
 * every start and the page, the server and the tests can name it.
 *
 * @example
 * import { devSplMint } from './devSplToken.ts'
 * const mint = await devSplMint()
 */
export const devSplMint = async (): Promise<string> =>
  (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(0x4c))).address

/** USD prices of the local Solana chain's tokens for the reference server's price table. */
export const solanaPlaygroundPrices = { SOL: 150, LDS: 1 } as const
