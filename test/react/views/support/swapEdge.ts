import { Effect } from 'effect'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import { type ChainClient, ChainRpc } from '../../../../runtime/services/ChainRpc.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { unreachableNetwork } from '../../../runtime/support/flowLayer.ts'
import { testWallet } from '../../../runtime/support/testWallet.ts'
import { makeFlowClient } from '../../support/flowClient.ts'

/** A chain with a swap provider (ETH, LDT, and XYZ without a pool) and one without. */
export const swapChain = unreachableNetwork(31_337, 'Latch Local')
export const noSwapChain = unreachableNetwork(31_338, 'Latch Other')

/** The account the edge fakes hold balances for. */
export const visitor = '0x00000000000000000000000000000000000000aa'

const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const tokenAddress = {
  ETH: native,
  LDT: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  XYZ: '0x0000000000000000000000000000000000000001',
} as const
const prices = { ETH: 3000, LDT: 1, XYZ: 2 }

const refusal = (operation: string, details: string) =>
  DataApiError.of('HttpStatus', operation, { status: 400, details })

const symbolOf = (caip10: string) =>
  (Object.keys(tokenAddress) as Array<keyof typeof tokenAddress>).find((s) =>
    caip10.toLowerCase().endsWith(tokenAddress[s].toLowerCase()),
  )

/**
 * The Data API at the edge of the Swap form: tokens and quotes on `swapChain` ('Network not
 * supported for Swaps' elsewhere; 'No pool trades XYZ …' for XYZ), balances of 1 ETH and 100
 * LDT. Each answer waits the next of `delays` (ms, in turn), so answers overtake each other the
 * way a real network lets them.
 */
export const swapDataApi = (delays: readonly number[]) => {
  let turn = 0
  const wait = () => Effect.sleep(delays.length ? (delays[turn++ % delays.length] ?? 0) : 0)
  const chainOf = (query: Record<string, unknown>) =>
    String(query.chainId ?? query.from ?? '')
      .split(':')
      .slice(0, 2)
      .join(':')
  const answer = (
    id: string,
    request: { query?: Record<string, unknown> },
  ): Effect.Effect<unknown, DataApiError> => {
    const query = request.query ?? {}
    switch (id) {
      case 'getConvertTokens':
        if (chainOf(query) !== swapChain.caipNetworkId)
          return Effect.fail(refusal(id, 'Network not supported for Swaps'))
        return Effect.succeed({
          tokens: (Object.keys(tokenAddress) as Array<keyof typeof tokenAddress>).map((symbol) => ({
            name: symbol,
            symbol,
            address: `${swapChain.caipNetworkId}:${tokenAddress[symbol]}`,
            decimals: 18,
            logoUri: '',
            price: prices[symbol],
          })),
        })
      case 'getConvertQuotes': {
        const from = symbolOf(String(query.from))
        const to = symbolOf(String(query.to))
        if (!from || !to || from === 'XYZ' || to === 'XYZ')
          return Effect.fail(refusal(id, 'No pool trades XYZ for this amount'))
        const out =
          (BigInt(String(query.amount)) * BigInt(prices[from] * 1000)) / BigInt(prices[to] * 1000)
        return Effect.succeed({
          quotes: [
            {
              id: 'q',
              fromAccount: String(query.from),
              toAccount: String(query.to),
              fromAmount: String(query.amount),
              toAmount: ((out * 997n) / 1000n).toString(),
            },
          ],
        })
      }
      case 'getConvertAllowance':
        return Effect.succeed({ allowance: '0' })
      default:
        return Effect.fail(refusal(id, `${id} is not served here`))
    }
  }
  const balance = (symbol: 'ETH' | 'LDT', amount: string, chainId: string) => ({
    name: symbol,
    symbol,
    chainId,
    ...(symbol === 'ETH' ? {} : { address: `${chainId}:${tokenAddress[symbol]}` }),
    value: Number(amount) * prices[symbol],
    price: prices[symbol],
    quantity: { decimals: '18', numeric: amount },
    iconUrl: '',
  })
  return DataApi.layerTest({
    call: ((id: string, request: { query?: Record<string, unknown> }) =>
      Effect.andThen(
        wait(),
        Effect.suspend(() => answer(id, request)),
      )) as unknown as DataApiService['call'],
    getAccountBalance: ((request: { chainId: string }) =>
      Effect.andThen(
        wait(),
        Effect.succeed({
          balances: [balance('ETH', '1', request.chainId), balance('LDT', '100', request.chainId)],
        }),
      )) as unknown as DataApiService['getAccountBalance'],
  })
}

/** The visitor connected on `swapChain` with the test wallet (connector `w`), as after a connect. */
export const connectVisitor = (flow: ReturnType<typeof makeFlowClient>) => {
  flow.state.connections.value = {
    eip155: {
      connectorId: 'w',
      accounts: [{ type: 'eoa', address: visitor }],
      caipNetworkId: swapChain.caipNetworkId,
    },
  }
  flow.state.account.value = {
    ...flow.state.account.value,
    namespace: 'eip155',
    address: visitor,
    caipAddress: `${swapChain.caipNetworkId}:${visitor}`,
    status: 'connected',
  }
}

/** A chain whose gas estimate is 21 000 at 1 gwei: the Send preview's fee 0.000021 ETH. */
export const gasChainRpc = ChainRpc.layerTest({
  client: () =>
    Effect.succeed({
      request: async ({ method }: { method: string }) =>
        method === 'eth_gasPrice' ? '0x3b9aca00' : '0x5208',
    } as unknown as ChainClient),
})

/**
 * A runtime client on WalletSend for the visitor connected on the swap chain (the one without
 * swaps beside it), the Data API answering after `delays` and gas from `gasChainRpc`.
 */
export const sendFlow = (delays: readonly number[]) => {
  const flow = makeFlowClient({
    networks: [swapChain, noSwapChain],
    view: 'WalletSend',
    dataApi: swapDataApi(delays),
    chainRpc: gasChainRpc,
    connectors: [testWallet(() => Effect.succeed(null))],
  })
  connectVisitor(flow)
  return flow
}
