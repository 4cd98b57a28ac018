import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import type { Transaction } from '../../../../generated/api/schemas.ts'
import {
  PENDING_POLL_ENABLED,
  PENDING_POLL_MS,
  PENDING_TRANSACTIONS_LIMIT,
} from '../../../../runtime/constants.ts'
import { loadActivity } from '../../../../runtime/features/activity/loadActivity.ts'
import { watchPending } from '../../../../runtime/features/activity/watchPending.ts'
import { DataApi } from '../../../../runtime/services/DataApi.ts'
import { emptyAccount } from '../../../../runtime/state/types.ts'
import { flowLayer, testNetwork } from '../../support/flowLayer.ts'

const address = '0x00000000000000000000000000000000000000aa'

/** `count` transactions on the test chain, `pending` of them pending. */
const page = (count: number, pending: number): Transaction[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `tx-${i}`,
    metadata: {
      minedAt: '2024-05-02T10:00:00Z',
      chain: testNetwork.caipNetworkId,
      status: i < pending ? 'pending' : 'confirmed',
    },
    transfers: [{ direction: 'in', quantity: { numeric: '1' } }],
  }))

/**
 * A connected account whose history answer `n` (0-based) has `pendingAt(n)` pending
 * transactions; `fetches()` says how many answers were asked for (the onramp purchases,
 * none here, are not counted).
 */
const setup = (pendingAt: (n: number) => number) => {
  let fetches = 0
  const api = DataApi.layerTest({
    getAccountHistory: (input) =>
      Effect.sync(() => {
        if (input.onramp !== undefined) return { data: [] }
        const pending = pendingAt(fetches)
        fetches += 1
        return { data: page(Math.max(pending, 1), pending) }
      }),
  })
  const { layer, state } = flowLayer([], {}, api)
  state.account.value = {
    ...emptyAccount,
    namespace: 'eip155',
    address,
    caipAddress: `${testNetwork.caipNetworkId}:${address}`,
    status: 'connected',
  }
  return { layer, state, fetches: () => fetches }
}

describe('watchPending', () => {
  it('default: PENDING_POLL_ENABLED is false, PENDING_POLL_MS 30000, limit 99', () => {
    expect({ PENDING_POLL_ENABLED, PENDING_POLL_MS, PENDING_TRANSACTIONS_LIMIT }).toEqual({
      PENDING_POLL_ENABLED: false,
      PENDING_POLL_MS: 30_000,
      PENDING_TRANSACTIONS_LIMIT: 99,
    })
  })

  it.effect('default: disabled, it never polls', () => {
    const { layer, fetches } = setup(() => 1)
    return Effect.gen(function* () {
      yield* loadActivity()
      const fiber = yield* Effect.forkChild(watchPending())
      yield* TestClock.adjust(PENDING_POLL_MS * 3)
      expect(yield* Fiber.join(fiber)).toEqual({ reason: 'disabled', polls: 0, counted: 0 })
      expect(fetches()).toBe(1)
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: re-fetches the first page at PENDING_POLL_MS, not before', () => {
    const { layer, fetches } = setup(() => 1)
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(fetches()).toBe(1)
      const fiber = yield* Effect.forkChild(watchPending({ enabled: true }))
      yield* TestClock.adjust(PENDING_POLL_MS - 1)
      expect(fetches()).toBe(1)
      yield* TestClock.adjust(1)
      expect(fetches()).toBe(2)
      yield* TestClock.adjust(PENDING_POLL_MS - 1)
      expect(fetches()).toBe(2)
      yield* TestClock.adjust(1)
      expect(fetches()).toBe(3)
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: stops once the list holds no pending transaction', () => {
    const { layer, fetches } = setup((n) => (n < 2 ? 2 : 0))
    return Effect.gen(function* () {
      yield* loadActivity()
      const fiber = yield* Effect.forkChild(watchPending({ enabled: true }))
      yield* TestClock.adjust(PENDING_POLL_MS)
      yield* TestClock.adjust(PENDING_POLL_MS)
      // Answers 0 (the load) and 1 (poll 1) hold 2 pending each, answer 2 (poll 2) none.
      expect(yield* Fiber.join(fiber)).toEqual({ reason: 'settled', polls: 2, counted: 4 })
      expect(fetches()).toBe(3)
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: with nothing pending it does not poll at all', () => {
    const { layer, fetches } = setup(() => 0)
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(yield* watchPending({ enabled: true })).toEqual({
        reason: 'settled',
        polls: 0,
        counted: 0,
      })
      expect(fetches()).toBe(1)
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: one transaction stuck in pending stops the watch after 99 counted', () => {
    const { layer, fetches } = setup(() => 1)
    return Effect.gen(function* () {
      yield* loadActivity()
      const fiber = yield* Effect.forkChild(watchPending({ enabled: true }))
      // The first look counts 1, each poll 1 more: the 99th count comes with poll 98.
      for (let i = 0; i < PENDING_TRANSACTIONS_LIMIT - 2; i++)
        yield* TestClock.adjust(PENDING_POLL_MS)
      expect(fiber.pollUnsafe()).toBeUndefined()
      expect(fetches()).toBe(PENDING_TRANSACTIONS_LIMIT - 1)
      yield* TestClock.adjust(PENDING_POLL_MS)
      expect(yield* Fiber.join(fiber)).toEqual({
        reason: 'limit',
        polls: PENDING_TRANSACTIONS_LIMIT - 1,
        counted: PENDING_TRANSACTIONS_LIMIT,
      })
      yield* TestClock.adjust(PENDING_POLL_MS * 10)
      expect(fetches()).toBe(PENDING_TRANSACTIONS_LIMIT)
    }).pipe(Effect.provide(layer))
  })

  it.effect.each([
    { pending: 99, polls: 0, counted: 99 },
    { pending: 98, polls: 1, counted: 196 },
    { pending: 50, polls: 1, counted: 100 },
    { pending: 49, polls: 2, counted: 147 },
    { pending: 33, polls: 2, counted: 99 },
  ])(
    'behavior: $pending pending per page stops after $polls polls ($counted counted)',
    ({ pending, polls, counted }) => {
      const { layer, fetches } = setup(() => pending)
      return Effect.gen(function* () {
        yield* loadActivity()
        const fiber = yield* Effect.forkChild(watchPending({ enabled: true }))
        for (let i = 0; i < polls; i++) yield* TestClock.adjust(PENDING_POLL_MS)
        expect(yield* Fiber.join(fiber)).toEqual({ reason: 'limit', polls, counted })
        expect(fetches()).toBe(1 + polls)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('behavior: interruptible; no fetch after the interrupt', () => {
    const { layer, fetches } = setup(() => 1)
    return Effect.gen(function* () {
      yield* loadActivity()
      const fiber = yield* Effect.forkChild(watchPending({ enabled: true }))
      yield* TestClock.adjust(PENDING_POLL_MS - 1)
      yield* Fiber.interrupt(fiber)
      yield* TestClock.adjust(PENDING_POLL_MS * 5)
      expect(fetches()).toBe(1)
    }).pipe(Effect.provide(layer))
  })
})
