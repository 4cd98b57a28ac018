import { describe, expect, it } from '@effect/vitest'
import { Deferred, Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import type { AccountHistoryResponse, Transaction } from '../../../../generated/api/schemas.ts'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import { DataApiSkipped } from '../../../../runtime/errors/DataApiSkipped.ts'
import { loadActivity } from '../../../../runtime/features/activity/loadActivity.ts'
import { defineNetwork, type Network } from '../../../../runtime/networks.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import type { WritableState } from '../../../../runtime/state/createState.ts'
import { emptyAccount } from '../../../../runtime/state/types.ts'
import { flowLayer, testNetwork, unreachableNetwork } from '../../support/flowLayer.ts'

const address = '0x00000000000000000000000000000000000000aa'
const caipAddress = `${testNetwork.caipNetworkId}:${address}`

/** A transaction on the test chain, mined at `minedAt`, with one plain transfer. */
const tx = (id: string, minedAt: string, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  metadata: { minedAt, chain: testNetwork.caipNetworkId },
  transfers: [{ direction: 'in', quantity: { numeric: '1' } }],
  ...extra,
})

const spam = {
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { flags: { is_spam: true } },
} as const
const plain = { direction: 'out', quantity: { numeric: '2' } } as const

type HistoryInput = Parameters<DataApiService['getAccountHistory']>[0]

type HistoryAnswer = (
  input: HistoryInput,
) => Effect.Effect<AccountHistoryResponse, DataApiError | DataApiSkipped>

/**
 * A Data API whose history answers come from `answer`, and its onramp purchases
 * (`onramp=coinbase`) from `bought` (default none); every call is recorded in its list.
 */
const history = (
  answer: HistoryAnswer,
  bought: HistoryAnswer = () => Effect.succeed({ data: [], next: null }),
) => {
  const calls: HistoryInput[] = []
  const onrampCalls: HistoryInput[] = []
  const layer = DataApi.layerTest({
    getAccountHistory: (input) => {
      if (input.onramp !== undefined) {
        onrampCalls.push(input)
        return bought(input)
      }
      calls.push(input)
      return answer(input)
    },
  })
  return { calls, onrampCalls, layer }
}

const connectAs = (state: WritableState, network: Network = testNetwork) => {
  state.network.value = network
  state.account.value = {
    ...emptyAccount,
    namespace: network.chainNamespace,
    address,
    caipAddress: `${network.caipNetworkId}:${address}`,
    status: 'connected',
  }
}

const setup = (answer: HistoryAnswer, bought?: HistoryAnswer) => {
  const api = history(answer, bought)
  const { layer, state } = flowLayer([], {}, api.layer)
  connectAs(state)
  return { layer, state, calls: api.calls, onrampCalls: api.onrampCalls }
}

