import type { LocalChain } from '../../../playground/chain/index.ts'
import { defineNetwork, type Network } from '../../../runtime/networks.ts'

/** The app-side Network of a local anvil chain, as an app would define it. */
export const localNetwork = (
  chain: Pick<LocalChain, 'chainId' | 'url'>,
  name = 'Latch Local',
): Network =>
  defineNetwork({
    id: chain.chainId,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  })
