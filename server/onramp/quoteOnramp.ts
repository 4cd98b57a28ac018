import type { OnrampProvider, OnrampQuoteResponse } from '../../generated/api/zod.ts'
import type { PriceTable } from '../chain/readBalances.ts'

/** The dearest a single purchase may be and the cheapest (SPEC §9's bank-transfer and card limits). */
export const ONRAMP_MIN_FIAT = 10
export const ONRAMP_MAX_FIAT = 25_000

/** Why a purchase cannot be quoted; the message is the answer's reason. */
export class OnrampQuoteError extends Error {
  readonly _tag = 'OnrampQuoteError'
  override readonly name = 'OnrampQuoteError'
}

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2)

/** What a purchase gives: the crypto amount in whole units, and the fee in the fiat currency. */
export type OnrampPurchase = {
  readonly fiat: number
  readonly fee: number
  readonly subtotal: number
  /** Whole units of the asset, e.g. 0.0164 ETH. */
  readonly cryptoAmount: number
}

/**
 * Prices a purchase of `symbol` for `fiat` units of `currency` with `provider`: its fee off the
 * top (to the cent), the rest converted through `fiatRates` to USD and the price table to the
 * asset. Out of 10.00–25000.00, an unknown currency or an unpriced asset fail.
 *
 * @example
 * import { pricePurchase } from './quoteOnramp.ts'
 * const purchase = pricePurchase({ fiat: 50, currency: 'USD', symbol: 'ETH', provider: { id: 'a', name: 'A', feePercent: 1 } }, { ETH: 3000 }, { USD: 1 })
 */
export const pricePurchase = (
  request: {
    readonly fiat: number
    readonly currency: string
    readonly symbol: string
    readonly provider: OnrampProvider
  },
  prices: PriceTable,
  fiatRates: Readonly<Record<string, number>>,
): OnrampPurchase => {
  const { fiat, currency, symbol, provider } = request
  if (!Number.isFinite(fiat) || fiat < ONRAMP_MIN_FIAT || fiat > ONRAMP_MAX_FIAT)
    throw new OnrampQuoteError(
      `Invalid body field 'amount': ${fiat} must be from ${cents(ONRAMP_MIN_FIAT)} to ${cents(ONRAMP_MAX_FIAT)}`,
    )
  const rate = fiatRates[currency]
  if (!rate)
    throw new OnrampQuoteError(
      `Invalid body field 'paymentCurrency': ${currency} is not accepted (${Object.keys(fiatRates).join(', ')})`,
    )
  const price = prices[symbol]
  if (!price)
    throw new OnrampQuoteError(
      `Invalid body field 'purchaseCurrency': ${symbol} cannot be bought here`,
    )
  const fee = Number(cents((fiat * provider.feePercent) / 100))
  const subtotal = Number(cents(fiat - fee))
  const cryptoAmount = Number(((subtotal * rate) / price).toFixed(8))
  return { fiat, fee, subtotal, cryptoAmount }
}

/**
 * The contract's quote of a priced purchase.
 *
 * @example
 * import { toOnrampQuote } from './quoteOnramp.ts'
 * const quote = toOnrampQuote({ fiat: 50, fee: 0.5, subtotal: 49.5, cryptoAmount: 0.0165 }, 'USD', 'ETH', { id: 'a', name: 'A', feePercent: 1 }, 'q1')
 */
export const toOnrampQuote = (
  purchase: OnrampPurchase,
  currency: string,
  symbol: string,
  provider: OnrampProvider,
  quoteId: string,
): OnrampQuoteResponse => ({
  fees: [{ name: `${provider.name} fee`, value: cents(purchase.fee), currency }],
  paymentSubtotal: { value: cents(purchase.subtotal), currency },
  paymentTotal: { value: cents(purchase.fiat), currency },
  purchaseAmount: {
    value: purchase.cryptoAmount.toFixed(8).replace(/\.?0+$/, ''),
    currency: symbol,
  },
  quoteId,
  provider: provider.id,
})