describe('loadActivity', () => {
  it.effect('default', () => {
    const { layer, state, calls } = setup(() =>
      Effect.succeed({ data: [tx('a', '2024-05-02T10:00:00Z')], next: 'cursor-2' }),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(calls).toEqual([
        { account: caipAddress, chainId: testNetwork.caipNetworkId, supported: true },
      ])
      const activity = state.activity.value
      expect(activity.data.transactions.map((t) => t.id)).toEqual(['a'])
      expect(activity).toMatchObject({ status: 'ready', error: undefined })
      expect(activity.data).toMatchObject({
        empty: false,
        next: 'cursor-2',
        lastNetworkInView: testNetwork.caipNetworkId,
        account: caipAddress,
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    'behavior: the first page comes with the onramp purchases (coinbaseTransactions), newest first',
    () => {
      const other = unreachableNetwork(1, 'Ethereum').caipNetworkId
      const { layer, state, onrampCalls } = setup(
        () => Effect.succeed({ data: [tx('a', '2024-05-02T10:00:00Z')], next: 'cursor-2' }),
        (input) =>
          input.account !== caipAddress
            ? Effect.never
            : Effect.succeed({
                data: [
                  tx('old', '2024-04-02T10:00:00Z'),
                  tx('new', '2024-05-02T10:00:00Z'),
                  tx('elsewhere', '2024-05-03T10:00:00Z', {
                    metadata: { minedAt: '2024-05-03T10:00:00Z', chain: other },
                  }),
                ],
                next: 'onramp-cursor-2',
              }),
      )
      return Effect.gen(function* () {
        yield* loadActivity()
        expect(onrampCalls).toEqual([
          {
            account: caipAddress,
            chainId: testNetwork.caipNetworkId,
            onramp: 'coinbase',
            supported: true,
          },
        ])
        const ids = (list: readonly Transaction[]) => list.map((t) => t.id)
        expect(ids(state.activity.value.data.coinbaseTransactions)).toEqual(['new', 'old'])
        // The next page of history keeps them, without asking again.
        yield* loadActivity({ more: true })
        expect(onrampCalls).toHaveLength(1)
        expect(ids(state.activity.value.data.coinbaseTransactions)).toEqual(['new', 'old'])
        // Another account starts without the last one's purchases, while its own are fetched.
        state.account.value = {
          ...state.account.value,
          caipAddress: `${testNetwork.caipNetworkId}:0x00000000000000000000000000000000000000bb`,
        }
        const fiber = yield* Effect.forkChild(loadActivity())
        yield* Effect.yieldNow
        expect(state.activity.value.status).toBe('loading')
        expect(state.activity.value.data.coinbaseTransactions).toEqual([])
        yield* Fiber.interrupt(fiber)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('behavior: purchases that cannot be fetched leave the history shown, no toast', () => {
    const { layer, state } = setup(
      () => Effect.succeed({ data: [tx('a', '2024-05-02T10:00:00Z')], next: null }),
      () => Effect.fail(DataApiError.of('Network', 'getAccountHistory')),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(state.activity.value).toMatchObject({ status: 'ready', error: undefined })
      expect(state.activity.value.data.transactions.map((t) => t.id)).toEqual(['a'])
      expect(state.activity.value.data.coinbaseTransactions).toEqual([])
      expect(state.toast.value).toBeUndefined()
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: loading while the page is in flight, then the page', () => {
    let gate: Deferred.Deferred<AccountHistoryResponse> | undefined
    const { layer, state } = setup(() => Deferred.await(gate!))
    return Effect.gen(function* () {
      gate = yield* Deferred.make<AccountHistoryResponse>()
      const fiber = yield* Effect.forkChild(loadActivity())
      yield* Effect.yieldNow
      expect(state.activity.value.status).toBe('loading')
      expect(state.activity.value.data.empty).toBe(false)
      yield* Deferred.succeed(gate, { data: [tx('a', '2024-05-02T10:00:00Z')] })
      yield* Fiber.join(fiber)
      expect(state.activity.value.status).toBe('ready')
      expect(state.activity.value.data.transactions).toHaveLength(1)
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: empty true when there are no results', () => {
    const { layer, state } = setup(() => Effect.succeed({ data: [], next: null }))
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(state.activity.value).toMatchObject({
        status: 'ready',
        data: { empty: true, next: undefined, transactions: [] },
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "behavior: on error empty true, cursor cleared and the toast 'Failed to fetch transactions'",
    () => {
      let fail = false
      const { layer, state } = setup(() =>
        fail
          ? Effect.fail(DataApiError.of('Network', 'getAccountHistory'))
          : Effect.succeed({ data: [tx('a', '2024-05-02T10:00:00Z')], next: 'cursor-2' }),
      )
      return Effect.gen(function* () {
        yield* loadActivity()
        expect(state.activity.value.data.next).toBe('cursor-2')
        fail = true
        yield* loadActivity({ more: true })
        expect(state.activity.value).toMatchObject({
          status: 'error',
          data: { empty: true, next: undefined, transactions: [] },
          error: 'Failed to fetch transactions',
        })
        expect(state.toast.value?.message).toMatchInlineSnapshot(`"Failed to fetch transactions"`)
        fail = false
        yield* loadActivity()
        expect(state.activity.value).toMatchObject({ status: 'ready', error: undefined })
        expect(state.toast.value?.variant).toBe('error')
        expect(state.alert.value).toBeUndefined()
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('behavior: a Data API alert reason also raises its alert', () => {
    const { layer, state } = setup(() =>
      Effect.fail(DataApiError.of('RateLimited', 'getAccountHistory', { status: 429 })),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(state.toast.value?.message).toBe('Failed to fetch transactions')
      expect(state.alert.value?.message).toBe('Rate Limited')
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: transactions whose transfers are all spam are dropped', () => {
    const { layer, state } = setup(() =>
      Effect.succeed({
        data: [
          tx('all-spam', '2024-05-03T10:00:00Z', { transfers: [spam, spam] }),
          tx('some-spam', '2024-05-02T10:00:00Z', { transfers: [spam, plain] }),
          tx('no-transfers', '2024-05-01T10:00:00Z', { transfers: [] }),
        ],
      }),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(state.activity.value.data.transactions.map((t) => t.id)).toEqual([
        'some-spam',
        'no-transfers',
      ])
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: only transactions on the connected chain are shown', () => {
    const { layer, state } = setup(() =>
      Effect.succeed({
        data: [
          tx('here', '2024-05-02T10:00:00Z'),
          tx('mainnet', '2024-05-03T10:00:00Z', {
            metadata: { minedAt: '2024-05-03T10:00:00Z', chain: 'eip155:1' },
          }),
        ],
      }),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(state.activity.value.data.transactions.map((t) => t.id)).toEqual(['here'])
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: only spam or other chains on the page is empty', () => {
    const { layer, state } = setup(() =>
      Effect.succeed({
        data: [
          tx('spam', '2024-05-02T10:00:00Z', { transfers: [spam] }),
          tx('mainnet', '2024-05-03T10:00:00Z', {
            metadata: { minedAt: '2024-05-03T10:00:00Z', chain: 'eip155:1' },
          }),
        ],
      }),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(state.activity.value.data.empty).toBe(true)
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: transactionsByYear groups by year then month, newest first', () => {
    const { layer, state } = setup(() =>
      Effect.succeed({
        data: [
          tx('2023-12', '2023-12-31T23:59:59Z'),
          tx('2024-01-late', '2024-01-20T00:00:00Z'),
          tx('2024-03', '2024-03-01T00:00:00Z'),
          tx('2024-01-early', '2024-01-02T00:00:00Z'),
          tx('2023-02', '2023-02-10T00:00:00Z'),
        ],
      }),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      const grouped = state.activity.value.data.transactionsByYear.map((y) => ({
        year: y.year,
        months: y.months.map((m) => [m.month, m.transactions.map((t) => t.id)]),
      }))
      expect(grouped).toEqual([
        {
          year: 2024,
          months: [
            [3, ['2024-03']],
            [1, ['2024-01-late', '2024-01-early']],
          ],
        },
        {
          year: 2023,
          months: [
            [12, ['2023-12']],
            [2, ['2023-02']],
          ],
        },
      ])
      expect(state.activity.value.data.transactions.map((t) => t.id)).toEqual([
        '2024-03',
        '2024-01-late',
        '2024-01-early',
        '2023-12',
        '2023-02',
      ])
    }).pipe(Effect.provide(layer))
  })

  it.effect('parameters: more', () => {
    const { layer, state, calls } = setup((input) =>
      Effect.succeed(
        input.cursor === undefined
          ? { data: [tx('new', '2024-05-02T10:00:00Z')], next: 'cursor-2' }
          : { data: [tx('old', '2024-04-02T10:00:00Z'), tx('new', '2024-05-02T10:00:00Z')] },
      ),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      yield* loadActivity({ more: true })
      expect(calls.map((c) => c.cursor)).toEqual([undefined, 'cursor-2'])
      expect(state.activity.value.data.transactions.map((t) => t.id)).toEqual(['new', 'old'])
      expect(state.activity.value.data.transactionsByYear[0]?.months.map((m) => m.month)).toEqual([
        5, 4,
      ])
      expect(state.activity.value.data.next).toBeUndefined()
      // The last page was reached: nothing more to fetch.
      yield* loadActivity({ more: true })
      expect(calls).toHaveLength(2)
      // Without `more` the list starts over from the first page.
      yield* loadActivity()
      expect(calls).toHaveLength(3)
      expect(state.activity.value.data.transactions.map((t) => t.id)).toEqual(['new'])
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: a reload keeps the list shown while its page is in flight', () => {
    let gate: Deferred.Deferred<AccountHistoryResponse> | undefined
    const { layer, state } = setup(() =>
      gate ? Deferred.await(gate) : Effect.succeed({ data: [tx('a', '2024-05-02T10:00:00Z')] }),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      gate = yield* Deferred.make<AccountHistoryResponse>()
      const fiber = yield* Effect.forkChild(loadActivity())
      yield* Effect.yieldNow
      expect(state.activity.value.status).toBe('loading')
      expect(state.activity.value.data.transactions.map((t) => t.id)).toEqual(['a'])
      yield* Deferred.succeed(gate, { data: [tx('b', '2024-05-03T10:00:00Z')] })
      yield* Fiber.join(fiber)
      expect(state.activity.value.status).toBe('ready')
      expect(state.activity.value.data.transactions.map((t) => t.id)).toEqual(['b'])
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: the newest load wins over an older one still in flight', () => {
    const { layer, state } = setup((input) =>
      input.account.endsWith('bb')
        ? Effect.as(Effect.sleep('1 second'), { data: [tx('bob', '2024-05-02T10:00:00Z')] })
        : Effect.as(Effect.sleep('2 seconds'), { data: [tx('alice', '2024-05-02T10:00:00Z')] }),
    )
    return Effect.gen(function* () {
      const slow = yield* Effect.forkChild(loadActivity())
      yield* Effect.yieldNow
      state.account.value = {
        ...state.account.value,
        caipAddress: `${testNetwork.caipNetworkId}:0x00000000000000000000000000000000000000bb`,
      }
      const fast = yield* Effect.forkChild(loadActivity())
      yield* TestClock.adjust('1 second')
      yield* Fiber.join(fast)
      yield* TestClock.adjust('1 second')
      yield* Fiber.join(slow)
      expect(state.activity.value.status).toBe('ready')
      expect(state.activity.value.data.transactions.map((t) => t.id)).toEqual(['bob'])
      expect(state.activity.value.data.account).toMatch(/bb$/)
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: another account starts over instead of using the old cursor', () => {
    const { layer, state, calls } = setup(() =>
      Effect.succeed({ data: [tx('a', '2024-05-02T10:00:00Z')], next: 'cursor-2' }),
    )
    return Effect.gen(function* () {
      yield* loadActivity()
      state.account.value = {
        ...state.account.value,
        caipAddress: `${testNetwork.caipNetworkId}:0x00000000000000000000000000000000000000bb`,
      }
      yield* loadActivity({ more: true })
      expect(calls[1]?.cursor).toBeUndefined()
      expect(calls[1]?.account).toBe(
        `${testNetwork.caipNetworkId}:0x00000000000000000000000000000000000000bb`,
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: activity is eip155 only; elsewhere the list is empty', () => {
    const solana = defineNetwork({
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
    })
    const api = history(() => Effect.succeed({ data: [tx('a', '2024-05-02T10:00:00Z')] }))
    const { layer, state } = flowLayer([], { networks: [testNetwork, solana] }, api.layer)
    return Effect.gen(function* () {
      connectAs(state, solana)
      yield* loadActivity()
      expect(api.calls).toEqual([])
      expect(state.activity.value).toMatchObject({
        status: 'ready',
        data: { empty: true, transactions: [] },
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: nobody connected is an empty list, with no fetch', () => {
    const api = history(() => Effect.succeed({ data: [tx('a', '2024-05-02T10:00:00Z')] }))
    const { layer, state } = flowLayer([], {}, api.layer)
    return Effect.gen(function* () {
      yield* loadActivity()
      expect(api.calls).toEqual([])
      expect(state.activity.value.data.empty).toBe(true)
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: on an unsupported network the call is skipped, without a toast', () => {
    const other = unreachableNetwork(999, 'Unknown Network')
    // What the live DataApi does for a chain-scoped call with `supported: false`.
    const api = history((input) =>
      input.supported
        ? Effect.succeed({ data: [tx('a', '2024-05-02T10:00:00Z')] })
        : Effect.fail(DataApiSkipped.of('getAccountHistory')),
    )
    const { layer, state } = flowLayer([], {}, api.layer)
    return Effect.gen(function* () {
      connectAs(state, other)
      yield* loadActivity()
      expect(api.calls.map((c) => c.supported)).toEqual([false])
      expect(state.activity.value).toMatchObject({
        status: 'ready',
        error: undefined,
        data: { empty: true, next: undefined },
      })
      expect(state.toast.value).toBeUndefined()
    }).pipe(Effect.provide(layer))
  })
})
