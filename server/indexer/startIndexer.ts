import type { PublicClient } from 'viem'
import type { ServerChain } from '../chain/ServerChain.ts'
import type { SqlClient } from '../storage/SqlClient.ts'
import { findForkPoint } from './findForkPoint.ts'
import { indexStore } from './indexStore.ts'
import { readBlockRange } from './readBlockRange.ts'
import { resolveTokens } from './resolveTokens.ts'
import { wakeableSleep } from './wakeableSleep.ts'

/** How an indexer paces itself. */
export type IndexerOptions = {
  /** Blocks read per step (one JSON-RPC batch); default 100. */
  readonly batchBlocks?: number
  /** Wait between polls once caught up, and after an error; default 1,000 ms. */
  readonly pollIntervalMs?: number
  /** Told each step the indexer takes (metrics). */
  readonly onStep?: (step: IndexerStep) => void
}

/** What one step did. */
export type IndexerStep =
  | { readonly kind: 'indexed'; readonly from: bigint; readonly to: bigint; readonly head: bigint }
  | { readonly kind: 'idle'; readonly head: bigint }
  /** Orphaned blocks were deleted: every block above `kept` (none kept: `undefined`). */
  | { readonly kind: 'rolled-back'; readonly kept: bigint | undefined }
  /** The node answered from two forks at once; the range is read again next step. */
  | { readonly kind: 'retry' }

/** A running indexer of one chain. */
export type RunningIndexer = {
  readonly chainId: string
  /** Resolves once the indexed tip is at least `block` and on the node's chain (tests, benches). */
  readonly synced: (block: bigint, timeoutMs?: number) => Promise<void>
  /** The steps taken so far, oldest first (at most the last 1,000). */
  readonly steps: readonly IndexerStep[]
  /** Stops polling and waits for the step in flight; safe to call twice. */
  readonly stop: () => Promise<void>
}

/** Default blocks per step. */
export const INDEXER_BATCH_BLOCKS = 100
/** Default poll interval once caught up. */
export const INDEXER_POLL_INTERVAL_MS = 1000

/**
 * One step of the indexer: checks that the stored tip is still on the node's chain (a reorg
 * or a node restart rolls the orphaned blocks back, found by binary search), then reads the
 * next batch of blocks, checks each block's parent hash against the one before, and stores
 * blocks, transfers and new tokens in one transaction.
 *
 * @example
 * import { createPublicClient, http } from 'viem'
 * import { pgliteClient } from '../storage/pgliteClient.ts'
 * import { indexStep } from './startIndexer.ts'
 * const chain = { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }
 * const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true }) })
 * const step = await indexStep(chain, client, await pgliteClient(), 100)
 */
export const indexStep = async (
  chain: ServerChain,
  client: PublicClient,
  sql: SqlClient,
  batchBlocks: number,
): Promise<IndexerStep> => {
  const store = indexStore(sql, chain.caipNetworkId)
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const tip = await store.tip()
  if (tip) {
    const current =
      tip.number <= head ? (await client.getBlock({ blockNumber: tip.number })).hash : undefined
    if (current !== tip.hash) {
      const kept = await findForkPoint(client, store, tip.number)
      await store.rollbackFrom(kept === undefined ? 0n : kept + 1n)
      return { kind: 'rolled-back', kept }
    }
  }
  // An empty index starts at the chain's configured block (`latest`: the head now).
  const start = chain.indexFrom === 'latest' ? head : (chain.indexFrom ?? 0n)
  const from = tip ? tip.number + 1n : start
  if (from > head) return { kind: 'idle', head }
  const to = from + BigInt(batchBlocks) - 1n < head ? from + BigInt(batchBlocks) - 1n : head
  const range = await readBlockRange(client, from, to)
  let parent = tip?.hash
  for (const block of range.blocks) {
    if (parent !== undefined && block.parentHash !== parent) return { kind: 'retry' }
    parent = block.hash
  }
  if (!range.consistent) return { kind: 'retry' }
  const known = await store.knownTokens()
  const fresh = [
    ...new Set(range.transfers.flatMap((t) => (t.token && !known.has(t.token) ? [t.token] : []))),
  ]
  const tokens = await resolveTokens(client, chain.tokens ?? [], fresh)
  await store.save(range.blocks, range.transfers, tokens)
  return { kind: 'indexed', from, to, head }
}

const firstLine = (cause: unknown) =>
  cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause)

/** A full batch or a rollback: go on at once; caught up or failing (no step): wait. */
const isBusy = (step: IndexerStep | undefined): boolean =>
  step?.kind === 'rolled-back' ||
  step?.kind === 'retry' ||
  (step?.kind === 'indexed' && step.to < step.head)

/**
 * Follows one chain into the database: native transfers of each block's transactions and
 * ERC-20 Transfer logs, newest block last. It resumes after the highest stored block, so a
 * restart picks up where it stopped; a reorg (`anvil_reorg`, `evm_revert`) is found by the
 * stored tip's hash or a parent-hash mismatch and its orphaned blocks are rolled back before
 * the new ones are read, so no transfer is stored twice. A failing node is retried every
 * `pollIntervalMs`, logged as `[latch indexer]` once per failure streak.
 *
 * @example
 * import { createPublicClient, http } from 'viem'
 * import { pgliteClient } from '../storage/pgliteClient.ts'
 * import { startIndexer } from './startIndexer.ts'
 * const chain = { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }
 * const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true }) })
 * const indexer = startIndexer(chain, client, await pgliteClient())
 * await indexer.stop()
 */
export const startIndexer = (
  chain: ServerChain,
  client: PublicClient,
  sql: SqlClient,
  options: IndexerOptions = {},
): RunningIndexer => {
  const batch = options.batchBlocks ?? INDEXER_BATCH_BLOCKS
  const interval = options.pollIntervalMs ?? INDEXER_POLL_INTERVAL_MS
  const steps: IndexerStep[] = []
  let stopped = false
  let failing = false
  const { sleep, wake } = wakeableSleep()
  const waiters = new Set<() => void>()
  const loop = async () => {
    while (!stopped) {
      let step: IndexerStep | undefined
      try {
        step = await indexStep(chain, client, sql, batch)
        steps.push(step)
        if (steps.length > 1000) steps.shift()
        options.onStep?.(step)
        failing = false
      } catch (cause) {
        if (!failing && !stopped)
          console.warn(`[latch indexer] ${chain.caipNetworkId}: ${firstLine(cause)}; retrying`)
        failing = true
      }
      for (const notify of waiters) notify()
      if (stopped) break
      if (!isBusy(step)) await sleep(interval)
    }
  }
  const running = loop()
  const synced = (block: bigint, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(
          new Error(
            `indexer of ${chain.caipNetworkId} did not reach block ${block} in ${timeoutMs} ms`,
          ),
        )
      }, timeoutMs)
      const check = () => {
        const last = steps.at(-1)
        if (last?.kind === 'idle' && last.head >= block) {
          clearTimeout(timer)
          waiters.delete(check)
          resolve()
        }
      }
      waiters.add(check)
      wake()
    })
  let stopping: Promise<void> | undefined
  return {
    chainId: chain.caipNetworkId,
    synced,
    steps,
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
