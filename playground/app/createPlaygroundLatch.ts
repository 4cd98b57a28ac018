import { createLatch, type LatchClient } from 'latch'
import { defineNetwork, mainnet, type Network } from 'latch/networks'
import type { PlaygroundChain, PlaygroundConfig } from './playgroundConfig.ts'

/** Options of `createPlaygroundLatch`. */
export type PlaygroundLatchOptions = {
  /** Offer sign-in with the wallet (SIWX, not required); default true. */
  readonly siwx?: boolean
}

/** A Latch network for a local anvil chain: ETH, reads over its own RPC URL. */
export const localNetwork = (chain: PlaygroundChain): Network =>
  defineNetwork({
    id: chain.chainId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })

/**
 * The demo's Latch client, made exactly as an app makes one: the two local chains first
 * (the first is the default), Ethereum mainnet listed last (contacted only when chosen), the
 * reference server as the Data API, and sign-in offered but not required.
 *
 * @example
 * import { createPlaygroundLatch } from './createPlaygroundLatch.ts'
 * import { readPlaygroundConfig } from './playgroundConfig.ts'
 * const latch = createPlaygroundLatch(readPlaygroundConfig())
 */
export const createPlaygroundLatch = (
  config: PlaygroundConfig,
  options: PlaygroundLatchOptions = {},
): LatchClient =>
  createLatch({
    projectId: config.projectId,
    networks: [localNetwork(config.chains[0]), localNetwork(config.chains[1]), mainnet],
    apiUrl: config.apiUrl,
    metadata: {
      name: 'Latch Playground',
      description: 'The Latch demo page',
      url: globalThis.location?.origin ?? 'http://127.0.0.1:5173',
      icons: [],
    },
    ...(options.siwx === false ? {} : { siwx: { required: false } }),
    themeMode: 'dark',
  })
