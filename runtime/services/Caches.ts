import {
  Clock,
  Context,
  Deferred,
  Effect,
  Exit,
  Layer,
  Option,
  Result,
  Schema,
  type Scope,
} from 'effect'
import {
  IdentityResponse,
  ProfileReverseResponse,
  TokenBalance,
} from '../../generated/api/schemas.ts'
import {
  ENS_CACHE_MS,
  IDENTITY_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
  TOKEN_BALANCE_RETRY_MS,
} from '../constants.ts'
import { TokenBalanceUnavailable } from '../errors/TokenBalanceUnavailable.ts'
import { Logger } from './Logger.ts'
import { type CacheKey, CacheKeys, Storage } from './Storage.ts'

// --- interface --------------------------------------------------------------------------------

/** A native balance as cached: the amount as a decimal string and the currency symbol. */
export interface NativeBalance {
  readonly balance: string
  readonly symbol: string
}

/**
 * One time-limited cache. Entries are kept through Storage with the time they were fetched
 * (Effect's `Clock`), so a reload within the lifetime still uses them.
 */
export interface TtlCache<A> {
  /** The lifetime of an entry: it is fresh while `now - timestamp < ttl`. */
  readonly ttl: number
  /**
   * The fresh entry under `key`, else the result of `fetch`, stored. Concurrent `get`s of one
   * key while a fetch runs share that fetch; a failed fetch stores nothing.
   */
  readonly get: <E, R>(key: string, fetch: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** The fresh entry under `key`, without fetching. */
  readonly peek: (key: string) => Effect.Effect<Option.Option<A>>
  readonly set: (key: string, value: A) => Effect.Effect<void>
  readonly invalidate: (key: string) => Effect.Effect<void>
  readonly clear: Effect.Effect<void>
}

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

/** The caches of SPEC §3 / §9, keyed as SPEC §3 names them. */
export interface CachesService {
  /** Portfolio token balances by caipAddress, PORTFOLIO_CACHE_MS (30 s). */
  readonly balance: BalanceCache
  /** The native balance by caipAddress, NATIVE_BALANCE_CACHE_MS (30 s). */
  readonly nativeBalance: TtlCache<NativeBalance>
  /** The names of an address (reverse profile lookup) by address, ENS_CACHE_MS (5 min). */
  readonly ens: TtlCache<ProfileReverseResponse>
  /** The identity (name, avatar) of an address by address, IDENTITY_CACHE_MS (5 min). */
  readonly identity: TtlCache<IdentityResponse>
  /** Empties every cache and closes every retry window. */
  readonly clear: Effect.Effect<void>
}

// --- service key --------------------------------------------------------------------------------

/**
 * The Caches service: SPEC §9's cache lifetimes over Storage, with shared in-flight fetches.
 *
 * @example
 * import { Effect } from 'effect'
 * import { Caches, DataApi } from 'latch/effect'
 *
 * const identity = (address: string) =>
 *   Effect.gen(function* () {
 *     const caches = yield* Caches
 *     const api = yield* DataApi
 *     return yield* caches.identity.get(address, api.getIdentity({ address, supported: true }))
 *   })
 */
export class Caches extends Context.Service<Caches, CachesService>()('latch/Caches') {
  static readonly make = make
  static readonly layer: Layer.Layer<Caches, never, Storage | Logger> = Layer.effect(
    Caches,
    Effect.suspend(() => make()),
  )
}

// --- make ---------------------------------------------------------------------------------------

/** What a stored entry holds: the value under a field named after the cache (SPEC §3). */
interface CacheSpec<A> {
  readonly key: CacheKey<unknown>
  /** `caipAddress` or `address`. */
  readonly idField: string
  /** `balance`, `ens` or `identity`; undefined when the value is spread into the entry. */
  readonly valueField: string | undefined
  readonly value: Schema.Codec<A, unknown>
  readonly ttl: number
}

const NativeBalanceSchema = Schema.Struct({ balance: Schema.String, symbol: Schema.String })

/**
 * Builds the caches over Storage. Shared fetches run in this scope, so one caller giving up
 * does not cancel the fetch the others wait for.
 */
function make(): Effect.Effect<CachesService, never, Storage | Logger | Scope.Scope> {
  return Effect.gen(function* () {
    const storage = yield* Storage
    const logger = yield* Logger
    const scope = yield* Effect.scope
    const inflight = new Map<string, Deferred.Deferred<unknown, unknown>>()

    const ttlCache = <A>(spec: CacheSpec<A>): TtlCache<A> => {
      const decode = Schema.decodeUnknownResult(spec.value)
      const encode = Schema.encodeUnknownResult(spec.value)

      const peekAt = (id: string, now: number): Effect.Effect<Option.Option<A>> =>
        Effect.flatMap(storage.getCacheEntry(spec.key, id), (entry) => {
          if (Option.isNone(entry)) return Effect.succeed(Option.none())
          const record = entry.value as Record<string, unknown> & { timestamp: number }
          if (!(now - record.timestamp < spec.ttl)) return Effect.succeed(Option.none())
          const { timestamp: _t, [spec.idField]: _id, ...rest } = record
          const decoded = decode(spec.valueField === undefined ? rest : record[spec.valueField])
          if (Result.isSuccess(decoded)) return Effect.succeed(Option.some(decoded.success))
          return Effect.as(
            logger.warn(`Cache entry ignored: ${spec.key.name} ${id}`, decoded.failure.message),
            Option.none(),
          )
        })

      const set = (id: string, value: A): Effect.Effect<void> =>
        Effect.flatMap(Clock.currentTimeMillis, (timestamp) => {
          const encoded = encode(value)
          if (Result.isFailure(encoded))
            return logger.error(
              `Cache value refused: ${spec.key.name} ${id}`,
              encoded.failure.message,
            )
          const body =
            spec.valueField === undefined
              ? (encoded.success as object)
              : { [spec.valueField]: encoded.success }
          return storage.setCacheEntry(spec.key, id, { [spec.idField]: id, ...body, timestamp })
        })

      const get = <E, R>(id: string, fetch: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          Effect.flatMap(peekAt(id, now), (cached) =>
            Option.isSome(cached) ? Effect.succeed(cached.value) : shared(id, fetch),
          ),
        )

      /** Runs `fetch` once for every concurrent caller of `id`, storing a success. */
      const shared = <E, R>(id: string, fetch: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
        Effect.suspend(() => {
          const flight = `${spec.key.name} ${id}`
          const running = inflight.get(flight) as Deferred.Deferred<A, E> | undefined
          if (running) return Deferred.await(running)
          const deferred = Deferred.makeUnsafe<A, E>()
          inflight.set(flight, deferred as Deferred.Deferred<unknown, unknown>)
          const run = Effect.exit(Effect.tap(fetch, (value) => set(id, value))).pipe(
            Effect.flatMap((exit) =>
              Effect.sync(() => {
                inflight.delete(flight)
                Deferred.doneUnsafe(deferred, exit)
              }),
            ),
            Effect.onInterrupt(() =>
              Effect.sync(() => {
                inflight.delete(flight)
                Deferred.doneUnsafe(deferred, Exit.interrupt())
              }),
            ),
          )
          return Effect.andThen(Effect.forkIn(run, scope), Deferred.await(deferred))
        })

      return {
        ttl: spec.ttl,
        get,
        peek: (id) => Effect.flatMap(Clock.currentTimeMillis, (now) => peekAt(id, now)),
        set,
        invalidate: (id) => storage.removeCacheEntry(spec.key, id),
        clear: storage.clearCache(spec.key),
      }
    }

    const portfolio = ttlCache({
      key: CacheKeys.balance,
      idField: 'caipAddress',
      valueField: 'balance',
      value: Schema.Array(TokenBalance),
      ttl: PORTFOLIO_CACHE_MS,
    })
    const nativeBalance = ttlCache({
      key: CacheKeys.nativeBalance,
      idField: 'caipAddress',
      valueField: undefined,
      value: NativeBalanceSchema,
      ttl: NATIVE_BALANCE_CACHE_MS,
    })
    const ens = ttlCache({
      key: CacheKeys.ens,
      idField: 'address',
      valueField: 'ens',
      value: ProfileReverseResponse,
      ttl: ENS_CACHE_MS,
    })
    const identity = ttlCache({
      key: CacheKeys.identity,
      idField: 'address',
      valueField: 'identity',
      value: IdentityResponse,
      ttl: IDENTITY_CACHE_MS,
    })

    /** caipAddress → when the last failed token-balance fetch happened. */
    const failedAt = new Map<string, number>()

    const balance: BalanceCache = {
      ...portfolio,
      get: (caipAddress, fetch) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          Effect.flatMap(portfolio.peek(caipAddress), (cached) => {
            if (Option.isSome(cached)) return Effect.succeed(cached.value)
            const last = failedAt.get(caipAddress)
            if (last !== undefined && now - last < TOKEN_BALANCE_RETRY_MS)
              return Effect.fail(
                TokenBalanceUnavailable.of(
                  'RetryWindow',
                  caipAddress,
                  last + TOKEN_BALANCE_RETRY_MS,
                ),
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
    }

    return Caches.of({
      balance,
      nativeBalance,
      ens,
      identity,
      clear: Effect.gen(function* () {
        failedAt.clear()
        yield* balance.clear
        yield* nativeBalance.clear
        yield* ens.clear
        yield* identity.clear
      }),
    })
  })
}
