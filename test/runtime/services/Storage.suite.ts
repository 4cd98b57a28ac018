import { describe, expect, it } from '@effect/vitest'
import { Effect, Layer, Option } from 'effect'
import { Logger } from '../../../runtime/services/Logger.ts'
import {
  CacheKeys,
  STORAGE_PREFIX,
  Storage,
  type StorageBackend,
  StorageKeys,
} from '../../../runtime/services/Storage.ts'

/** One Storage layer under test; `backend` is the raw store behind it when reachable. */
export interface StorageSubject {
  readonly layer: Layer.Layer<Storage, never, Logger>
  readonly backend?: StorageBackend | undefined
}

/** The behaviour every Storage layer shares (STYLE.md: one suite, run against each layer). */
export const storageSuite = (name: string, subject: () => StorageSubject) =>
  describe(`Storage (${name})`, () => {
    const run = <A, E>(
      body: (backend: StorageBackend | undefined) => Effect.Effect<A, E, Storage | Logger>,
    ) => {
      const { layer, backend } = subject()
      return Effect.provide(body(backend), Layer.provideMerge(layer, Logger.layerTest()))
    }
    const raw = (backend: StorageBackend | undefined, key: string) =>
      backend?.getItem(STORAGE_PREFIX + key)
    const warnings = Effect.gen(function* () {
      const logger = yield* Logger
      const entries = yield* logger.entries
      return entries.filter((entry) => entry.level === 'warn').map((entry) => entry.message)
    })

    it.effect('default', () =>
      run(() =>
        Effect.gen(function* () {
          const storage = yield* Storage
          expect(yield* storage.get(StorageKeys.connectionStatus)).toEqual(Option.none())
          expect(yield* storage.connectedNamespaces).toEqual([])
          expect(yield* storage.recentWallets).toEqual([])
          expect(yield* storage.getCacheEntry(CacheKeys.ens, '0xabc')).toEqual(Option.none())
        }),
      ),
    )

    it.effect('behavior: a value set reads back, under the versioned prefix', () =>
      run((backend) =>
        Effect.gen(function* () {
          const storage = yield* Storage
          yield* storage.set(StorageKeys.connectionStatus, 'connected')
          expect(yield* storage.get(StorageKeys.connectionStatus)).toEqual(Option.some('connected'))
          if (backend) expect(raw(backend, 'connectionStatus')).toBe('connected')
          yield* storage.remove(StorageKeys.connectionStatus)
          expect(yield* storage.get(StorageKeys.connectionStatus)).toEqual(Option.none())
          if (backend) expect(raw(backend, 'connectionStatus')).toBeNull()
        }),
      ),
    )

    it.effect('behavior: connected namespaces are a comma list without duplicates', () =>
      run((backend) =>
        Effect.gen(function* () {
          const storage = yield* Storage
          yield* storage.addConnectedNamespace('solana')
          yield* storage.addConnectedNamespace('eip155')
          yield* storage.addConnectedNamespace('solana')
          expect(yield* storage.connectedNamespaces).toEqual(['solana', 'eip155'])
          if (backend) expect(raw(backend, 'connectedNamespaces')).toBe('solana,eip155')
          yield* storage.removeConnectedNamespace('solana')
          expect(yield* storage.connectedNamespaces).toEqual(['eip155'])
          yield* storage.removeConnectedNamespace('bitcoin')
          expect(yield* storage.connectedNamespaces).toEqual(['eip155'])
          yield* storage.removeConnectedNamespace('eip155')
          expect(yield* storage.connectedNamespaces).toEqual([])
          if (backend) expect(raw(backend, 'connectedNamespaces')).toBeNull()
        }),
      ),
    )

    it.effect('behavior: recent wallets keep 2, most recent first, deduplicated by id', () =>
      run((backend) =>
        Effect.gen(function* () {
          const storage = yield* Storage
          yield* storage.addRecentWallet({ id: 'a', name: 'A' })
          yield* storage.addRecentWallet({ id: 'b' })
          yield* storage.addRecentWallet({ id: 'c' })
          expect((yield* storage.recentWallets).map((wallet) => wallet.id)).toEqual(['c', 'b'])
          yield* storage.addRecentWallet({ id: 'b', name: 'B' })
          expect(yield* storage.recentWallets).toEqual([{ id: 'b', name: 'B' }, { id: 'c' }])
          if (backend)
            expect(JSON.parse(raw(backend, 'recentWallets') ?? 'null')).toEqual([
              { id: 'b', name: 'B' },
              { id: 'c' },
            ])
        }),
      ),
    )

    it.effect('behavior: the active network is kept per namespace', () =>
      run(() =>
        Effect.gen(function* () {
          const storage = yield* Storage
          yield* storage.set(StorageKeys.activeNetwork('eip155'), 'eip155:8453')
          yield* storage.set(
            StorageKeys.activeNetwork('solana'),
            'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          )
          yield* storage.set(StorageKeys.activeNamespace, 'solana')
          expect(yield* storage.get(StorageKeys.activeNetwork('eip155'))).toEqual(
            Option.some('eip155:8453'),
          )
          expect(yield* storage.get(StorageKeys.activeNetwork('bitcoin'))).toEqual(Option.none())
          expect(yield* storage.get(StorageKeys.activeNamespace)).toEqual(Option.some('solana'))
        }),
      ),
    )

    it.effect(
      'behavior: clearLogin clears login flags, e-mail, last chain and social username only',
      () =>
        run(() =>
          Effect.gen(function* () {
            const storage = yield* Storage
            yield* storage.set(StorageKeys.loginEmailUsed, true)
            yield* storage.set(StorageKeys.loginEmail, 'ada@example.com')
            yield* storage.set(StorageKeys.loginLastChain, 'eip155:1')
            yield* storage.set(StorageKeys.loginSocialProvider, 'github')
            yield* storage.set(StorageKeys.loginSocialUsername, 'ada')
            yield* storage.set(StorageKeys.connectionStatus, 'connected')
            expect(yield* storage.get(StorageKeys.loginEmailUsed)).toEqual(Option.some(true))
            yield* storage.clearLogin
            for (const key of [
              StorageKeys.loginEmailUsed,
              StorageKeys.loginEmail,
              StorageKeys.loginLastChain,
              StorageKeys.loginSocialProvider,
              StorageKeys.loginSocialUsername,
            ])
              expect(yield* storage.get<unknown>(key)).toEqual(Option.none())
            expect(yield* storage.get(StorageKeys.connectionStatus)).toEqual(
              Option.some('connected'),
            )
          }),
        ),
    )

    it.effect('behavior: cache entries are kept per cache and per key', () =>
      run((backend) =>
        Effect.gen(function* () {
          const storage = yield* Storage
          const entry = {
            caipAddress: 'eip155:1:0xabc',
            balance: [{ symbol: 'ETH' }],
            timestamp: 5,
          }
          yield* storage.setCacheEntry(CacheKeys.balance, entry.caipAddress, entry)
          yield* storage.setCacheEntry(CacheKeys.balance, 'eip155:1:0xdef', {
            ...entry,
            caipAddress: 'eip155:1:0xdef',
          })
          yield* storage.setCacheEntry(CacheKeys.identity, '0xabc', {
            address: '0xabc',
            identity: { name: 'ada' },
            timestamp: 7,
          })
          expect(yield* storage.getCacheEntry(CacheKeys.balance, entry.caipAddress)).toEqual(
            Option.some(entry),
          )
          expect(yield* storage.getCacheEntry(CacheKeys.ens, '0xabc')).toEqual(Option.none())
          if (backend)
            expect(Object.keys(JSON.parse(raw(backend, 'cache:balance') ?? '{}'))).toHaveLength(2)
          yield* storage.removeCacheEntry(CacheKeys.balance, entry.caipAddress)
          expect(yield* storage.getCacheEntry(CacheKeys.balance, entry.caipAddress)).toEqual(
            Option.none(),
          )
          expect(
            Option.isSome(yield* storage.getCacheEntry(CacheKeys.balance, 'eip155:1:0xdef')),
          ).toBe(true)
          yield* storage.clearCache(CacheKeys.balance)
          expect(yield* storage.getCacheEntry(CacheKeys.balance, 'eip155:1:0xdef')).toEqual(
            Option.none(),
          )
          expect(Option.isSome(yield* storage.getCacheEntry(CacheKeys.identity, '0xabc'))).toBe(
            true,
          )
        }),
      ),
    )

    it.effect('behavior: a value the schema refuses is not written, and is logged', () =>
      run((backend) =>
        Effect.gen(function* () {
          const storage = yield* Storage
          yield* storage.set(StorageKeys.loginEmail, 'not an e-mail')
          expect(yield* storage.get(StorageKeys.loginEmail)).toEqual(Option.none())
          if (backend) expect(raw(backend, 'login:email')).toBeNull()
          const logger = yield* Logger
          expect((yield* logger.entries).map((entry) => entry.message)).toContain(
            'Storage value refused: login:email',
          )
        }),
      ),
    )

    it.effect('behavior: corrupt and foreign values read as absent and are logged', () =>
      run((backend) =>
        Effect.gen(function* () {
          if (!backend) return
          const storage = yield* Storage
          backend.setItem(`${STORAGE_PREFIX}connectionStatus`, '{"status":"connected"}')
          backend.setItem(`${STORAGE_PREFIX}connectedNamespaces`, 'eip155,eip155')
          backend.setItem(`${STORAGE_PREFIX}recentWallets`, '[{"id":')
          backend.setItem(`${STORAGE_PREFIX}cache:ens`, 'null')
          backend.setItem(
            `${STORAGE_PREFIX}cache:identity`,
            JSON.stringify({ '0xabc': { address: '0xabc', identity: {}, timestamp: 'yesterday' } }),
          )
          expect(yield* storage.get(StorageKeys.connectionStatus)).toEqual(Option.none())
          expect(yield* storage.connectedNamespaces).toEqual([])
          expect(yield* storage.recentWallets).toEqual([])
          expect(yield* storage.getCacheEntry(CacheKeys.ens, '0xabc')).toEqual(Option.none())
          expect(yield* storage.getCacheEntry(CacheKeys.identity, '0xabc')).toEqual(Option.none())
          expect(yield* warnings).toEqual([
            'Storage value ignored: connectionStatus',
            'Storage value ignored: connectedNamespaces',
            'Storage value ignored: recentWallets',
            'Storage value ignored: cache:ens',
            'Storage value ignored: cache:identity 0xabc',
          ])
          // A corrupt record is replaced on the next write.
          yield* storage.setCacheEntry(CacheKeys.ens, '0xabc', {
            address: '0xabc',
            ens: [],
            timestamp: 1,
          })
          expect(Option.isSome(yield* storage.getCacheEntry(CacheKeys.ens, '0xabc'))).toBe(true)
          yield* storage.addConnectedNamespace('bitcoin')
          expect(yield* storage.connectedNamespaces).toEqual(['bitcoin'])
        }),
      ),
    )
  })
