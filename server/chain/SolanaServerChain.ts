/** An SPL token the server names in balances on one Solana chain. */
export type SolanaServerToken = {
  /** The token's mint, base58. */
  readonly mint: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** Shown next to the balance; default `''`. */
  readonly iconUrl?: string
}

/** A Solana chain the reference server reads balances from through its JSON-RPC `rpcUrl`. */
export type SolanaServerChain = {
  /** CAIP-2, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  readonly caipNetworkId: `solana:${string}`
  /** The chain's JSON-RPC endpoint, e.g. the playground's `http://127.0.0.1:8899`. */
  readonly rpcUrl: string
  /** Tried in order when `rpcUrl` fails (no connection, an error answer, no answer in time). */
  readonly fallbackRpcUrls?: readonly string[]
  /** The SPL tokens it names (others are listed by mint); default none. */
  readonly tokens?: readonly SolanaServerToken[]
}
