import type { Network } from '../../networks.ts'
import { featureState } from '../../state/featureState.ts'

// The Buy (on-ramp) view's form, quotes and outcome.

/** One onramp provider's quote for the form, as the Data API answered (SPEC §3 onramp quote). */
export interface OnrampQuoteState {
  readonly quoteId: string
  /** The crypto amount, a decimal string ('0' for the placeholder of a failed quote). */
  readonly purchaseAmount: string
  /** The provider's fees summed, a decimal string of the payment currency. */
  readonly fee: string
  readonly paymentTotal: string
}

/** A provider OnRampProviders offers. */
export interface OnrampProviderOption {
  readonly id: string
  readonly name: string
  readonly feePercent: number
}

/**
 * What a purchase is for, fixed as it starts: its network and the native currency whose balance
 * it waits on. BuyInProgress shows these until the purchase ends, whatever network the wallet
 * moves to meanwhile.
 */
export interface OnrampPurchase {
  /** CAIP-2. */
  readonly network: string
  /** That network's name. */
  readonly networkName: string
  /** Its native currency's symbol: what the purchase waits for. */
  readonly symbol: string
}

/** What a purchase started on `network` is for. */
export const purchaseOn = (network: Network): OnrampPurchase => ({
  network: network.caipNetworkId,
  networkName: network.name,
  symbol: network.nativeCurrency.symbol,
})

/** Where a purchase stands: choosing, waiting for the provider's window, the balance arrived. */
export type OnrampStatus = 'idle' | 'quoting' | 'opening' | 'waiting' | 'arrived' | 'error'

/** `state.onramp`: the OnRampProviders, OnRampTokenSelect and BuyInProgress views. */
export interface OnrampState {
  /** SPEC §3 onramp options: what can be bought on the active network, what pays, the providers. */
  readonly purchaseCurrencies: ReadonlyArray<{
    readonly id: string
    readonly name: string
    readonly symbol: string
  }>
  readonly paymentCurrencies: readonly string[]
  readonly providers: readonly OnrampProviderOption[]
  /**
   * The network (CAIP-2) the options, the form's currency and its quotes are for; a purchase
   * on another one is refused until they are loaded again for it.
   */
  readonly network: string | undefined
  readonly loading: boolean
  readonly purchaseCurrency: string | undefined
  readonly paymentCurrency: string
  /** The fiat amount as typed. */
  readonly amount: string | undefined
  /** By provider id ('' when the options name none). */
  readonly quotes: Readonly<Record<string, OnrampQuoteState>>
  /** The provider of the purchase under way. */
  readonly provider: string | undefined
  /** The network and currency of the purchase under way (or the last one), as it started. */
  readonly purchase: OnrampPurchase | undefined
  readonly status: OnrampStatus
  /** The crypto amount that arrived, a decimal string. */
  readonly received: string | undefined
  readonly error: string | undefined
}

/** The onramp state before the options are read. */
export const emptyOnramp: OnrampState = {
  purchaseCurrencies: [],
  paymentCurrencies: [],
  providers: [],
  network: undefined,
  loading: false,
  purchaseCurrency: undefined,
  paymentCurrency: 'USD',
  amount: undefined,
  quotes: {},
  provider: undefined,
  purchase: undefined,
  status: 'idle',
  received: undefined,
  error: undefined,
}

/** The onramp's part of the state. */
export const onrampFeature = featureState<
  'OnRampProviders' | 'OnRampTokenSelect' | 'BuyInProgress'
>()({
  /** The purchase form, its quotes and the purchase under way (OnRampProviders, BuyInProgress). */
  onramp: emptyOnramp,
})
