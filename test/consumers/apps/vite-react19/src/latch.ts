import { createLatch } from 'latch'
import { defineNetwork } from 'latch/networks'

/** The local anvil chain the test starts; its URL is given at build time. */
const local = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [import.meta.env.VITE_CHAIN_URL ?? 'http://127.0.0.1:8545'] } },
  testnet: true,
})

export const latch = createLatch({
  projectId: 'consumer-vite',
  networks: [local],
  metadata: { name: 'Consumer', url: window.location.origin },
})
