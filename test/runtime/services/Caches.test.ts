import { describe, expect, it } from '@effect/vitest'
import { Deferred, Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import {
  ENS_CACHE_MS,
  IDENTITY_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
  TOKEN_BALANCE_RETRY_MS,
} from '../../../runtime/constants.ts'
import type { TokenBalanceUnavailable } from '../../../runtime/errors/TokenBalanceUnavailable.ts'
import { Caches, type CachesService, type TtlCache } from '../../../runtime/services/Caches.ts'
import { Logger } from '../../../runtime/services/Logger.ts'
import {
  makeMemoryBackend,
  STORAGE_PREFIX,
  type StorageBackend,
} from '../../../runtime/services/Storage.ts'
import { serviceTestLayer } from '../support/serviceTestLayer.ts'

const caipAddress = 'eip155:1:0x00000000000000000000000000000000000000aa'
const address = '0x00000000000000000000000000000000000000aa'

const tokens = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3000,
    price: 3000,
    quantity: { decimals: '18', numeric: '1.0' },
    iconUrl: 'https://example.com/eth.png',
  },
]

/** Caches over `backend` (a fresh memory one unless given), as a reload would build them. */
const makeCaches = (backend: StorageBackend = makeMemoryBackend()) =>
  Caches.make().pipe(Effect.provide(serviceTestLayer({ storage: backend })))

/** A fetch that counts its runs and answers `value`. */
const counting = <A>(value: A) => {
  const counter = { runs: 0 }
  const fetch = Effect.sync(() => {
    counter.runs++
    return value
  })
  return { counter, fetch }
}

/** Each cache, its SPEC §9 lifetime, its key and a value it holds. */
const table: ReadonlyArray<
  readonly [
    name: string,
    pick: (caches: CachesService) => Pick<TtlCache<unknown>, 'get' | 'ttl'>,
    ttl: number,
    key: string,
    value: unknown,
  ]
> = [
  ['balance', (c) => c.balance as never, PORTFOLIO_CACHE_MS, caipAddress, tokens],
  [
    'nativeBalance',
    (c) => c.nativeBalance as never,
    NATIVE_BALANCE_CACHE_MS,
    caipAddress,
    { balance: '1.5', symbol: 'ETH' },
  ],
  ['ens', (c) => c.ens as never, ENS_CACHE_MS, address, [{ name: 'alice.latch', addresses: {} }]],
  [
    'identity',
    (c) => c.identity as never,
    IDENTITY_CACHE_MS,
    address,
    { name: 'alice', avatar: null },
  ],
]

