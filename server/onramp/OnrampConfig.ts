import type { OnrampProvider } from '../../generated/api/zod.ts'

/**
 * The operator's onramp: the providers it offers and where their purchase page lives. The
 * reference server quotes with the providers' fees and the price table; the page (the
 * playground's dev onramp) completes a purchase.
 */
export type OnrampConfig = {
  /** The providers, e.g. two with fees of 1 and 1.5 % (SPEC §9: two, 1-2 %). */
  readonly providers: readonly OnrampProvider[]
  /** The provider purchase page `POST /v1/generators/onrampurl` points at, e.g. `http://127.0.0.1:8794/buy`. */
  readonly pageUrl: string
  /** USD per unit of each fiat currency paid with, e.g. `{ USD: 1, EUR: 1.08 }`. */
  readonly fiatRates: Readonly<Record<string, number>>
}
