import { createPublicClient, fallback, http, type PublicClient } from 'viem'
import { nodeFetch } from './nodeFetch.ts'
import type { ServerChain } from './ServerChain.ts'

/**
 * A viem client of a served chain: batched JSON-RPC over `rpcUrl`, and over each of
 * `fallbackRpcUrls` in turn when the one before fails.
 *
 * @example
 * import { chainClient } from './chainClient.ts'
 * const client = chainClient({ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' })
 */
export const chainClient = (chain: ServerChain): PublicClient => {
  const urls = [chain.rpcUrl, ...(chain.fallbackRpcUrls ?? [])]
  return createPublicClient({
    transport:
      urls.length > 1
        ? fallback(urls.map((url) => http(url, { batch: true, fetchFn: nodeFetch })))
        : http(chain.rpcUrl, { batch: true, fetchFn: nodeFetch }),
  }) as PublicClient
}
