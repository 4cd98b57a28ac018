import { Context, Effect, Layer, Option, Result, Schema } from 'effect'
import { RECENT_WALLETS } from '../constants.ts'
import type { Namespace } from '../networks.ts'
import { Config } from './Config.ts'
import { Logger } from './Logger.ts'
import { browserBackend, makeMemoryBackend, type StorageBackend } from './storage/StorageBackend.ts'
import {
  type CacheKey,
  LOGIN_KEYS,
  type RecentWallet,
  STORAGE_PREFIX,
  type StorageKey,
  StorageKeys,
} from './storage/StorageKeys.ts'

// The service module: interface, key, make and layers. The backends and the key space live in
// storage/ and are re-exported here for the services and flows that name them.
export { makeMemoryBackend, type StorageBackend } from './storage/StorageBackend.ts'
export {
  type CacheKey,
  CacheKeys,
  type RecentWallet,
  STORAGE_PREFIX,
  type StorageKey,
  StorageKeys,
  storageKey,
} from './storage/StorageKeys.ts'

/** Latch's persisted state: one versioned key space; reads never fail, writes never throw. */
export interface StorageService {
  /** The stored value, or `Option.none()` when absent, unreadable, corrupt or foreign. */
  readonly get: <A>(key: StorageKey<A>) => Effect.Effect<Option.Option<A>>
  readonly set: <A>(key: StorageKey<A>, value: A) => Effect.Effect<void>
  readonly remove: (key: StorageKey<unknown>) => Effect.Effect<void>
  /** Connected namespaces in order of first connection (SPEC §4 comma list). */
  readonly connectedNamespaces: Effect.Effect<ReadonlyArray<Namespace>>
  readonly addConnectedNamespace: (namespace: Namespace) => Effect.Effect<void>
  readonly removeConnectedNamespace: (namespace: Namespace) => Effect.Effect<void>
  /** At most `RECENT_WALLETS` (2), most recent first. */
  readonly recentWallets: Effect.Effect<ReadonlyArray<RecentWallet>>
  readonly addRecentWallet: (wallet: RecentWallet) => Effect.Effect<void>
  /** SPEC §4: disconnect clears login flags, e-mail, last chain and social username. */
  readonly clearLogin: Effect.Effect<void>
  readonly getCacheEntry: <A>(cache: CacheKey<A>, id: string) => Effect.Effect<Option.Option<A>>
  readonly setCacheEntry: <A>(cache: CacheKey<A>, id: string, entry: A) => Effect.Effect<void>
  readonly removeCacheEntry: (cache: CacheKey<unknown>, id: string) => Effect.Effect<void>
  readonly clearCache: (cache: CacheKey<unknown>) => Effect.Effect<void>
}

/**
 * The Storage service key.
 *
 * @example
 * import { Effect, Layer } from 'effect'
 * import { Logger, Storage, StorageKeys } from 'latch/effect'
 *
 * const program = Effect.gen(function* () {
 *   const storage = yield* Storage
 *   yield* storage.set(StorageKeys.connectionStatus, 'connected')
 *   yield* storage.addConnectedNamespace('eip155')
 *   return yield* storage.get(StorageKeys.connectionStatus)
 * }).pipe(Effect.provide(Storage.layerMemory.pipe(Layer.provide(Logger.layer()))))
 */
export class Storage extends Context.Service<Storage, StorageService>()('latch/Storage') {
  static readonly make = make
  static readonly layer = layer
  static readonly layerMemory: Layer.Layer<Storage, never, Logger> = Layer.effect(
    Storage,
    Effect.suspend(() => make(makeMemoryBackend())),
  )
  static readonly layerBrowser: Layer.Layer<Storage, never, Logger> = Layer.effect(
    Storage,
    Effect.suspend(() => make(browserBackend() ?? makeMemoryBackend())),
  )
  static readonly layerFromConfig: Layer.Layer<Storage, never, Logger | Config> = Layer.effect(
    Storage,
    Effect.gen(function* () {
      const config = yield* Config
      return yield* make(config.storage ?? browserBackend() ?? makeMemoryBackend())
    }),
  )
  static readonly layerTest = layerTest
}

/** Text for the log; a backend may throw anything, even a value that refuses `String()`. */
const describe = (error: unknown): string => {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  } catch {
    return 'an unprintable value'
  }
}

/**
 * Builds the service over `backend`. Corrupt or foreign values read as absent, are logged at
 * `warn` and removed, so the next read is clean (a cache drops only the entries that do not
 * decode); failing reads and writes (quota, SecurityError) are logged at `error`, never thrown.
 */
