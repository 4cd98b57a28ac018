import { type Chain, defineChain } from 'viem'

/**
 * A viem `Chain` for a local anvil node (ETH, 18 decimals, one http RPC URL).
 *
 * @example
 * import { localViemChain } from './localViemChain.ts'
 * const chain = localViemChain({ chainId: 31337, url: 'http://127.0.0.1:8545' })
 */
export const localViemChain = (options: { chainId: number; url: string; name?: string }): Chain =>
  defineChain({
    id: options.chainId,
    name: options.name ?? `Latch Local ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.url] } },
    testnet: true,
  })
