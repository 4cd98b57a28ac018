import { describe, expect, it } from '@effect/vitest'
import { Effect, Layer, Option } from 'effect'
import { Logger } from '../../../runtime/services/Logger.ts'
import {
  CacheKeys,
  makeMemoryBackend,
  Storage,
  type StorageBackend,
  StorageKeys,
} from '../../../runtime/services/Storage.ts'
import { storageSuite } from './Storage.suite.ts'

storageSuite('layerMemory', () => ({ layer: Storage.layerMemory }))
storageSuite('layerTest over a memory backend', () => {
  const backend = makeMemoryBackend()
  return { layer: Storage.layerTest(backend), backend }
})

/** A backend that fails every call, as localStorage does in a sandbox or when full. */
const throwing: StorageBackend = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
}

describe('Storage', () => {
  it.effect('behavior: a throwing backend never throws; failures are logged', () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      const logger = yield* Logger
      yield* storage.set(StorageKeys.connectionStatus, 'connected')
      expect(yield* storage.get(StorageKeys.connectionStatus)).toEqual(Option.none())
      yield* storage.addConnectedNamespace('eip155')
      yield* storage.removeConnectedNamespace('eip155')
      yield* storage.addRecentWallet({ id: 'a' })
      yield* storage.clearLogin
      yield* storage.setCacheEntry(CacheKeys.ens, '0xabc', {
        address: '0xabc',
        ens: [],
        timestamp: 1,
      })
      expect(yield* storage.getCacheEntry(CacheKeys.ens, '0xabc')).toEqual(Option.none())
      const entries = yield* logger.entries
      expect(entries.every((entry) => entry.level === 'error')).toBe(true)
      expect(entries[0]).toMatchObject({
        message: 'Storage write failed: connectionStatus',
        data: 'QuotaExceededError: The quota has been exceeded.',
      })
      expect(entries[1]).toMatchObject({
        message: 'Storage read failed: connectionStatus',
        data: 'SecurityError: The operation is insecure.',
      })
    }).pipe(Effect.provide(Layer.provideMerge(Storage.layer(throwing), Logger.layerTest()))),
  )

  it.effect('behavior: with the default level, storage failures stay silent', () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      const logger = yield* Logger
      yield* storage.set(StorageKeys.connectionStatus, 'connected')
      expect((yield* logger.entries).map((entry) => entry.level)).toEqual(['error'])
    }).pipe(Effect.provide(Layer.provideMerge(Storage.layer(throwing), Logger.layer()))),
  )

  it.effect('behavior: layerBrowser falls back to memory where there is no localStorage', () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set(StorageKeys.activeNamespace, 'eip155')
      expect(yield* storage.get(StorageKeys.activeNamespace)).toEqual(Option.some('eip155'))
    }).pipe(Effect.provide(Layer.provideMerge(Storage.layerBrowser, Logger.layerTest()))),
  )
})
