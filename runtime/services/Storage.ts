import { Context, Effect, Layer, Option, Result, Schema } from 'effect'
import { RECENT_WALLETS } from '../constants.ts'
import type { Namespace } from '../networks.ts'
import { Config } from './Config.ts'
import { Logger } from './Logger.ts'
import { makeCacheEntries } from './storage/cacheEntries.ts'
import { browserBackend, makeMemoryBackend, type StorageBackend } from './storage/StorageBackend.ts'
import {
  type CacheKey,
  LOGIN_KEYS,
  type RecentWallet,
  type StorageKey,
  StorageKeys,
} from './storage/StorageKeys.ts'
import { makeStorageIo } from './storage/storageIo.ts'

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

/**
 * Builds the service over `backend`. Corrupt or foreign values read as absent, are logged at
 * `warn` and removed, so the next read is clean (a cache drops only the entries that do not
 * decode); failing reads and writes (quota, SecurityError) are logged at `error`, never thrown.
 */
function make(backend: StorageBackend): Effect.Effect<StorageService, never, Logger> {
  return Effect.gen(function* () {
    const logger = yield* Logger

    const io = makeStorageIo(backend, logger)
    const { write } = io

    const get = <A>(key: StorageKey<A>): Effect.Effect<Option.Option<A>> =>
      Effect.flatMap(io.read(key.name), (raw) => {
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
      ...makeCacheEntries(io, logger),
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
