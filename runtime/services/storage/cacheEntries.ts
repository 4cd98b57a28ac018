import { Effect, Option, Result, Schema } from 'effect'
import type { LoggerService } from '../Logger.ts'
import type { CacheKey } from './StorageKeys.ts'
import { describe, type StorageIo } from './storageIo.ts'

/** The cache half of the Storage service: one JSON record per cache, one entry per id. */
export interface CacheEntries {
  readonly getCacheEntry: <A>(cache: CacheKey<A>, id: string) => Effect.Effect<Option.Option<A>>
  readonly setCacheEntry: <A>(cache: CacheKey<A>, id: string, entry: A) => Effect.Effect<void>
  readonly removeCacheEntry: (cache: CacheKey<unknown>, id: string) => Effect.Effect<void>
  readonly clearCache: (cache: CacheKey<unknown>) => Effect.Effect<void>
}

/** A cache's record; corrupt (not a JSON object) reads as empty, is logged and removed. */
const readRecord = (
  { read, write }: StorageIo,
  logger: LoggerService,
  cache: CacheKey<unknown>,
): Effect.Effect<Record<string, unknown>> =>
  Effect.flatMap(read(cache.name), (raw) => {
    if (raw === null) return Effect.succeed({})
    try {
      // Web Storage holds strings; anything else a foreign backend returns is corrupt.
      const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : undefined
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
        return Effect.succeed(parsed as Record<string, unknown>)
    } catch {}
    return logger
      .warn(`Storage value ignored: ${cache.name}`, 'not a record')
      .pipe(Effect.andThen(write(cache.name, null)), Effect.as({}))
  })

// An entry's `Schema.Unknown` parts may hold what JSON cannot say (a bigint): refused, not thrown.
const writeRecord = (
  { write }: StorageIo,
  logger: LoggerService,
  cache: CacheKey<unknown>,
  record: Record<string, unknown>,
): Effect.Effect<void> =>
  Object.keys(record).length === 0
    ? write(cache.name, null)
    : Effect.try({ try: () => JSON.stringify(record), catch: (error) => error }).pipe(
        Effect.matchEffect({
          onFailure: (error) =>
            logger.error(`Storage value refused: ${cache.name}`, describe(error)),
          onSuccess: (text) => write(cache.name, text),
        }),
      )

/** The cache entries over `io`: an entry that does not decode is dropped alone, and logged. */
export const makeCacheEntries = (io: StorageIo, logger: LoggerService): CacheEntries => ({
  getCacheEntry: <A>(cache: CacheKey<A>, id: string) =>
    Effect.flatMap(readRecord(io, logger, cache), (record) => {
      if (!Object.hasOwn(record, id)) return Effect.succeed(Option.none<A>())
      const decoded = Schema.decodeUnknownResult(cache.entry)(record[id])
      if (Result.isSuccess(decoded)) return Effect.succeed(Option.some(decoded.success))
      const { [id]: _corrupt, ...rest } = record
      return logger
        .warn(`Storage value ignored: ${cache.name} ${id}`, decoded.failure.message)
        .pipe(Effect.andThen(writeRecord(io, logger, cache, rest)), Effect.as(Option.none<A>()))
    }),
  setCacheEntry: <A>(cache: CacheKey<A>, id: string, entry: A) => {
    const encoded = Schema.encodeResult(cache.entry)(entry)
    if (Result.isFailure(encoded))
      return logger.error(`Storage value refused: ${cache.name} ${id}`, encoded.failure.message)
    return Effect.flatMap(readRecord(io, logger, cache), (record) =>
      writeRecord(io, logger, cache, { ...record, [id]: encoded.success }),
    )
  },
  removeCacheEntry: (cache, id) =>
    Effect.flatMap(readRecord(io, logger, cache), (record) => {
      if (!Object.hasOwn(record, id)) return Effect.void
      const { [id]: _removed, ...rest } = record
      return writeRecord(io, logger, cache, rest)
    }),
  clearCache: (cache) => io.write(cache.name, null),
})
