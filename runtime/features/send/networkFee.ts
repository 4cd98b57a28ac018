import { Effect } from 'effect'
import { formatUnits, numberToHex } from 'viem'
import { ChainRpcError } from '../../errors/ChainRpcError.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Store } from '../../state/Store.ts'
import type { NetworkFee } from '../../state/types.ts'
import { isSupported } from '../networks/networks.ts'
import { nativeUsd } from './nativeUsd.ts'

/** A transaction the preview would have the wallet sign, as `eth_estimateGas` takes it. */
export interface FeeTransaction {
  readonly from: string
  readonly to: string
  readonly data?: string | undefined
  /** Wei. */
  readonly value?: bigint | undefined
  /** A gas limit known already (the swap built before its approval is mined): not estimated. */
  readonly gas?: bigint | undefined
}

const hexToBigInt = (value: unknown) =>
  typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value) ? BigInt(value) : 0n

/**
 * The estimated network fee of `transactions` on the active eip155 network: each one's gas
 * estimated through the chain (`eth_estimateGas`), times the gas price the Data API's convert
 * call gives (`GET /v1/convert/gas-price`, `standard`), or the chain's `eth_gasPrice` without
 * a Data API or where it has none. In the native unit, and in USD at the native token's price
 * in the account's balances. Internal: the send and swap previews run it.
 */
export const estimateFee = (transactions: readonly FeeTransaction[]) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const api = yield* DataApi
    const rpc = yield* ChainRpc
    const network = store.network.value
    const client = yield* rpc.client(network)
    const ask = (method: string, params: readonly unknown[]) =>
      Effect.tryPromise({
        try: () => client.request({ method, params } as never) as Promise<unknown>,
        catch: (cause) =>
          ChainRpcError.of('Rpc', { network: network.caipNetworkId, method }, cause),
      })
    const fromChain = Effect.map(ask('eth_gasPrice', []), hexToBigInt)
    const gasPrice = config.apiUrl
      ? yield* api
          .call('getConvertGasPrice', {
            query: { chainId: network.caipNetworkId },
            supported: isSupported(config.networks, network),
          })
          .pipe(
            Effect.map((answer) => BigInt(answer.standard)),
            Effect.catch(() => fromChain),
          )
      : yield* fromChain
    const gases = yield* Effect.forEach(
      transactions,
      (tx) =>
        tx.gas !== undefined
          ? Effect.succeed(tx.gas)
          : Effect.map(
              ask('eth_estimateGas', [
                {
                  from: tx.from,
                  to: tx.to,
                  ...(tx.data ? { data: tx.data } : {}),
                  ...(tx.value ? { value: numberToHex(tx.value) } : {}),
                },
              ]),
              hexToBigInt,
            ),
      { concurrency: 'unbounded' },
    )
    return yield* inNativeUnit(gases.reduce((sum, gas) => sum + gas, 0n) * gasPrice)
  })

/**
 * A fee of `baseUnits` (wei, lamports) on the active network as a preview shows it: in the
 * native unit, and in USD at the native token's price in the account's balances
 * ({@link nativeUsd}, which the modal uses too).
 */
export const inNativeUnit = (baseUnits: bigint) =>
  Effect.gen(function* () {
    const store = yield* Store
    const network = store.network.value
    const amount = formatUnits(baseUnits, network.nativeCurrency.decimals)
    return {
      amount,
      symbol: network.nativeCurrency.symbol,
      usd: nativeUsd(amount, network, store.account.value.tokenBalance),
    } satisfies NetworkFee
  })
