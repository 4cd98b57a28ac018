/** One chain the frame can sign and send on. */
export interface FrameChain {
  readonly chainId: number
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
