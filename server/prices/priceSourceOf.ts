import { chainClient } from '../chain/chainClient.ts'
import type { ServerChain } from '../chain/ServerChain.ts'
import { cachedPrices } from './cachedPrices.ts'
import { chainlinkPrices } from './chainlinkPrices.ts'
import { httpPrices } from './httpPrices.ts'
import { type PriceSource, staticPrices } from './PriceSource.ts'
import type { PriceSourceConfig } from './PriceSourceConfig.ts'

/**
 * The `PriceSource` a configuration names: the static table, Chainlink feeds read through the
 * served chains' RPC URLs, or an HTTP endpoint, the last two cached with their TTL and
 * staleness limit.
 *
 * @example
 * import { priceSourceOf } from './priceSourceOf.ts'
 * const source = priceSourceOf({ kind: 'static', table: { ETH: 3000 } }, [])
 */
export const priceSourceOf = (
  config: PriceSourceConfig,
  chains: readonly ServerChain[],
  onError?: (cause: unknown) => void,
): PriceSource => {
  if (config.kind === 'static') return staticPrices(config.table)
  const cache = { ttlMs: config.ttlMs, maxAgeMs: config.maxAgeMs, ...(onError ? { onError } : {}) }
  if (config.kind === 'http') return cachedPrices(httpPrices(config.url), cache)
  const clients = new Map(chains.map((chain) => [chain.caipNetworkId, chainClient(chain)]))
  const feeds = Object.fromEntries(
    Object.entries(config.feeds).flatMap(([symbol, feed]) => {
      const client = clients.get(feed.chainId)
      return client ? [[symbol, { client, aggregator: feed.aggregator }] as const] : []
    }),
  )
  return cachedPrices(chainlinkPrices(feeds), cache)
}
