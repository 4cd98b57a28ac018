import { Effect, Exit, Layer, Option, Result, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLatch } from '../../runtime/client.ts'
import { NAMESPACES } from '../../runtime/constants.ts'
import { resolveOptions } from '../../runtime/services/config/resolveOptions.ts'
import { CLIENT_ID_KEY } from '../../runtime/services/DataApi.ts'
import { Logger } from '../../runtime/services/Logger.ts'
import {
  type CacheKey,
  CacheKeys,
  makeMemoryBackend,
  STORAGE_PREFIX,
  Storage,
  type StorageBackend,
  type StorageKey,
  StorageKeys,
} from '../../runtime/services/Storage.ts'
import { unreachableNetwork } from '../runtime/support/flowLayer.ts'

// Bounded, not seeded; a client per run is the slow part, so the client properties run fewer.
const SERVICE_RUNS = 150
const CLIENT_RUNS = 40

/** Every typed key Latch keeps: the StorageKeys (per namespace where keyed so), the client id. */
const keys: StorageKey<unknown>[] = [
  ...Object.values(StorageKeys).flatMap((key) =>
    typeof key === 'function'
      ? NAMESPACES.map((namespace) => key(namespace) as StorageKey<unknown>)
      : [key as StorageKey<unknown>],
  ),
  CLIENT_ID_KEY as StorageKey<unknown>,
]
const caches: CacheKey<unknown>[] = Object.values(CacheKeys) as CacheKey<unknown>[]
const names = [...keys.map((k) => k.name), ...caches.map((c) => c.name)]

/** What other apps, older versions and broken writers leave under a key. */
const foreignText = fc.constantFrom(
  'null',
  'undefined',
  '[object Object]',
  'true',
  '1',
  '',
  ' ',
  '{"status":"connected"}',
  'eip155,eip155',
  'eip155,',
  ',eip155',
  'solana,cosmos',
  'EIP155',
  '[{"id":',
  '[{"id":""}]',
  '[{"id":"a","name":5}]',
  '{}',
  '[]',
  '{"0xabc":{"address":"0xabc","ens":null,"timestamp":-1}}',
  '{"0xabc":null,"__proto__":{"timestamp":1}}',
  '{"__proto__":{"address":"0xabc","ens":1,"timestamp":1}}',
  'eip155:1',
  'Infinity',
  '\ud800',
)
const garbage: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  // A record of entries of the wrong shape, as another app's cache would be.
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
    .map((v) => JSON.stringify(v)),
  foreignText,
)
const storedArb = fc.array(fc.tuple(fc.constantFrom(...names), garbage), { maxLength: 12 })

const fill = (backend: StorageBackend, stored: ReadonlyArray<readonly [string, string]>) => {
  for (const [name, value] of stored) backend.setItem(STORAGE_PREFIX + name, value)
}

const decodes = (schema: Schema.Top, value: unknown) =>
  Result.isSuccess(Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(value))

const parseRecord = (raw: string): Record<string, unknown> | undefined => {
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** Whether what the backend holds under each key reads as a value: absent, or valid. */
const dirtyKeys = (backend: StorageBackend): string[] => [
  ...keys.flatMap((key) => {
    const raw = backend.getItem(STORAGE_PREFIX + key.name)
    return raw === null || decodes(key.schema, raw) ? [] : [key.name]
  }),
  ...caches.flatMap((cache) => {
    const raw = backend.getItem(STORAGE_PREFIX + cache.name)
    if (raw === null) return []
    const record = parseRecord(raw)
    if (record === undefined) return [cache.name]
    return Object.entries(record).flatMap(([id, entry]) =>
      decodes(cache.entry, entry) ? [] : [`${cache.name} ${id}`],
    )
  }),
]

/** Reads everything the service offers, as flows do: every key, and every cached id found. */
const readAll = (backend: StorageBackend) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    for (const key of keys) yield* storage.get(key)
    yield* storage.connectedNamespaces
    yield* storage.recentWallets
    for (const cache of caches) {
      const raw = backend.getItem(STORAGE_PREFIX + cache.name)
      const ids = Object.keys((raw !== null && parseRecord(raw)) || {})
      for (const id of [...ids, '0xabc']) yield* storage.getCacheEntry(cache, id)
    }
  })

const ignored = Effect.gen(function* () {
  const logger = yield* Logger
  return (yield* logger.entries)
    .filter((entry) => entry.message.startsWith('Storage value ignored'))
    .map((entry) => entry.message)
})

const withStorage = <A, E>(
  backend: StorageBackend,
  program: Effect.Effect<A, E, Storage | Logger>,
) =>
  Effect.runPromiseExit(
    Effect.provide(program, Layer.provideMerge(Storage.layer(backend), Logger.layerTest())),
  )

/**
 * A backend whose calls may throw anything (a DOMException, a string, an object with no
 * prototype) or return anything — as a sandboxed, full or foreign Storage does.
 */
const hostileBackend = fc
  .record({
    getThrows: fc.boolean(),
    setThrows: fc.boolean(),
    removeThrows: fc.boolean(),
    thrown: fc.oneof(
      fc.constant(new DOMException('The operation is insecure.', 'SecurityError')),
      fc.constant(Object.create(null) as unknown),
      fc.constant({
        toString() {
          throw new Error('no text')
        },
      } as unknown),
      fc.anything({ withNullPrototype: true }),
    ),
    returned: fc.oneof(garbage, fc.anything({ withNullPrototype: true })),
  })
  .map((spec): StorageBackend & { spec: typeof spec } => ({
    spec,
    getItem: () => {
      if (spec.getThrows) throw spec.thrown
      return spec.returned as string
    },
    setItem: () => {
      if (spec.setThrows) throw spec.thrown
    },
    removeItem: () => {
      if (spec.removeThrows) throw spec.thrown
    },
  }))

