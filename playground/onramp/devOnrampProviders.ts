import type { OnrampConfig } from '../../server/index.ts'

/**
 * The playground's two onramp providers (SPEC §9: two, fees 1-2 %) and the fiat currencies
 * they take (SPEC §9: USD and EUR; EUR at a fixed dev rate).
 */
export const devOnrampProviders: OnrampConfig['providers'] = [
  { id: 'latch-ramp', name: 'Latch Ramp', feePercent: 1 },
  { id: 'dev-pay', name: 'Dev Pay', feePercent: 1.5 },
]

/** USD per unit of each fiat currency the dev providers take. */
export const devFiatRates: OnrampConfig['fiatRates'] = { USD: 1, EUR: 1.08 }
