import { describe, expect, it } from '@effect/vitest'
import { Effect } from 'effect'
import { estimateSendFee, estimateSwapFee } from '../../../../runtime/features/send/previewFees.ts'
import { updateSend } from '../../../../runtime/features/send/sendForm.ts'
import { type ChainClient, ChainRpc } from '../../../../runtime/services/ChainRpc.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { emptyAccount, emptySwap, type SwapTokenOption } from '../../../../runtime/state/types.ts'
import { flowLayer, testNetwork } from '../../support/flowLayer.ts'
import { etherBalance, ldtAddress } from '../../support/testTokens.ts'

const from = '0x00000000000000000000000000000000000000aa'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const router = '0x8438Ad1C834623CfF278AB6829a248E37C2D7E3f'
const at = (address: string) => `${testNetwork.caipNetworkId}:${address}`
const gwei = 10n ** 9n

/**
 * The chain estimates 21 000 gas for a transfer, 46 000 for an approval and 120 000 for a
 * swap, at 1 gwei; the Data API says 2 gwei (or is absent). Estimates are recorded.
 */
const setup = (apiGasPrice: bigint | undefined) => {
  const estimated: unknown[] = []
  const client = {
    request: async ({ method, params }: { method: string; params: [{ data?: string }] }) => {
      if (method === 'eth_gasPrice') return `0x${gwei.toString(16)}`
      estimated.push(params[0])
      const data = params[0].data ?? ''
      const gas = data.startsWith('0x095ea7b3') ? 46_000 : data ? 120_000 : 21_000
      return `0x${gas.toString(16)}`
    },
  } as unknown as ChainClient
  const rpc = ChainRpc.layerTest({ client: () => Effect.succeed(client) })
  const api = DataApi.layerTest({
    call: ((id: string) =>
      id === 'getConvertGasPrice' && apiGasPrice !== undefined
        ? Effect.succeed({ standard: String(apiGasPrice), fast: '0', instant: '0' })
        : id === 'postConvertBuildTransaction'
          ? Effect.succeed({ tx: { from, to: router, data: '0x7ff36ab5', value: '0' } })
          : id === 'getConvertBuildApprove'
            ? Effect.succeed({ tx: { from, to: ldtAddress, data: '0x095ea7b3' } })
            : Effect.fail(new Error(`${id} not answered`))) as unknown as DataApiService['call'],
  })
  const { layer, state } = flowLayer(
    [],
    apiGasPrice === undefined ? {} : { apiUrl: 'http://127.0.0.1:9' },
    api,
    rpc,
  )
  state.account.value = {
    ...emptyAccount,
    namespace: 'eip155',
    address: from,
    caipAddress: at(from),
    status: 'connected',
    tokenBalance: [etherBalance],
  }
  return { layer, state, estimated }
}

const option = (symbol: string, address: string): SwapTokenOption => ({
  name: symbol,
  symbol,
  address: at(address),
  decimals: 18,
  logoUri: '',
  price: 1,
  balance: '100',
})

describe('network fee of the previews', () => {
  it.effect(
    'behavior: Send: the transfer estimated through the chain at the Data API’s gas price, in ETH and USD',
    () => {
      const s = setup(2n * gwei)
      return Effect.gen(function* () {
        yield* updateSend({ token: etherBalance, amount: '0.01', receiver })
        yield* estimateSendFee()
        // 21 000 gas × 2 gwei = 0.000042 ETH, at 3000 USD.
        expect(s.state.send.value.fee).toEqual({ amount: '0.000042', symbol: 'ETH', usd: 0.126 })
        expect(s.estimated).toEqual([{ from, to: receiver, value: '0x2386f26fc10000' }])
        // A change clears it until estimated again.
        yield* updateSend({ amount: '0.02' })
        expect(s.state.send.value.fee).toBeUndefined()
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('parameters: without a Data API the chain’s gas price is used', () => {
    const s = setup(undefined)
    return Effect.gen(function* () {
      yield* updateSend({ token: etherBalance, amount: '0.01', receiver })
      yield* estimateSendFee()
      expect(s.state.send.value.fee).toMatchObject({ amount: '0.000021', symbol: 'ETH' })
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    'behavior: Swap: the swap built by the convert API, estimated; with an approval first, both',
    () => {
      const s = setup(2n * gwei)
      const quote = {
        fromAmount: '1',
        toAmount: '29.9',
        minimumReceived: '29.6',
        priceImpact: undefined,
        needsApproval: false,
      }
      return Effect.gen(function* () {
        const eth = option('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')
        const ldt = option('LDT', ldtAddress)
        s.state.swap.value = { ...emptySwap, from: eth, to: ldt, amount: '0.01', quote }
        yield* estimateSwapFee()
        // 120 000 gas × 2 gwei.
        expect(s.state.swap.value.fee).toMatchObject({ amount: '0.00024', symbol: 'ETH' })
        s.state.swap.value = {
          ...emptySwap,
          from: ldt,
          to: eth,
          amount: '1',
          quote: { ...quote, needsApproval: true },
        }
        yield* estimateSwapFee()
        // The approval estimated (46 000) and the swap at SWAP_GAS_LIMIT_BEFORE_APPROVAL (200 000).
        expect(s.state.swap.value.fee).toMatchObject({ amount: '0.000492', symbol: 'ETH' })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect(
    "behavior: a fee that cannot be estimated is 'unavailable', not left estimating",
    () => {
      const s = setup(2n * gwei)
      return Effect.gen(function* () {
        s.state.swap.value = {
          ...emptySwap,
          from: option('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'),
          to: option('XYZ', '0x0000000000000000000000000000000000000001'),
          amount: '1',
          quote: {
            fromAmount: '1',
            toAmount: '1',
            minimumReceived: '1',
            priceImpact: undefined,
            needsApproval: false,
          },
        }
        const failing = ChainRpc.layerTest({})
        yield* estimateSwapFee().pipe(Effect.provide(failing))
        expect(s.state.swap.value.fee).toBe('unavailable')
      }).pipe(Effect.provide(s.layer))
    },
  )
})
