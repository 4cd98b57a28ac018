import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { parseEther } from 'viem'
import { ONRAMP_BALANCE_POLL_MS, ONRAMP_WATCH_TIMEOUT_MS } from '../../../../runtime/constants.ts'
import {
  buyCrypto,
  loadOnrampOptions,
  MOCKED_QUOTE_ID,
  quoteOnramp,
} from '../../../../runtime/features/onramp/onramp.ts'
import { ChainRpc } from '../../../../runtime/services/ChainRpc.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { emptyAccount } from '../../../../runtime/state/types.ts'
import { flowLayer, testNetwork, testPolygon } from '../../support/flowLayer.ts'

const address = '0x00000000000000000000000000000000000000aa'
const pageUrl = 'http://127.0.0.1:8794/buy?provider=latch-ramp'

/** A Data API that answers only the provider's page (`pageUrl`); every other call fails. */
const buyPage = (id: string) =>
  id === 'postOnrampUrl' ? Effect.succeed({ url: pageUrl }) : Effect.fail(new Error('down'))

/** A connected account on the test network; the Data API answers `call`, the chain `balances`. */
const setup = (
  call: (id: string, input: unknown) => Effect.Effect<unknown, unknown> = () =>
    Effect.fail(new Error('down')),
  balances: () => bigint = () => parseEther('1'),
) => {
  const calls: string[] = []
  const api = DataApi.layerTest({
    call: ((id: string, input: unknown) =>
      Effect.suspend(() => {
        calls.push(id)
        return call(id, input)
      })) as unknown as DataApiService['call'],
  })
  let reads = 0
  const rpc = ChainRpc.layerTest({
    getBalance: () =>
      Effect.sync(() => {
        reads++
        return balances()
      }),
  })
  const { layer, state } = flowLayer([], { apiUrl: 'http://127.0.0.1:9' }, api, rpc)
  state.account.value = {
    ...emptyAccount,
    address,
    caipAddress: `${testNetwork.caipNetworkId}:${address}`,
    status: 'connected',
  }
  return { layer, state, calls, reads: () => reads }
}

/**
 * A buy of 50 in ETH ready to start over `setup(buyPage)`: the wallet holds 1 ETH until
 * `arrive()` adds the 0.0165 ETH bought.
 */
const purchase = () => {
  let balance = parseEther('1')
  const set = setup(buyPage, () => balance)
  set.state.onramp.value = { ...set.state.onramp.value, purchaseCurrency: 'ETH', amount: '50' }
  return {
    ...set,
    arrive: () => {
      balance = parseEther('1.0165')
    },
  }
}

