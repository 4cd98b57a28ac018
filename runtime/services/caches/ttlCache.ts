import { Clock, Deferred, Effect, Exit, Option, Result, Schema, type Scope } from 'effect'
import type { LoggerService } from '../Logger.ts'
import type { CacheKey, StorageService } from '../Storage.ts'

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

/** What a stored entry holds: the value under a field named after the cache (SPEC §3). */
export interface CacheSpec<A> {
  readonly key: CacheKey<unknown>
  /** `caipAddress` or `address`. */
  readonly idField: string
  /** `balance`, `ens` or `identity`; undefined when the value is spread into the entry. */
  readonly valueField: string | undefined
  readonly value: Schema.Codec<A, unknown>
  readonly ttl: number
}

/** What every cache shares: Storage, the Logger, and the fetches in flight with their scope. */
export interface CacheRoom {
  readonly storage: StorageService
  readonly logger: LoggerService
  /** Shared fetches run here, so one caller giving up does not cancel the others' fetch. */
  readonly scope: Scope.Scope
  /** `<cache name> <id>` → the fetch in flight. */
  readonly inflight: Map<string, Deferred.Deferred<unknown, unknown>>
}

/** Runs `fetch` once for every concurrent caller of `flight`; they all get its exit. */
const shared = <A, E, R>(
  { inflight, scope }: CacheRoom,
  flight: string,
  fetch: Effect.Effect<A, E, R>,
): Effect.Effect<A, E, R> =>
  Effect.suspend(() => {
    const running = inflight.get(flight) as Deferred.Deferred<A, E> | undefined
    if (running) return Deferred.await(running)
    const deferred = Deferred.makeUnsafe<A, E>()
    inflight.set(flight, deferred as Deferred.Deferred<unknown, unknown>)
    const run = Effect.exit(fetch).pipe(
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

/** The entry under `id` if fresh at `now`; one that does not decode is logged and ignored. */
const peekAt = <A>(
  { storage, logger }: CacheRoom,
  spec: CacheSpec<A>,
  decode: (input: unknown) => Result.Result<A, Schema.SchemaError>,
  id: string,
  now: number,
): Effect.Effect<Option.Option<A>> =>
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

/** The cache of `spec` over the room's Storage. */
export const makeTtlCache = <A>(room: CacheRoom, spec: CacheSpec<A>): TtlCache<A> => {
  const decode = Schema.decodeUnknownResult(spec.value)
  const encode = Schema.encodeUnknownResult(spec.value)
  const { storage, logger } = room

  const set = (id: string, value: A): Effect.Effect<void> =>
    Effect.flatMap(Clock.currentTimeMillis, (timestamp) => {
      const encoded = encode(value)
      if (Result.isFailure(encoded))
        return logger.error(`Cache value refused: ${spec.key.name} ${id}`, encoded.failure.message)
      const body =
        spec.valueField === undefined
          ? (encoded.success as object)
          : { [spec.valueField]: encoded.success }
      return storage.setCacheEntry(spec.key, id, { [spec.idField]: id, ...body, timestamp })
    })

  const peek = (id: string) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => peekAt(room, spec, decode, id, now))

  return {
    ttl: spec.ttl,
    get: (id, fetch) =>
      Effect.flatMap(peek(id), (cached) =>
        Option.isSome(cached)
          ? Effect.succeed(cached.value)
          : shared(
              room,
              `${spec.key.name} ${id}`,
              Effect.tap(fetch, (value) => set(id, value)),
            ),
      ),
    peek,
    set,
    invalidate: (id) => storage.removeCacheEntry(spec.key, id),
    clear: storage.clearCache(spec.key),
  }
}
