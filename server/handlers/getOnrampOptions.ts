import { apiContract } from '../../generated/api/contract.ts'
import { ONRAMP_LIMITS } from '../../runtime/constants.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { onrampNetworks } from '../onramp/onrampNetworks.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `GET /v1/onramp/options`: the native currency of every served chain (EVM and Solana) that the price table
 * prices (one purchase currency per symbol, with its networks), paid in each fiat currency of
 * the onramp's rates by card (10.00–7500.00) or bank transfer (10.00–25000.00), SPEC §9; and
 * the operator's providers. Without an onramp: no providers, nothing to buy.
 *
 * @example
 * import { getOnrampOptions } from './getOnrampOptions.ts'
 * const route = (ctx: Parameters<typeof getOnrampOptions>[0]) => getOnrampOptions(ctx)
 */
export const getOnrampOptions = (ctx: ServerContext) =>
  apiRoute(apiContract.getOnrampOptions, async () => {
    const onramp = ctx.onramp
    const prices = await ctx.priceSource.table()
    const bySymbol = new Map<
      string,
      { name: string; networks: { name: string; display_name: string; chain_id: string }[] }
    >()
    for (const { caip2, name, native } of onramp ? onrampNetworks(ctx) : []) {
      if (!prices[native.symbol]) continue
      const entry = bySymbol.get(native.symbol) ?? { name: native.name, networks: [] }
      entry.networks.push({
        name: caip2,
        display_name: name,
        chain_id: caip2.split(':')[1] ?? caip2,
      })
      bySymbol.set(native.symbol, entry)
    }
    return {
      status: 200,
      body: {
        purchaseCurrencies: [...bySymbol].map(([symbol, { name, networks }]) => ({
          id: symbol,
          name,
          symbol,
          networks,
        })),
        paymentCurrencies: Object.keys(onramp?.fiatRates ?? {}).map((id) => ({
          id,
          payment_method_limits: [
            { id: 'card', ...ONRAMP_LIMITS.card },
            { id: 'bank_transfer', ...ONRAMP_LIMITS.bank_transfer },
          ],
        })),
        providers: [...(onramp?.providers ?? [])],
      },
    }
  })
