import { describe, expect, it } from '@effect/vitest'
import { Effect } from 'effect'
import type { RpcRequest } from '../../../../runtime/connectors/Connector.ts'
import { swap } from '../../../../runtime/features/swap/swap.ts'
import { checkSwap, withChecks } from '../../../../runtime/features/swap/swapChecks.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { emptySwap, type SwapTokenOption } from '../../../../runtime/state/types.ts'
import { connectAs, flowLayer, testNetwork } from '../../support/flowLayer.ts'
import { etherSwapOption } from '../../support/testTokens.ts'
import { testWallet } from '../../support/testWallet.ts'

const at = (address: string) => `${testNetwork.caipNetworkId}:${address}`
/** A token of 6 decimals (as USDC), 100 held. */
const usdc: SwapTokenOption = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: at('0x0000000000000000000000000000000000000006'),
  decimals: 6,
  logoUri: '',
  price: 1,
  balance: '100.123456',
}
const eth = etherSwapOption
const form = (amount: string) => ({ ...emptySwap, from: usdc, to: eth, amount })

describe("swap: an amount past the sold token's decimals", () => {
  it.each(['0.0000001', '0.1234567'])(
    "rule: %s USDC is refused, naming the token's limit, not rounded",
    (amount) => {
      expect(withChecks(form(amount)).invalid).toBe('USDC takes at most 6 decimals')
      expect(checkSwap(form(amount))?.reason).toBe('TooManyDecimals')
    },
  )

  it('default: six decimals, trailing zeros, and the whole balance (Max) pass', () => {
    expect([
      checkSwap(form('0.123456')),
      checkSwap(form('0.1234560000')),
      checkSwap(form(usdc.balance)),
    ]).toEqual([undefined, undefined, undefined])
  })

  it.effect('rule: swap() called by a script with such an amount builds and sends nothing', () => {
    const requests: RpcRequest[] = []
    const calls: string[] = []
    const wallet = testWallet((rpc) => Effect.sync(() => requests.push(rpc)))
    const api = DataApi.layerTest({
      call: ((id: string) =>
        Effect.sync(() => {
          calls.push(id)
          return { tokens: [] }
        })) as unknown as DataApiService['call'],
    })
    const { layer, state } = flowLayer([wallet], { apiUrl: 'http://127.0.0.1:9' }, api)
    connectAs(state, '0x00000000000000000000000000000000000000aa')
    state.swap.value = {
      ...form('0.1234567'),
      quote: {
        fromAmount: '123457',
        toAmount: '1',
        minimumReceived: '1',
        priceImpact: undefined,
        needsApproval: false,
      },
    }
    return Effect.gen(function* () {
      const error = yield* Effect.flip(swap())
      expect(error.message).toBe('USDC takes at most 6 decimals')
      // Only the reads after any failed swap (balances, the token list) are made.
      expect(calls.filter((id) => id !== 'getConvertTokens')).toEqual([])
      expect(requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
    }).pipe(Effect.provide(layer))
  })
})
