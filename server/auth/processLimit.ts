import type { RateLimitResult } from './rateLimits.ts'

const OK: RateLimitResult = { status: 'ok' }

/**
 * A fixed-window limit of requests per client (`clientKey`) kept in this process's memory, for
 * a hot route where a database write per request would cost more than the route itself (the
 * balance read): `limit` requests per `windowMs`, then `limited` with the seconds until the
 * client's window ends. Behind a balancer each process counts its own share, so a client gets
 * at most `limit` × processes: a cap on floods, not an exact quota (the RPC proxy's limit, in
 * the database, is the exact one). Windows that ended are dropped once a window, so the map
 * holds at most the clients of the last window.
 *
 * @example
 * import { processLimit } from './processLimit.ts'
 * const hit = processLimit({ limit: 1200, windowMs: 60_000 })
 * const result = hit('203.0.113.7')
 */
export const processLimit = (
  rule: { readonly limit: number; readonly windowMs: number },
  now: () => number = Date.now,
): ((client: string) => RateLimitResult) => {
  const windows = new Map<string, { start: number; hits: number }>()
  let sweptAt = now()
  return (client) => {
    const at = now()
    if (at - sweptAt >= rule.windowMs) {
      sweptAt = at
      for (const [key, window] of windows)
        if (window.start + rule.windowMs <= at) windows.delete(key)
    }
    let window = windows.get(client)
    if (!window || window.start + rule.windowMs <= at) {
      window = { start: at, hits: 0 }
      windows.set(client, window)
    }
    window.hits++
    if (window.hits <= rule.limit) return OK
    return {
      status: 'limited',
      seconds: Math.max(1, Math.ceil((window.start + rule.windowMs - at) / 1000)),
    }
  }
}
