import { Clock, Effect, Option } from 'effect'
import type { TokenBalance } from '../../../generated/api/schemas.ts'
import { TOKEN_BALANCE_RETRY_MS } from '../../constants.ts'
import { TokenBalanceUnavailable } from '../../errors/TokenBalanceUnavailable.ts'
import type { TtlCache } from './ttlCache.ts'

/** The balance (portfolio) cache, which also keeps SPEC §4's token-balance retry window. */
export interface BalanceCache extends Omit<TtlCache<ReadonlyArray<TokenBalance>>, 'get'> {
  /**
   * Like `get`, but a failed fetch fails with {@link TokenBalanceUnavailable} and opens a
   * TOKEN_BALANCE_RETRY_MS window in which further fetches of that key are skipped (failing
   * the same way, reason `RetryWindow`). A fresh entry is still served inside the window.
   */
  readonly get: <E, R>(
    caipAddress: string,
    fetch: Effect.Effect<ReadonlyArray<TokenBalance>, E, R>,
  ) => Effect.Effect<ReadonlyArray<TokenBalance>, TokenBalanceUnavailable, R>
}

/**
 * `portfolio` with SPEC §4's retry window: `failedAt` maps a caipAddress to when its last
 * token-balance fetch failed (its owner clears it to close every window).
 */
export const makeBalanceCache = (
  portfolio: TtlCache<ReadonlyArray<TokenBalance>>,
  failedAt: Map<string, number>,
): BalanceCache => ({
  ...portfolio,
  get: (caipAddress, fetch) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.flatMap(portfolio.peek(caipAddress), (cached) => {
        if (Option.isSome(cached)) return Effect.succeed(cached.value)
        const last = failedAt.get(caipAddress)
        if (last !== undefined && now - last < TOKEN_BALANCE_RETRY_MS)
          return Effect.fail(
            TokenBalanceUnavailable.of('RetryWindow', caipAddress, last + TOKEN_BALANCE_RETRY_MS),
          )
        return portfolio.get(caipAddress, fetch).pipe(
          Effect.tap(() => Effect.sync(() => failedAt.delete(caipAddress))),
          Effect.catch((cause) =>
            Effect.flatMap(Clock.currentTimeMillis, (at) => {
              failedAt.set(caipAddress, at)
              return Effect.fail(
                TokenBalanceUnavailable.of(
                  'FetchFailed',
                  caipAddress,
                  at + TOKEN_BALANCE_RETRY_MS,
                  cause,
                ),
              )
            }),
          ),
        )
      }),
    ),
})
