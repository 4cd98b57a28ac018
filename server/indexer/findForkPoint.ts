import type { PublicClient } from 'viem'
import type { IndexStore } from './indexStore.ts'

/** The chain's hash of block `number`, or `undefined` when the node has no such block (yet). */
const chainHashAt = async (client: PublicClient, number: bigint) => {
  try {
    return (await client.getBlock({ blockNumber: number })).hash
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'BlockNotFoundError') return undefined
    throw cause
  }
}

/**
 * The highest stored block that is still on the node's chain, or `undefined` when none is
 * (the node was restarted from scratch): the blocks above it are orphaned. Stored and chain
 * hashes agree up to the fork and differ after it, so a binary search finds it in
 * O(log n) reads, even after a node restart under a kept database.
 *
 * @example
 * import { findForkPoint } from './findForkPoint.ts'
 * const keep = (client: Parameters<typeof findForkPoint>[0], store: Parameters<typeof findForkPoint>[1]) =>
 *   findForkPoint(client, store, 1000n)
 */
export const findForkPoint = async (
  client: PublicClient,
  store: IndexStore,
  tip: bigint,
): Promise<bigint | undefined> => {
  const lowest = await store.lowest()
  if (lowest === undefined) return undefined
  const onChain = async (n: bigint) => {
    const stored = await store.hashAt(n)
    return stored !== undefined && stored === (await chainHashAt(client, n))
  }
  if (!(await onChain(lowest))) return undefined
  let good = lowest
  let bad = tip + 1n
  while (bad - good > 1n) {
    const mid = (good + bad) / 2n
    if (await onChain(mid)) good = mid
    else bad = mid
  }
  return good
}
