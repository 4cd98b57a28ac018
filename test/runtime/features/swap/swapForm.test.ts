import { describe, expect, it } from '@effect/vitest'
import { Deferred, Effect, Fiber } from 'effect'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import {
  loadSwapTokens,
  quoteSwap,
  updateSwap,
} from '../../../../runtime/features/swap/swapForm.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { emptyAccount } from '../../../../runtime/state/types.ts'
import { flowLayer, testNetwork, unreachableNetwork } from '../../support/flowLayer.ts'

const user = '0x00000000000000000000000000000000000000aa'
const at = (address: string) => `${testNetwork.caipNetworkId}:${address}`
const native = at('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')
const ldt = at('0x5FbDB2315678afecb367f032d93F642f64180aa3')
const tokens = {
  tokens: [
    { name: 'Ether', symbol: 'ETH', address: native, decimals: 18, logoUri: '', price: 3000 },
    { name: 'Latch Dev Token', symbol: 'LDT', address: ldt, decimals: 18, logoUri: '', price: 1 },
  ],
}
const quotes = {
  quotes: [
    {
      id: 'r',
      fromAccount: native,
      toAccount: ldt,
      fromAmount: '1',
      toAmount: '29900000000000000000',
    },
  ],
}
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: testNetwork.caipNetworkId,
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
const refusal = (operation: string, details: string) =>
  DataApiError.of('HttpStatus', operation, { status: 400, details })

/** A connected account and a Data API answering by operation (an Effect each, so it can wait). */
const setup = (answer: (id: string) => Effect.Effect<unknown, unknown>) => {
  const api = DataApi.layerTest({
    call: ((id: string) => Effect.suspend(() => answer(id))) as unknown as DataApiService['call'],
    getAccountBalance: (() =>
      Effect.succeed({ balances: [ether] })) as unknown as DataApiService['getAccountBalance'],
  })
  const { layer, state } = flowLayer([], { apiUrl: 'http://127.0.0.1:9' }, api)
  state.account.value = {
    ...emptyAccount,
    namespace: 'eip155',
    address: user,
    caipAddress: at(user),
    status: 'connected',
    tokenBalance: [ether],
  }
  return { layer, state }
}

const plain = (id: string): Effect.Effect<unknown, unknown> =>
  id === 'getConvertTokens'
    ? Effect.succeed(tokens)
    : id === 'getConvertQuotes'
      ? Effect.succeed(quotes)
      : id === 'getAccountBalance'
        ? Effect.succeed({ balances: [ether] })
        : Effect.fail(new Error(`${id} not answered`))

describe('swap form: amount first, then the token', () => {
  it.effect(
    'behavior: a quote answered after the tokens reloaded (same tokens, fresh balances) is shown, not dropped',
    () => {
      const held = Deferred.makeUnsafe<void>()
      const { layer, state } = setup((id) =>
        id === 'getConvertQuotes' ? Effect.andThen(Deferred.await(held), plain(id)) : plain(id),
      )
      return Effect.gen(function* () {
        yield* loadSwapTokens()
        yield* updateSwap({ amount: '0.01' })
        const ldtOption = state.swap.value.tokens.find((t) => t.symbol === 'LDT')
        yield* updateSwap({ to: ldtOption })
        const quoting = yield* Effect.forkChild(quoteSwap())
        yield* Effect.yieldNow
        expect(state.swap.value.status).toBe('quoting')
        // Back on Swap, the view loads the tokens again: new objects for the same tokens.
        yield* loadSwapTokens()
        yield* Deferred.succeed(held, undefined)
        yield* Fiber.join(quoting)
        expect(state.swap.value.status).toBe('idle')
        expect(state.swap.value.quote?.toAmount).toBe('29.9')
      }).pipe(Effect.provide(layer))
    },
  )
})

describe('swap form: the server’s reason', () => {
  it.effect(
    'behavior: a quote failing for an older amount after the newer amount was quoted changes nothing',
    () => {
      const held = Deferred.makeUnsafe<void>()
      let asked = 0
      const { layer, state } = setup((id) =>
        id === 'getConvertQuotes' && asked++ === 0
          ? Effect.andThen(Deferred.await(held), Effect.fail(refusal(id, 'Too late')))
          : plain(id),
      )
      return Effect.gen(function* () {
        yield* loadSwapTokens()
        yield* updateSwap({ amount: '0.01', to: state.swap.value.tokens[1] })
        const older = yield* Effect.forkChild(Effect.exit(quoteSwap()))
        yield* Effect.yieldNow
        yield* updateSwap({ amount: '0.1' })
        yield* quoteSwap()
        yield* Deferred.succeed(held, undefined)
        yield* Fiber.join(older)
        expect(state.swap.value).toMatchObject({
          amount: '0.1',
          status: 'idle',
          error: undefined,
          quote: { toAmount: '29.9' },
        })
      }).pipe(Effect.provide(layer))
    },
  )
  it.effect(
    "behavior: a refused quote shows 'No pool trades …', not 'HTTP status code: 400'",
    () => {
      const { layer, state } = setup((id) =>
        id === 'getConvertQuotes'
          ? Effect.fail(refusal(id, 'No pool trades LDT for this amount'))
          : plain(id),
      )
      return Effect.gen(function* () {
        yield* loadSwapTokens()
        yield* updateSwap({ amount: '0.01', to: state.swap.value.tokens[1] })
        yield* Effect.exit(quoteSwap())
        expect(state.swap.value).toMatchObject({
          status: 'error',
          error: 'No pool trades LDT for this amount',
        })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "behavior: a failed token load says 'Network not supported for Swaps' as an error of the form",
    () => {
      const { layer, state } = setup((id) =>
        id === 'getConvertTokens'
          ? Effect.fail(refusal(id, 'Network not supported for Swaps'))
          : plain(id),
      )
      return Effect.gen(function* () {
        yield* Effect.exit(loadSwapTokens())
        expect(state.swap.value).toMatchObject({
          loading: false,
          status: 'error',
          error: 'Network not supported for Swaps',
        })
      }).pipe(Effect.provide(layer))
    },
  )
})

describe('swap form: the wallet switched network', () => {
  it.effect(
    'behavior: the tokens loaded again sell the new network’s native token, keep the amount and drop the token bought and the quote of the network left',
    () => {
      const second = unreachableNetwork(31338, 'Second')
      const there = (address: string) =>
        address.replace(testNetwork.caipNetworkId, second.caipNetworkId)
      const secondTokens = {
        tokens: tokens.tokens.map((t) => ({ ...t, address: there(t.address) })),
      }
      let served = tokens
      const { layer, state } = setup((id) =>
        id === 'getConvertTokens' ? Effect.succeed(served) : plain(id),
      )
      return Effect.gen(function* () {
        yield* loadSwapTokens()
        yield* updateSwap({ amount: '1', to: state.swap.value.tokens[1] })
        yield* quoteSwap()
        expect(state.swap.value.quote).toBeDefined()
        state.network.value = second
        served = secondTokens
        yield* loadSwapTokens()
        expect(state.swap.value).toMatchObject({
          from: { symbol: 'ETH', address: there(native) },
          to: undefined,
          amount: '1',
          quote: undefined,
        })
      }).pipe(Effect.provide(layer))
    },
  )
})
