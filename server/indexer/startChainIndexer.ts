import type { PublicClient } from 'viem'
import type { ServerChain } from '../chain/ServerChain.ts'
import type { SqlClient } from '../storage/SqlClient.ts'
import { type IndexerOptions, type RunningIndexer, startIndexer } from './startIndexer.ts'
import { type LeaderOptions, startLeaderIndexer } from './startLeaderIndexer.ts'

/**
 * A chain's indexer: leader-elected over `locks` when given (a cluster), else plain, and then
 * told it leads at once.
 *
 * @example
 * import { startChainIndexer } from './startChainIndexer.ts'
 * const run = (...args: Parameters<typeof startChainIndexer>) => startChainIndexer(...args)
 */
export const startChainIndexer = (
  chain: ServerChain,
  client: PublicClient,
  sql: SqlClient,
  options: IndexerOptions & Partial<LeaderOptions>,
): RunningIndexer => {
  const { locks, onLeader, ...rest } = options
  if (locks)
    return startLeaderIndexer(chain, client, sql, {
      ...rest,
      locks,
      ...(onLeader ? { onLeader } : {}),
    })
  onLeader?.(true)
  return startIndexer(chain, client, sql, rest)
}
