/**
 * One chain the frame can sign and send on: an EVM chain (a number `chainId`) or a Solana
 * cluster (`chainId` is its CAIP-2 genesis-hash reference, a string).
 */
export interface FrameChain {
  readonly chainId: number | string
  readonly name: string
  readonly rpcUrl: string
  /**
   * EVM only: the EIP-7702 delegation target that runs batches (`executeBatch(Call[])`, e.g.
   * Simple7702Account). A chain with one is a smart-account enabled network: the user's own
   * address becomes a smart account there by delegating to it. Absent: no smart account.
   */
  readonly delegation?: `0x${string}`
  /**
   * EVM only: SessionKeyModule, where the smart account grants ERC-7715 permissions (a session
   * key's spending limits, kept on chain). Absent: permissions are refused (4200).
   */
  readonly sessionKeyModule?: `0x${string}`
  /** EVM only: the native currency's symbol and decimals; absent: ETH with 18 decimals. */
  readonly nativeCurrency?: NativeCurrency
}

/** A chain's native currency as an approval names amounts and fees in it. */
export interface NativeCurrency {
  readonly symbol: string
  readonly decimals: number
}

/** The native currency of an EVM chain: its configured one, else ETH with 18 decimals. */
export const nativeOf = (chain: FrameChain): NativeCurrency =>
  chain.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }

/** What the page server tells the frame script (a JSON data block, not a script). */
export interface FrameConfig {
  readonly projectId: string
  /** The project's allowed app origins: the only parents the frame talks to. */
  readonly allowedOrigins: readonly string[]
  /** The chains the wallet uses; the first is the default. */
  readonly chains: readonly FrameChain[]
}

/** Whether a chain is a Solana cluster (its chainId is the CAIP-2 reference string). */
export const isSolanaChain = (chain: FrameChain) => typeof chain.chainId === 'string'

/** Whether the embedded wallet can be a smart account on a chain (SPEC §7 enabled networks). */
export const isSmartAccountChain = (chain: FrameChain) =>
  !isSolanaChain(chain) && chain.delegation !== undefined
