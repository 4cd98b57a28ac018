import type { PublicClient } from 'viem'
import type { ServerChain } from '../chain/ServerChain.ts'
import type { SqlClient } from '../storage/SqlClient.ts'
import type { AdvisoryLocks, HeldLock } from './advisoryLocks.ts'
import { type IndexerOptions, type RunningIndexer, startIndexer } from './startIndexer.ts'
import { wakeableSleep } from './wakeableSleep.ts'

/** How often a server without a chain's indexer lock tries to take it, and the holder checks it still has it. */
export const INDEXER_LOCK_POLL_MS = 2000

/** What a leader-elected indexer adds to the indexer's options. */
export type LeaderOptions = IndexerOptions & {
  readonly locks: AdvisoryLocks
  /** Default INDEXER_LOCK_POLL_MS. */
  readonly lockPollMs?: number
  /** Told when this server starts (`true`) or stops (`false`) indexing the chain. */
  readonly onLeader?: (leading: boolean) => void
}

/**
 * One chain's indexer in a cluster: it runs only on the server holding the chain's advisory
 * lock (`indexer <CAIP-2>`), so exactly one server indexes a chain at a time. The others try
 * every `lockPollMs`; when the holder dies PostgreSQL drops its session and its lock, and the
 * next try takes over, resuming from the stored tip (nothing indexed twice or skipped). A
 * holder that finds its session gone (a reconnect) stops indexing and tries again.
 *
 * @example
 * import { advisoryLocks } from './advisoryLocks.ts'
 * import { startLeaderIndexer } from './startLeaderIndexer.ts'
 * const run = (chain: Parameters<typeof startLeaderIndexer>[0], client: Parameters<typeof startLeaderIndexer>[1], sql: Parameters<typeof startLeaderIndexer>[2]) =>
 *   startLeaderIndexer(chain, client, sql, { locks: advisoryLocks('postgres://latch@127.0.0.1/latch') })
 */
export const startLeaderIndexer = (
  chain: ServerChain,
  client: PublicClient,
  sql: SqlClient,
  options: LeaderOptions,
): RunningIndexer => {
  const { locks, lockPollMs = INDEXER_LOCK_POLL_MS, onLeader, ...indexer } = options
  let inner: RunningIndexer | undefined
  let lock: HeldLock | undefined
  let stopped = false
  const { sleep, wake } = wakeableSleep()
  const follow = async () => {
    await inner?.stop()
    inner = undefined
    lock = undefined
    onLeader?.(false)
  }
  const loop = async () => {
    onLeader?.(false)
    while (!stopped) {
      try {
        if (!lock) {
          lock = await locks.tryAcquire(`indexer ${chain.caipNetworkId}`)
          if (lock && !stopped) {
            inner = startIndexer(chain, client, sql, indexer)
            onLeader?.(true)
          }
        } else if (!(await lock.held())) await follow()
      } catch {
        // The database is away: try again at the next poll.
      }
      if (!stopped) await sleep(lockPollMs)
    }
    await inner?.stop()
    await lock?.release()
  }
  const running = loop()
  let stopping: Promise<void> | undefined
  return {
    chainId: chain.caipNetworkId,
    get steps() {
      return inner?.steps ?? []
    },
    synced: (block, timeoutMs) =>
      inner
        ? inner.synced(block, timeoutMs)
        : Promise.reject(new Error(`this server is not indexing ${chain.caipNetworkId}`)),
    stop: () => {
      stopping ??= (async () => {
        stopped = true
        wake()
        await running
      })()
      return stopping
    },
  }
}
