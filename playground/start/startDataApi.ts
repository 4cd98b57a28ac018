import type { KeyPairSigner } from '@solana/kit'
import { type RunningServer, type Storage, startServer } from '../../server/index.ts'
import {
  type DevAccount,
  devAccounts,
  type LocalChain,
  playgroundOnrampProviders,
  playgroundPrices,
  playgroundSpam,
} from '../chain/index.ts'
import { devFiatRates, devOnrampProviders } from '../onramp/devOnrampProviders.ts'
import { type DevOnramp, startDevOnramp } from '../onramp/startDevOnramp.ts'
import {
  devSolanaKeys,
  devSplToken,
  localSolanaNetwork,
  type SolanaChain,
  solanaPlaygroundPrices,
} from '../solana/index.ts'
import { host } from './ports.ts'

/** What `startDataApi` serves from: the chains, the page's origin, the storage, the ports. */
export type DataApiOptions = {
  readonly chains: readonly [LocalChain, LocalChain]
  readonly solana: SolanaChain
  readonly appUrl: string
  readonly storage: Storage
  readonly apiPort: number
  readonly onrampPort: number
}

/**
 * The dev onramp provider, then the reference Data API over the local chains: project
 * `latch-playground`, the page's origin allowed, LDT and LDU on both chains, SOL and LDS on the
 * Solana chain, a price table, a spam list, the onramp. On a failure, what started is stopped.
 */
export const startDataApi = async (
  options: DataApiOptions,
): Promise<{ readonly api: RunningServer; readonly onramp: DevOnramp }> => {
  const { chains, solana, appUrl } = options
  const solanaNetwork = localSolanaNetwork(solana.url)
  const prices = { ...playgroundPrices, ...solanaPlaygroundPrices }
  // The dev onramp: its purchases are paid out by the onramp provider account, so the
  // history flags them (onramp=coinbase).
  const onramp = await startDevOnramp({
    port: options.onrampPort,
    host,
    chains: new Map(
      chains.map((chain) => [
        `eip155:${chain.chainId}`,
        { chainId: chain.chainId, url: chain.url },
      ]),
    ),
    treasury: devAccounts[8] as DevAccount,
    prices,
    // SOL purchases are paid by the last dev Solana key (the dev wallet uses the first).
    solana: {
      chains: new Map([[solanaNetwork.caipNetworkId, solana.url]]),
      treasury: (await devSolanaKeys()).at(-1) as KeyPairSigner,
    },
  })
  try {
    const api = await startServer({
      port: options.apiPort,
      host,
      projectIds: ['latch-playground'],
      allowedOrigins: [appUrl],
      // Sign-in messages name the demo page, and nothing else (EIP-4361 relying party).
      signIn: { 'latch-playground': { domains: [new URL(appUrl).host], uris: [appUrl] } },
      chains: chains.map((chain) => ({
        caipNetworkId: `eip155:${chain.chainId}`,
        name: chain.name,
        rpcUrl: chain.url,
        tokens: [chain.token, chain.secondToken].flatMap((token) => (token ? [token] : [])),
        ...(chain.exchange
          ? { exchange: { router: chain.exchange.router, weth: chain.exchange.weth } }
          : {}),
      })),
      // SOL and LDS balances of the local Solana chain (the modal's token list on solana).
      solanaChains: [
        {
          caipNetworkId: solanaNetwork.caipNetworkId as `solana:${string}`,
          rpcUrl: solana.url,
          tokens: [{ mint: solana.mint, ...devSplToken }],
        },
      ],
      prices,
      spam: playgroundSpam,
      onrampProviders: playgroundOnrampProviders,
      onramp: { providers: devOnrampProviders, pageUrl: onramp.pageUrl, fiatRates: devFiatRates },
      storage: options.storage,
    })
    return { api, onramp }
  } catch (error) {
    await onramp.stop()
    throw error
  }
}