describe('Caches', () => {
  it.effect('default: the second get within the lifetime is served from the cache', () =>
    Effect.gen(function* () {
      const caches = yield* makeCaches()
      const { counter, fetch } = counting({ name: 'alice', avatar: null })
      expect(yield* caches.identity.get(address, fetch)).toEqual({ name: 'alice', avatar: null })
      expect(yield* caches.identity.get(address, fetch)).toEqual({ name: 'alice', avatar: null })
      expect(counter.runs).toBe(1)
    }),
  )

  it('default: the lifetimes are those of SPEC §9', () => {
    expect(table.map(([name, , ttl]) => [name, ttl])).toMatchInlineSnapshot(`
      [
        [
          "balance",
          30000,
        ],
        [
          "nativeBalance",
          30000,
        ],
        [
          "ens",
          300000,
        ],
        [
          "identity",
          300000,
        ],
      ]
    `)
  })

  for (const [name, pick, ttl, key, value] of table)
    it.effect(`behavior: ${name} is cached at ttl - 1 ms and refetched at ttl`, () =>
      Effect.gen(function* () {
        const cache = pick(yield* makeCaches())
        expect(cache.ttl).toBe(ttl)
        const { counter, fetch } = counting(value)
        yield* cache.get(key, fetch)
        yield* TestClock.adjust(ttl - 1)
        expect(yield* cache.get(key, fetch)).toEqual(value)
        expect(counter.runs).toBe(1)
        yield* TestClock.adjust(1)
        expect(yield* cache.get(key, fetch)).toEqual(value)
        expect(counter.runs).toBe(2)
      }),
    )

  it.effect('behavior: a reload within the lifetime uses the stored entry', () =>
    Effect.gen(function* () {
      const backend = makeMemoryBackend()
      const before = yield* makeCaches(backend)
      const { counter, fetch } = counting(tokens)
      yield* before.balance.get(caipAddress, fetch)
      const stored = JSON.parse(backend.getItem(`${STORAGE_PREFIX}cache:balance`) ?? '{}')
      expect(stored).toEqual({ [caipAddress]: { caipAddress, balance: tokens, timestamp: 0 } })

      yield* TestClock.adjust(PORTFOLIO_CACHE_MS - 1)
      const after = yield* makeCaches(backend)
      expect(yield* after.balance.get(caipAddress, fetch)).toEqual(tokens)
      expect(counter.runs).toBe(1)
      yield* TestClock.adjust(1)
      const later = yield* makeCaches(backend)
      yield* later.balance.get(caipAddress, fetch)
      expect(counter.runs).toBe(2)
    }),
  )

  it.effect('behavior: keys are separate; peek, set and invalidate', () =>
    Effect.gen(function* () {
      const caches = yield* makeCaches()
      const other = 'eip155:1:0x00000000000000000000000000000000000000bb'
      yield* caches.nativeBalance.set(caipAddress, { balance: '1', symbol: 'ETH' })
      expect(yield* caches.nativeBalance.peek(other)).toMatchObject({ _tag: 'None' })
      expect(yield* caches.nativeBalance.peek(caipAddress)).toMatchObject({
        _tag: 'Some',
        value: { balance: '1', symbol: 'ETH' },
      })
      yield* caches.nativeBalance.invalidate(caipAddress)
      expect(yield* caches.nativeBalance.peek(caipAddress)).toMatchObject({ _tag: 'None' })
    }),
  )

  it.effect('behavior: concurrent gets of one key share one fetch', () =>
    Effect.gen(function* () {
      const caches = yield* makeCaches()
      const gate = yield* Deferred.make<void>()
      let runs = 0
      const fetch = Effect.gen(function* () {
        runs++
        yield* Deferred.await(gate)
        return { name: 'alice', avatar: null }
      })
      const fibers = yield* Effect.forEach([1, 2, 3], () =>
        Effect.forkChild(caches.identity.get(address, fetch)),
      )
      const elsewhere = yield* Effect.forkChild(caches.identity.get('0xother', fetch))
      yield* Effect.yieldNow
      yield* Deferred.succeed(gate, undefined)
      for (const fiber of fibers)
        expect(yield* Fiber.join(fiber)).toEqual({ name: 'alice', avatar: null })
      yield* Fiber.join(elsewhere)
      expect(runs).toBe(2)
    }),
  )

  it.effect('behavior: one waiter giving up does not cancel the shared fetch', () =>
    Effect.gen(function* () {
      const caches = yield* makeCaches()
      const gate = yield* Deferred.make<void>()
      let runs = 0
      const fetch = Effect.gen(function* () {
        runs++
        yield* Deferred.await(gate)
        return { name: 'alice', avatar: null }
      })
      const first = yield* Effect.forkChild(caches.identity.get(address, fetch))
      const second = yield* Effect.forkChild(caches.identity.get(address, fetch))
      yield* Effect.yieldNow
      yield* Fiber.interrupt(first)
      yield* Deferred.succeed(gate, undefined)
      expect(yield* Fiber.join(second)).toEqual({ name: 'alice', avatar: null })
      expect(runs).toBe(1)
    }),
  )

  it.effect('behavior: a failed fetch stores nothing; the next get fetches again', () =>
    Effect.gen(function* () {
      const caches = yield* makeCaches()
      let runs = 0
      const failing = Effect.suspend(() => {
        runs++
        return Effect.fail('down' as const)
      })
      expect(yield* Effect.flip(caches.ens.get(address, failing))).toBe('down')
      expect(yield* Effect.flip(caches.ens.get(address, failing))).toBe('down')
      expect(runs).toBe(2)
    }),
  )

  it.effect('behavior: token balances are skipped for TOKEN_BALANCE_RETRY_MS after a failure', () =>
    Effect.gen(function* () {
      const caches = yield* makeCaches()
      let runs = 0
      let fail = true
      const fetch = Effect.suspend(() => {
        runs++
        return fail ? Effect.fail(new Error('503')) : Effect.succeed(tokens)
      })
      const failed: TokenBalanceUnavailable = yield* Effect.flip(
        caches.balance.get(caipAddress, fetch),
      )
      expect([failed._tag, failed.reason, failed.message]).toEqual([
        'TokenBalanceUnavailable',
        'FetchFailed',
        'Token Balance Unavailable',
      ])
      expect(failed.cause).toBeInstanceOf(Error)
      fail = false
      yield* TestClock.adjust(TOKEN_BALANCE_RETRY_MS - 1)
      const skipped = yield* Effect.flip(caches.balance.get(caipAddress, fetch))
      expect([skipped.reason, skipped.message, skipped.retryAt]).toEqual([
        'RetryWindow',
        'Token Balance Unavailable',
        TOKEN_BALANCE_RETRY_MS,
      ])
      expect(runs).toBe(1)
      // Another address has its own window.
      yield* caches.balance.get('eip155:1:0xbb', fetch)
      expect(runs).toBe(2)
      yield* TestClock.adjust(1)
      expect(yield* caches.balance.get(caipAddress, fetch)).toEqual(tokens)
      expect(runs).toBe(3)
    }),
  )

  it.effect('behavior: a corrupt stored entry reads as absent and is logged', () => {
    const backend = makeMemoryBackend()
    backend.setItem(
      `${STORAGE_PREFIX}cache:identity`,
      JSON.stringify({ [address]: { address, identity: { name: 42 }, timestamp: 0 } }),
    )
    return Effect.gen(function* () {
      const { counter, fetch } = counting({ name: 'alice', avatar: null })
      const caches = yield* Caches.make()
      expect(yield* caches.identity.get(address, fetch)).toEqual({ name: 'alice', avatar: null })
      expect(counter.runs).toBe(1)
      const messages = (yield* (yield* Logger).entries).map((e) => e.message)
      expect(messages).toContain(`Cache entry ignored: cache:identity ${address}`)
    }).pipe(Effect.provide(serviceTestLayer({ storage: backend })))
  })

  it.effect('behavior: clear empties every cache and closes the retry windows', () =>
    Effect.gen(function* () {
      const caches = yield* makeCaches()
      yield* caches.identity.set(address, { name: 'a', avatar: null })
      yield* Effect.flip(caches.balance.get(caipAddress, Effect.fail('x')))
      yield* caches.clear
      expect(yield* caches.identity.peek(address)).toMatchObject({ _tag: 'None' })
      expect(yield* caches.balance.get(caipAddress, Effect.succeed(tokens))).toEqual(tokens)
    }),
  )
})
