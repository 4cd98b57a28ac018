import { randomUUID } from 'node:crypto'
import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import { chooseOnrampProvider } from '../onramp/chooseOnrampProvider.ts'
import { isOnrampNetwork } from '../onramp/onrampNetworks.ts'
import { OnrampQuoteError, pricePurchase, toOnrampQuote } from '../onramp/quoteOnramp.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `POST /v1/onramp/quote`: what `amount` of `paymentCurrency` buys of `purchaseCurrency` on
 * `network` with `provider` (else the cheapest): its fee, the subtotal, the crypto amount.
 *
 * @example
 * import { postOnrampQuote } from './postOnrampQuote.ts'
 * const route = (ctx: Parameters<typeof postOnrampQuote>[0]) => postOnrampQuote(ctx)
 */
export const postOnrampQuote = (ctx: ServerContext) =>
  apiRoute(apiContract.postOnrampQuote, async ({ body }) => {
    const chosen = chooseOnrampProvider(ctx.onramp, body.provider)
    if ('refused' in chosen) return chosen.refused
    const { onramp, provider } = chosen
    if (!isOnrampNetwork(ctx, body.network))
      return fail(400, `Invalid body field 'network': ${body.network} is not served here`)
    try {
      const purchase = pricePurchase(
        {
          fiat: Number(body.amount),
          currency: body.paymentCurrency,
          symbol: body.purchaseCurrency,
          provider,
        },
        await ctx.priceSource.table(),
        onramp.fiatRates,
      )
      return {
        status: 200,
        body: toOnrampQuote(
          purchase,
          body.paymentCurrency,
          body.purchaseCurrency,
          provider,
          `${provider.id}-${randomUUID()}`,
        ),
      }
    } catch (error) {
      if (error instanceof OnrampQuoteError) return fail(400, error.message)
      throw error
    }
  })
