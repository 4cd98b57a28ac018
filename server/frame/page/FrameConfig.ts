/**
 * One chain the frame can sign and send on: an EVM chain (a number `chainId`) or a Solana
 * cluster (`chainId` is its CAIP-2 genesis-hash reference, a string).
 */
export interface FrameChain {
  readonly chainId: number | string
  readonly name: string
  readonly rpcUrl: string
}

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
