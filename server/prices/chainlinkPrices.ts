import type { Address, PublicClient } from 'viem'
import type { QuoteReader } from './cachedPrices.ts'

/** Chainlink's `AggregatorV3Interface`: the parts a price read needs. */
export const aggregatorV3Abi = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'latestRoundData',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'roundId', type: 'uint80' },
      { name: 'answer', type: 'int256' },
      { name: 'startedAt', type: 'uint256' },
      { name: 'updatedAt', type: 'uint256' },
      { name: 'answeredInRound', type: 'uint80' },
    ],
  },
] as const

/** A USD price feed: the aggregator of `SYMBOL / USD` and the chain client that reads it. */
export type ChainlinkFeed = { readonly client: PublicClient; readonly aggregator: Address }

/**
 * Reads Chainlink price feeds on chain (`latestRoundData` and `decimals` of each
 * `AggregatorV3Interface`): the answer scaled by its decimals, updated at the round's
 * `updatedAt`. A feed that fails to answer, or answers zero or less, is left out.
 *
 * @example
 * import { createPublicClient, http } from 'viem'
 * import { chainlinkPrices } from './chainlinkPrices.ts'
 * const client = createPublicClient({ transport: http('http://127.0.0.1:8545') })
 * const read = chainlinkPrices({ ETH: { client, aggregator: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419' } })
 */
export const chainlinkPrices =
  (feeds: Readonly<Record<string, ChainlinkFeed>>): QuoteReader =>
  async () => {
    const read = async ([symbol, feed]: [string, ChainlinkFeed]) => {
      const contract = { address: feed.aggregator, abi: aggregatorV3Abi } as const
      const [decimals, [, answer, , updatedAt]] = await Promise.all([
        feed.client.readContract({ ...contract, functionName: 'decimals' }),
        feed.client.readContract({ ...contract, functionName: 'latestRoundData' }),
      ])
      if (answer <= 0n) return []
      return [
        [
          symbol,
          { usd: Number(answer) / 10 ** decimals, updatedAt: Number(updatedAt) * 1000 },
        ] as const,
      ]
    }
    const settled = await Promise.allSettled(Object.entries(feeds).map(read))
    const failed = settled.find((s) => s.status === 'rejected')
    if (failed && settled.every((s) => s.status === 'rejected')) throw failed.reason
    return Object.fromEntries(settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : [])))
  }