describe('onramp', () => {
  it.effect("behavior: options that fail become SPEC §8's built-in defaults", () => {
    const { layer, state } = setup()
    return Effect.gen(function* () {
      yield* loadOnrampOptions()
      expect(state.onramp.value).toMatchObject({
        purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH' }],
        paymentCurrencies: ['USD', 'EUR'],
        providers: [],
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        loading: false,
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "behavior: a quote that fails is the 'mocked-quote-id' placeholder; one that answers is kept",
    () => {
      const { layer, state } = setup((id, input) => {
        const body = (input as { body: { provider?: string; amount: string } }).body
        if (id !== 'postOnrampQuote' || body.provider === 'dev-pay')
          return Effect.fail(new Error('down'))
        return Effect.succeed({
          fees: [{ name: 'Latch Ramp fee', value: '0.50', currency: 'USD' }],
          paymentSubtotal: { value: '49.50', currency: 'USD' },
          paymentTotal: { value: '50.00', currency: 'USD' },
          purchaseAmount: { value: '0.0165', currency: 'ETH' },
          quoteId: 'q-1',
        })
      })
      return Effect.gen(function* () {
        state.onramp.value = {
          ...state.onramp.value,
          providers: [
            { id: 'latch-ramp', name: 'Latch Ramp', feePercent: 1 },
            { id: 'dev-pay', name: 'Dev Pay', feePercent: 1.5 },
          ],
          purchaseCurrency: 'ETH',
          amount: '50',
        }
        yield* quoteOnramp()
        expect(state.onramp.value.quotes).toEqual({
          'latch-ramp': {
            quoteId: 'q-1',
            purchaseAmount: '0.0165',
            fee: '0.50',
            paymentTotal: '50.00',
          },
          'dev-pay': {
            quoteId: MOCKED_QUOTE_ID,
            purchaseAmount: '0',
            fee: '0',
            paymentTotal: '50',
          },
        })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: BuyInProgress reads the balance every ONRAMP_BALANCE_POLL_MS until it rises, then records what arrived',
    () => {
      const { layer, state, reads, arrive } = purchase()
      return Effect.gen(function* () {
        const popup = { location: { href: 'about:blank' } }
        const fiber = yield* Effect.forkChild(buyCrypto('latch-ramp', popup))
        yield* TestClock.adjust(0)
        expect(popup.location.href).toBe(pageUrl)
        expect(state.onramp.value.status).toBe('waiting')
        const before = reads()
        yield* TestClock.adjust(ONRAMP_BALANCE_POLL_MS * 3)
        expect(reads() - before).toBe(3)
        expect(state.onramp.value.status).toBe('waiting')
        arrive()
        yield* TestClock.adjust(ONRAMP_BALANCE_POLL_MS)
        expect(yield* Fiber.join(fiber)).toBe('0.0165')
        expect(state.onramp.value).toMatchObject({
          status: 'arrived',
          received: '0.0165',
          provider: 'latch-ramp',
        })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: the wallet switching network while a purchase waits: the purchase keeps its own network and currency, and what arrives is read there',
    () => {
      const { layer, state, arrive } = purchase()
      const bought = {
        network: testNetwork.caipNetworkId,
        networkName: testNetwork.name,
        symbol: testNetwork.nativeCurrency.symbol,
      }
      return Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(buyCrypto('latch-ramp', null))
        yield* TestClock.adjust(0)
        expect(state.onramp.value).toMatchObject({ status: 'waiting', purchase: bought })
        state.network.value = testPolygon
        yield* TestClock.adjust(ONRAMP_BALANCE_POLL_MS)
        expect(state.onramp.value).toMatchObject({ status: 'waiting', purchase: bought })
        arrive()
        yield* TestClock.adjust(ONRAMP_BALANCE_POLL_MS)
        expect(yield* Fiber.join(fiber)).toBe('0.0165')
        expect(state.onramp.value).toMatchObject({
          status: 'arrived',
          received: '0.0165',
          purchase: bought,
        })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('behavior: gives up after ONRAMP_WATCH_TIMEOUT_MS with the purchase unseen', () => {
    const { layer, state } = purchase()
    return Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(buyCrypto('latch-ramp', null))
      yield* TestClock.adjust(ONRAMP_WATCH_TIMEOUT_MS - ONRAMP_BALANCE_POLL_MS)
      expect(state.onramp.value.status).toBe('waiting')
      yield* TestClock.adjust(ONRAMP_BALANCE_POLL_MS)
      const exit = yield* Fiber.await(fiber)
      expect(exit._tag).toBe('Failure')
      // In words, not Effect's 'Operation timed out after …'.
      expect(state.onramp.value).toMatchObject({
        status: 'error',
        error: 'Nothing has arrived yet: the provider may still be completing the purchase',
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    'behavior: the wallet switched network while Buy showed: a buy of the form made for the network left is refused before anything opens; the options loaded again sell what the new one sells and keep the amount',
    () => {
      const on = (network: typeof testPolygon) => [
        { name: network.caipNetworkId, display_name: network.name, chain_id: `${network.id}` },
      ]
      const options = {
        purchaseCurrencies: [
          { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: on(testNetwork) },
          { id: 'POL', name: 'POL', symbol: 'POL', networks: on(testPolygon) },
        ],
        paymentCurrencies: [{ id: 'EUR', payment_method_limits: [] }],
        providers: [{ id: 'latch-ramp', name: 'Latch Ramp', feePercent: 1 }],
      }
      const { layer, state, calls } = setup((id) =>
        id === 'getOnrampOptions'
          ? Effect.succeed(options)
          : id === 'postOnrampUrl'
            ? Effect.succeed({ url: pageUrl })
            : Effect.fail(new Error('down')),
      )
      const quote = { quoteId: 'q-1', purchaseAmount: '0.0165', fee: '0.50', paymentTotal: '50' }
      return Effect.gen(function* () {
        yield* loadOnrampOptions()
        state.onramp.value = {
          ...state.onramp.value,
          amount: '50',
          quotes: { 'latch-ramp': quote },
        }
        expect(state.onramp.value).toMatchObject({
          purchaseCurrency: 'ETH',
          network: 'eip155:31337',
        })
        state.network.value = testPolygon
        const popup = { location: { href: 'about:blank' }, close: () => calls.push('closed') }
        const refused = yield* Effect.flip(buyCrypto('latch-ramp', popup))
        expect(refused).toMatchObject({ _tag: 'OnrampError', reason: 'NetworkChanged' })
        expect(calls).not.toContain('postOnrampUrl')
        expect(calls).toContain('closed')
        expect(state.onramp.value).toMatchObject({ status: 'error', error: refused.message })
        yield* loadOnrampOptions()
        expect(state.onramp.value).toMatchObject({
          network: 'eip155:137',
          purchaseCurrencies: [{ id: 'POL', name: 'POL', symbol: 'POL' }],
          purchaseCurrency: 'POL',
          paymentCurrency: 'EUR',
          amount: '50',
          quotes: {},
        })
      }).pipe(Effect.provide(layer))
    },
  )
})
