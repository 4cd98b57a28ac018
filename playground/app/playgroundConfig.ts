/** One local chain the demo page knows: its id, name and JSON-RPC URL (anvil on 127.0.0.1). */
export type PlaygroundChain = {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
}

/** What `npm start` tells the demo page: where the chains, the Data API and the relay listen. */
export type PlaygroundConfig = {
  readonly projectId: string
  readonly apiUrl: string
  readonly chains: readonly [PlaygroundChain, PlaygroundChain]
  /** The dev WalletConnect relay, when it runs. */
  readonly relayUrl?: string | undefined
  /** The secure frame (embedded wallet, e-mail login), when it runs. */
  readonly frameUrl?: string | undefined
  /** The local Solana chain (JSON-RPC URL, dev SPL mint), when it runs. */
  readonly solana?: { readonly rpcUrl: string; readonly mint: string } | undefined
}

/** The defaults of `npm start`: chains on 8545/8546, the reference server on 8787. */
export const defaultPlaygroundConfig: PlaygroundConfig = {
  projectId: 'latch-playground',
  apiUrl: 'http://127.0.0.1:8787',
  chains: [
    { chainId: 31337, name: 'Latch Local', rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 31338, name: 'Latch Local 2', rpcUrl: 'http://127.0.0.1:8546' },
  ],
}

// Replaced at build time by Vite's `define` (playground/vite.config.ts).
declare const __LATCH_PLAYGROUND__: PlaygroundConfig | undefined

/**
 * The configuration `npm start` baked into the page, or the default ports when the page is
 * served some other way.
 *
 * @example
 * import { readPlaygroundConfig } from './playgroundConfig.ts'
 * const { apiUrl } = readPlaygroundConfig() // 'http://127.0.0.1:8787'
 */
export const readPlaygroundConfig = (): PlaygroundConfig =>
  typeof __LATCH_PLAYGROUND__ === 'undefined' ? defaultPlaygroundConfig : __LATCH_PLAYGROUND__
