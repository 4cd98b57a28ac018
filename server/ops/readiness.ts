import type { PublicClient } from 'viem'
import type { SolanaServerChain } from '../chain/SolanaServerChain.ts'
import { withSolanaFallbacks } from '../chain/solanaFallbacks.ts'
import type { SqlClient } from '../storage/SqlClient.ts'

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000

/** A named check: resolves when the dependency answers. */
export type ReadinessCheck = { readonly name: string; readonly check: () => Promise<unknown> }

/** What `/readyz` answers: each check's `ok` or its error, and whether all passed. */
export type Readiness = { readonly ready: boolean; readonly checks: Record<string, string> }

const within = <A>(work: Promise<A>, ms: number): Promise<A> =>
  new Promise<A>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })

const firstLine = (cause: unknown) =>
  cause instanceof Error ? (cause.message.split('\n')[0] ?? 'failed') : String(cause)

/**
 * The checks of a server's dependencies: the database (`SELECT 1`), each EVM chain's node
 * (`eth_blockNumber`) and each Solana chain's (`getSlot`), each through its fallback URLs.
 *
 * @example
 * import { dependencyChecks } from './readiness.ts'
 * const checks = (sql: Parameters<typeof dependencyChecks>[0]) => dependencyChecks(sql, new Map())
 */
export const dependencyChecks = (
  sql: SqlClient,
  chains: ReadonlyMap<string, { readonly client: PublicClient }>,
  solanaChains: ReadonlyMap<string, SolanaServerChain> = new Map(),
): ReadinessCheck[] => [
  { name: 'database', check: () => sql.query('SELECT 1') },
  ...[...chains].map(([id, { client }]) => ({
    name: id,
    check: () => client.getBlockNumber({ cacheTime: 0 }),
  })),
  ...[...solanaChains].map(([id, chain]) => ({
    name: id,
    check: () =>
      withSolanaFallbacks(chain, (rpc, abortSignal) => rpc.getSlot().send({ abortSignal })),
  })),
]

/**
 * Runs every check at once, each within CHECK_TIMEOUT_MS.
 *
 * @example
 * import { readiness } from './readiness.ts'
 * const result = await readiness([{ name: 'database', check: async () => 1 }])
 * result.ready // true
 */
export const readiness = async (checks: readonly ReadinessCheck[]): Promise<Readiness> => {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await within(check(), CHECK_TIMEOUT_MS)
        return [name, 'ok'] as const
      } catch (cause) {
        return [name, firstLine(cause)] as const
      }
    }),
  )
  return {
    ready: results.every(([, result]) => result === 'ok'),
    checks: Object.fromEntries(results),
  }
}