function make(backend: StorageBackend): Effect.Effect<StorageService, never, Logger> {
  return Effect.gen(function* () {
    const logger = yield* Logger

    // `unknown`: a foreign backend may hand back anything; `undefined` counts as absent.
    const read = (name: string): Effect.Effect<unknown> =>
      Effect.try({
        try: (): unknown => backend.getItem(STORAGE_PREFIX + name) ?? null,
        catch: (error) => error,
      }).pipe(
        Effect.catch((error) =>
          Effect.as(logger.error(`Storage read failed: ${name}`, describe(error)), null),
        ),
      )

    const write = (name: string, value: string | null): Effect.Effect<void> =>
      Effect.try({
        try: () =>
          value === null
            ? backend.removeItem(STORAGE_PREFIX + name)
            : backend.setItem(STORAGE_PREFIX + name, value),
        catch: (error) => error,
      }).pipe(
        Effect.catch((error) => logger.error(`Storage write failed: ${name}`, describe(error))),
      )

    const get = <A>(key: StorageKey<A>): Effect.Effect<Option.Option<A>> =>
      Effect.flatMap(read(key.name), (raw) => {
        if (raw === null) return Effect.succeed(Option.none())
        const decoded = Schema.decodeUnknownResult(key.schema)(raw)
        if (Result.isSuccess(decoded)) return Effect.succeed(Option.some(decoded.success))
        return logger
          .warn(`Storage value ignored: ${key.name}`, decoded.failure.message)
          .pipe(Effect.andThen(write(key.name, null)), Effect.as(Option.none()))
      })

    const set = <A>(key: StorageKey<A>, value: A): Effect.Effect<void> => {
      const encoded = Schema.encodeResult(key.schema)(value)
      if (Result.isFailure(encoded))
        return logger.error(`Storage value refused: ${key.name}`, encoded.failure.message)
      return write(key.name, encoded.success)
    }

    const remove = (key: StorageKey<unknown>): Effect.Effect<void> => write(key.name, null)

    const orEmpty = <A>(key: StorageKey<ReadonlyArray<A>>) =>
      Effect.map(
        get(key),
        Option.getOrElse((): ReadonlyArray<A> => []),
      )

    const connectedNamespaces = orEmpty(StorageKeys.connectedNamespaces)
    const recentWallets = Effect.map(orEmpty(StorageKeys.recentWallets), (list) =>
      list.slice(0, RECENT_WALLETS),
    )

    const readRecord = (cache: CacheKey<unknown>): Effect.Effect<Record<string, unknown>> =>
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
    const writeRecord = (cache: CacheKey<unknown>, record: Record<string, unknown>) =>
      Object.keys(record).length === 0
        ? write(cache.name, null)
        : Effect.try({ try: () => JSON.stringify(record), catch: (error) => error }).pipe(
            Effect.matchEffect({
              onFailure: (error) =>
                logger.error(`Storage value refused: ${cache.name}`, describe(error)),
              onSuccess: (text) => write(cache.name, text),
            }),
          )

    return {
      get,
      set,
      remove,
      connectedNamespaces,
      addConnectedNamespace: (namespace) =>
        Effect.flatMap(connectedNamespaces, (list) =>
          list.includes(namespace)
            ? Effect.void
            : set(StorageKeys.connectedNamespaces, [...list, namespace]),
        ),
      removeConnectedNamespace: (namespace) =>
        Effect.flatMap(connectedNamespaces, (list) => {
          const rest = list.filter((item) => item !== namespace)
          if (rest.length === list.length) return Effect.void
          return rest.length === 0
            ? remove(StorageKeys.connectedNamespaces)
            : set(StorageKeys.connectedNamespaces, rest)
        }),
      recentWallets,
      addRecentWallet: (wallet) =>
        Effect.flatMap(recentWallets, (list) =>
          set(
            StorageKeys.recentWallets,
            [wallet, ...list.filter((item) => item.id !== wallet.id)].slice(0, RECENT_WALLETS),
          ),
        ),
      clearLogin: Effect.forEach(LOGIN_KEYS, remove, { discard: true }),
      getCacheEntry: <A>(cache: CacheKey<A>, id: string) =>
        Effect.flatMap(readRecord(cache), (record) => {
          if (!Object.hasOwn(record, id)) return Effect.succeed(Option.none<A>())
          const decoded = Schema.decodeUnknownResult(cache.entry)(record[id])
          if (Result.isSuccess(decoded)) return Effect.succeed(Option.some(decoded.success))
          const { [id]: _corrupt, ...rest } = record
          return logger
            .warn(`Storage value ignored: ${cache.name} ${id}`, decoded.failure.message)
            .pipe(Effect.andThen(writeRecord(cache, rest)), Effect.as(Option.none<A>()))
        }),
      setCacheEntry: <A>(cache: CacheKey<A>, id: string, entry: A) => {
        const encoded = Schema.encodeResult(cache.entry)(entry)
        if (Result.isFailure(encoded))
          return logger.error(`Storage value refused: ${cache.name} ${id}`, encoded.failure.message)
        return Effect.flatMap(readRecord(cache), (record) =>
          writeRecord(cache, { ...record, [id]: encoded.success }),
        )
      },
      removeCacheEntry: (cache, id) =>
        Effect.flatMap(readRecord(cache), (record) => {
          if (!Object.hasOwn(record, id)) return Effect.void
          const { [id]: _removed, ...rest } = record
          return writeRecord(cache, rest)
        }),
      clearCache: (cache) => write(cache.name, null),
    }
  })
}

/** The Storage layer over an explicit backend (for example `createLatch({ storage })`). */
function layer(backend: StorageBackend): Layer.Layer<Storage, never, Logger> {
  return Layer.effect(Storage, make(backend))
}

/** Storage over a fresh memory backend, with the backend exposed for inspection. */
function layerTest(
  backend: StorageBackend = makeMemoryBackend(),
): Layer.Layer<Storage, never, Logger> {
  return Layer.effect(Storage, make(backend))
}
