import type { Network } from '../../networks.ts'
import type { OnrampState } from './onrampState.ts'

/** The body of `POST /v1/generators/onrampurl`: the form's purchase for `address` on `network`. */
export const onrampUrlBody = (
  provider: string,
  address: string,
  network: Network,
  form: OnrampState,
) => {
  const fiat = Number(form.amount)
  return {
    destinationWallets: [
      {
        address,
        blockchains: [network.caipNetworkId],
        assets: form.purchaseCurrency ? [form.purchaseCurrency] : [],
      },
    ],
    defaultNetwork: network.caipNetworkId,
    partnerUserId: address,
    defaultExperience: 'buy' as const,
    ...(fiat > 0 ? { presetFiatAmount: fiat } : {}),
    ...(provider ? { provider } : {}),
    paymentCurrency: form.paymentCurrency,
  }
}