const network = unreachableNetwork(31337, 'Test Chain')

// The timer is the property under test: `ready` settles, whatever the storage does; a hang
// answers 'hung' (a readable counterexample) instead of timing the whole run out.
const settles = <A>(promise: Promise<A>, ms = 2_000) =>
  Promise.race([
    promise.then(() => 'settled' as const),
    new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms)),
  ])

/** Builds a client over `backend`, waits for `ready`, opens and closes the modal. */
const useClient = async (backend: StorageBackend) => {
  const latch = createLatch(
    resolveOptions({ projectId: 'property', networks: [network], storage: backend }),
    {},
  )
  try {
    expect(await settles(latch.ready)).toBe('settled')
    await latch.open()
    expect(latch.state.modal.value.open).toBe(true)
    expect(typeof latch.state.router.value.view).toBe('string')
    expect(await latch.close()).toBe(true)
    expect(latch.state.modal.value.open).toBe(false)
  } finally {
    await latch.destroy()
  }
}

describe('Storage holding corrupt or foreign values', () => {
  it('property: every read succeeds, and a value read once as corrupt is gone the next time', async () => {
    await fc.assert(
      fc.asyncProperty(storedArb, async (stored) => {
        const backend = makeMemoryBackend()
        fill(backend, stored)
        const exit = await withStorage(
          backend,
          Effect.gen(function* () {
            yield* readAll(backend)
            const logger = yield* Logger
            yield* logger.clear
            yield* readAll(backend)
            return yield* ignored
          }),
        )
        expect(Exit.isSuccess(exit) && exit.value, 'second read logs nothing ignored').toEqual([])
        expect(dirtyKeys(backend)).toEqual([])
      }),
      { numRuns: SERVICE_RUNS },
    )
  })

  it('property: writes over corrupt values read back', async () => {
    await fc.assert(
      fc.asyncProperty(storedArb, fc.constantFrom(...NAMESPACES), async (stored, namespace) => {
        const backend = makeMemoryBackend()
        fill(backend, stored)
        const exit = await withStorage(
          backend,
          Effect.gen(function* () {
            const storage = yield* Storage
            yield* storage.addConnectedNamespace(namespace)
            yield* storage.addRecentWallet({ id: 'w' })
            yield* storage.setCacheEntry(CacheKeys.ens, '0xabc', {
              address: '0xabc',
              ens: null,
              timestamp: 1,
            })
            return {
              namespaces: yield* storage.connectedNamespaces,
              recent: (yield* storage.recentWallets)[0],
              ens: yield* storage.getCacheEntry(CacheKeys.ens, '0xabc'),
            }
          }),
        )
        expect(Exit.isSuccess(exit)).toBe(true)
        if (!Exit.isSuccess(exit)) return
        expect(exit.value.namespaces).toContain(namespace)
        expect(exit.value.recent).toEqual({ id: 'w' })
        expect(Option.isSome(exit.value.ens)).toBe(true)
      }),
      { numRuns: SERVICE_RUNS },
    )
  })

  it('property: a backend that throws or returns anything never fails a Storage call', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBackend, async (backend) => {
        const exit = await withStorage(
          backend,
          Effect.gen(function* () {
            const storage = yield* Storage
            yield* readAll(makeMemoryBackend())
            yield* storage.set(StorageKeys.connectionStatus, 'connected')
            yield* storage.addConnectedNamespace('eip155')
            yield* storage.removeConnectedNamespace('eip155')
            yield* storage.addRecentWallet({ id: 'w' })
            yield* storage.clearLogin
            yield* storage.setCacheEntry(CacheKeys.ens, '0xabc', {
              address: '0xabc',
              ens: null,
              timestamp: 1,
            })
            // What JSON cannot say is refused and logged, not thrown.
            yield* storage.setCacheEntry(CacheKeys.balance, 'eip155:1:0xabc', {
              caipAddress: 'eip155:1:0xabc',
              balance: 1n,
              timestamp: 1,
            })
            yield* storage.removeCacheEntry(CacheKeys.ens, '0xabc')
            yield* storage.clearCache(CacheKeys.ens)
          }),
        )
        expect(Exit.isSuccess(exit), String(Exit.isFailure(exit) && exit.cause)).toBe(true)
      }),
      { numRuns: SERVICE_RUNS },
    )
  })

  it('property: a client over corrupt storage constructs, is ready, opens, and repairs what it read', async () => {
    await fc.assert(
      fc.asyncProperty(storedArb, async (stored) => {
        const backend = makeMemoryBackend()
        fill(backend, stored)
        // What the client reads at start (restore) is clean afterwards.
        const restored = backend.getItem(`${STORAGE_PREFIX}connectedNamespaces`)
        const startKeys: StorageKey<unknown>[] = [StorageKeys.connectedNamespaces]
        // restore reads the active namespace only when some namespace is stored.
        const list = Schema.decodeUnknownResult(StorageKeys.connectedNamespaces.schema)(restored)
        if (Result.isSuccess(list) && list.success.length > 0)
          startKeys.push(StorageKeys.activeNamespace)
        await useClient(backend)
        for (const key of startKeys) {
          const raw = backend.getItem(STORAGE_PREFIX + key.name)
          expect(raw === null || decodes(key.schema, raw), `${key.name}: ${raw}`).toBe(true)
        }
      }),
      { numRuns: CLIENT_RUNS },
    )
  })

  it('property: a client over a throwing or foreign backend constructs, is ready and opens', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBackend, async (backend) => {
        await useClient(backend)
      }),
      { numRuns: CLIENT_RUNS },
    )
  })
})
