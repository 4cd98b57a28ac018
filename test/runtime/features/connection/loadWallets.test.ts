import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import type { Wallet, WalletsResponse } from '../../../../generated/api/schemas.ts'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import { loadWallets } from '../../../../runtime/features/connection/loadWallets.ts'
import { DataApi } from '../../../../runtime/services/DataApi.ts'
import { flowLayer } from '../../support/flowLayer.ts'

/** A registry wallet with only the fields a test reads. */
const wallet = (id: string): Wallet => ({
  id,
  name: id,
  imageUrl: `https://wallets.example/${id}.png`,
  rdns: null,
  mobileLink: null,
  desktopLink: null,
  webappLink: null,
  chains: [],
  homepage: `https://${id}.example`,
})

type Answer = (
  search: string | undefined,
  page: number,
) => Effect.Effect<WalletsResponse, DataApiError>

/** A registry whose pages come from `answer`, with an `apiUrl` so it is available. */
const setup = (answer: Answer) =>
  flowLayer(
    [],
    { apiUrl: 'http://127.0.0.1:9' },
    DataApi.layerTest({ getWallets: (query = {}) => answer(query.search, query.page ?? 1) }),
  )

describe('loadWallets', () => {
  it.effect('default: the first page, ready, through loadInto', () => {
    const { layer, state } = setup(() => Effect.succeed({ data: [wallet('rainbow')], count: 1 }))
    return Effect.gen(function* () {
      yield* loadWallets()
      expect(state.wallets.value).toMatchObject({
        status: 'ready',
        error: undefined,
        data: { available: true, search: '', count: 1, page: 1 },
      })
      expect(state.wallets.value.data.entries.map((w) => w.id)).toEqual(['rainbow'])
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: a failed page keeps the pages loaded so far, with its SPEC text', () => {
    const { layer, state } = setup((_, page) =>
      page === 1
        ? Effect.succeed({ data: [wallet('rainbow')], count: 2 })
        : Effect.fail(DataApiError.of('RateLimited', 'getWallets', { status: 429 })),
    )
    return Effect.gen(function* () {
      yield* loadWallets()
      yield* loadWallets({ more: true })
      expect(state.wallets.value).toMatchObject({
        status: 'error',
        error: 'Rate Limited',
        data: { page: 1, count: 2 },
      })
      expect(state.wallets.value.data.entries.map((w) => w.id)).toEqual(['rainbow'])
      expect(state.alert.value?.message).toBe('Rate Limited')
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    'behavior: a new search shows none of the last one while it loads; the newest wins',
    () => {
      const { layer, state } = setup((search) =>
        search === 'rain'
          ? Effect.as(Effect.sleep('2 seconds'), { data: [wallet('rainbow')], count: 1 })
          : search === 'trust'
            ? Effect.as(Effect.sleep('1 second'), { data: [wallet('trust')], count: 1 })
            : Effect.succeed({ data: [wallet('metamask')], count: 1 }),
      )
      return Effect.gen(function* () {
        yield* loadWallets()
        const older = yield* Effect.forkChild(loadWallets({ search: 'rain' }))
        yield* Effect.yieldNow
        expect(state.wallets.value).toMatchObject({
          status: 'loading',
          data: { search: 'rain', entries: [], page: 0, count: 0 },
        })
        const newer = yield* Effect.forkChild(loadWallets({ search: 'trust' }))
        yield* TestClock.adjust('1 second')
        yield* Fiber.join(newer)
        yield* TestClock.adjust('1 second')
        yield* Fiber.join(older)
        expect(state.wallets.value).toMatchObject({ status: 'ready', data: { search: 'trust' } })
        expect(state.wallets.value.data.entries.map((w) => w.id)).toEqual(['trust'])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('behavior: without apiUrl the registry is not available and nothing is fetched', () => {
    const calls: unknown[] = []
    const { layer, state } = flowLayer(
      [],
      {},
      DataApi.layerTest({
        getWallets: (query) => {
          calls.push(query)
          return Effect.succeed({ data: [], count: 0 })
        },
      }),
    )
    return Effect.gen(function* () {
      yield* loadWallets()
      expect(calls).toEqual([])
      expect(state.wallets.value).toMatchObject({ status: 'ready', data: { available: false } })
    }).pipe(Effect.provide(layer))
  })
})
