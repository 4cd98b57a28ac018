import { createLatch, type LatchClient } from 'latch'
import {
  bitcoin,
  bitcoinTestnet,
  defineNetwork,
  mainnet,
  type Network,
  solana,
} from 'latch/networks'
import { localSolanaNetwork } from '../solana/localSolanaNetwork.ts'
import type { PlaygroundChain, PlaygroundConfig } from './playgroundConfig.ts'
import type { PageOptions } from './readPageOptions.ts'

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
 * reference server as the Data API, and sign-in offered but not required — each adjustable
 * from the page URL (`readPageOptions`).
 *
 * @example
 * import { createPlaygroundLatch } from './createPlaygroundLatch.ts'
 * import { readPlaygroundConfig } from './playgroundConfig.ts'
 * const latch = createPlaygroundLatch(readPlaygroundConfig())
 */
export const createPlaygroundLatch = (
  config: PlaygroundConfig,
  options: Partial<PageOptions> = {},
): LatchClient => {
  // The local Solana chain, when it runs, with Solana mainnet (contacted only when chosen).
  const solanaNetworks = config.solana ? [localSolanaNetwork(config.solana.rpcUrl), solana] : []
  const all = [
    localNetwork(config.chains[0]),
    localNetwork(config.chains[1]),
    mainnet,
    ...solanaNetworks,
    // Bitcoin main and test: the Bitcoin dev wallet connects and signs; nothing is read.
    bitcoin,
    bitcoinTestnet,
  ]
  const listed = options.networks
    ? options.networks.flatMap((id) => all.filter((network) => network.id === id))
    : all
  return createLatch({
    projectId: config.projectId,
    networks: listed.length > 0 ? listed : all,
    apiUrl: config.apiUrl,
    metadata: {
      name: 'Latch Playground',
      description: 'The Latch demo page',
      url: globalThis.location?.origin ?? 'http://127.0.0.1:5173',
      icons: [],
    },
    ...(options.siwx === 'off' ? {} : { siwx: { required: options.siwx === 'required' } }),
    themeMode: options.themeMode ?? 'dark',
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.themeVariables ? { themeVariables: options.themeVariables } : {}),
    // The dev relay of `npm start`: the Connect view lists WalletConnect, and the dev mobile
    // wallet (playground/mobileWallet) pairs through it.
    ...(config.relayUrl ? { walletConnect: { relayUrl: config.relayUrl } } : {}),
    // The secure frame of `npm start`: the e-mail box on Connect is live.
    ...(config.frameUrl ? { frameUrl: config.frameUrl } : {}),
  })
}
