import type { Address } from 'viem'

/** An ERC-20 the server reports balances of on one chain. */
export type ServerChainToken = {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** Shown next to the balance; default `''` (the client draws its own placeholder). */
  readonly iconUrl?: string
}

/** A chain the reference server serves: balances are read and RPC is proxied through `rpcUrl`. */
export type ServerChain = {
  /** CAIP-2, e.g. `eip155:31337`. */
  readonly caipNetworkId: string
  /** Shown by the onramp, e.g. `Latch Local`; default the CAIP-2 id. */
  readonly name?: string
  /** The chain's JSON-RPC endpoint, e.g. anvil's `http://127.0.0.1:8545`. */
  readonly rpcUrl: string
  /** More RPC URLs of the same chain, tried in order when `rpcUrl` fails; default none. */
  readonly fallbackRpcUrls?: readonly string[]
  /**
   * Where the history indexer starts on an empty index: a block number, or `latest` (the head
   * when it first runs); default block 0.
   */
  readonly indexFrom?: bigint | 'latest'
  /** Default `{ name: 'Ether', symbol: 'ETH', decimals: 18 }`. */
  readonly nativeCurrency?: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }
  /** The ERC-20s whose balances `getAccountBalance` reports; default none. */
  readonly tokens?: readonly ServerChainToken[]
  /**
   * A Uniswap V2 Router02 and its WETH: the default swap provider trades the native currency
   * and `tokens` through it. Absent: 'Network not supported for Swaps' on this chain.
   */
  readonly exchange?: { readonly router: Address; readonly weth: Address }
}
