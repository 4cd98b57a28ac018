import type { SqlClient } from '../storage/SqlClient.ts'

/** What one counted request gave: go on, or the seconds until the window reopens. */
export type RateLimitResult =
  | { readonly status: 'ok' }
  | { readonly status: 'limited'; readonly seconds: number }

/** A fixed-window limit of requests per client address, for one route (`bucket`). */
export interface RateLimits {
  /**
   * Counts one request of `client` (or `cost` units: a JSON-RPC batch counts each call);
   * `limited` once more than `limit` fell in the window. `client` is a `clientKey`.
   */
  readonly hit: (
    bucket: string,
    client: string,
    rule: { readonly limit: number; readonly windowMs: number },
    cost?: number,
  ) => Promise<RateLimitResult>
  /** Deletes the windows that started before `before` (ms since the epoch). */
  readonly sweep: (before: number) => Promise<void>
}

/**
 * Rate limits over SQL (`auth_rate_limits`): one row per route and client key, counted in
 * the statement that reads it, so parallel requests cannot slip past the limit, and kept in
 * the database so every server process sees the same counts.
 *
 * @example
 * import { rateLimits } from './rateLimits.ts'
 * const limits = rateLimits(sql)
 * const result = await limits.hit('social-start', '127.0.0.1', { limit: 20, windowMs: 60_000 })
 */
export const rateLimits = (
  sql: SqlClient,
  options: {
    readonly now?: () => number
    /**
     * Sweeps on its own: at most once per this many ms, a hit first deletes the windows that
     * started over `windowMs` before (for a server with no other sweep, the Data API's).
     */
    readonly autoSweep?: { readonly everyMs: number; readonly windowMs: number }
  } = {},
): RateLimits => {
  const now = options.now ?? Date.now
  let sweptAt = Number.NEGATIVE_INFINITY
  const sweep = async (before: number) => {
    await sql.query('DELETE FROM auth_rate_limits WHERE window_start < $1', [before])
  }
  return {
    hit: async (bucket, client, rule, cost = 1) => {
      const at = now()
      if (options.autoSweep && at - sweptAt >= options.autoSweep.everyMs) {
        sweptAt = at
        await sweep(at - options.autoSweep.windowMs)
      }
      // A window that ended starts over at this request; otherwise the count goes up by one.
      const [row] = await sql.query<{ window_start: number; hits: number }>(
        `INSERT INTO auth_rate_limits (bucket, client, window_start, hits) VALUES ($1, $2, $3, $5)
         ON CONFLICT (bucket, client) DO UPDATE SET
           window_start = CASE WHEN auth_rate_limits.window_start + $4 <= $3 THEN $3
                               ELSE auth_rate_limits.window_start END,
           hits = CASE WHEN auth_rate_limits.window_start + $4 <= $3 THEN $5
                       ELSE auth_rate_limits.hits + $5 END
         RETURNING window_start, hits`,
        [bucket, client, at, rule.windowMs, cost],
      )
      if (!row || row.hits <= rule.limit) return { status: 'ok' }
      const wait = Number(row.window_start) + rule.windowMs - at
      return { status: 'limited', seconds: Math.max(1, Math.ceil(wait / 1000)) }
    },
    sweep,
  }
}
