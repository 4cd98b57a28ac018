// The Swap view's form, quote and outcome.

import { featureState } from '../../state/featureState.ts'
import type { NetworkFee } from '../send/feeState.ts'

/** A token of the Swap views: SPEC §3 swap token with the account's balance of it. */
export interface SwapTokenOption {
  readonly name: string
  readonly symbol: string
  /** CAIP-10; the native currency is `0xeeee…eeee`. */
  readonly address: string
  readonly decimals: number
  readonly logoUri: string
  /** USD, 0 when unknown. */
  readonly price: number
  /** The account's balance, a decimal string ('0' when it holds none). */
  readonly balance: string
}

/** A quote of the Swap views, amounts as decimal strings of the tokens' units. */
export interface SwapQuoteState {
  /** What the quote is for: `from` amount in base units. */
  readonly fromAmount: string
  readonly toAmount: string
  /** The quote less the slippage tolerance: less than this and the router reverts. */
  readonly minimumReceived: string
  /** Percent of the USD value lost to the pool's fee and depth; undefined without prices. */
  readonly priceImpact: number | undefined
  /** The allowance is short: the swap asks for an approval first. */
  readonly needsApproval: boolean
}

/**
 * Where a swap stands: `swapping` while the wallet is asked, `confirming` once the swap is sent
 * and its receipt is awaited.
 */
export type SwapStatus =
  | 'idle'
  | 'quoting'
  | 'approving'
  | 'swapping'
  | 'confirming'
  | 'swapped'
  | 'error'

/** An approval sent whose receipt has not come yet: a swap of its token waits for it. */
export interface PendingApproval {
  readonly hash: string
  /** The token approved, CAIP-10. */
  readonly token: string
  /** The account that approved it, CAIP-10. */
  readonly owner: string
}

/** `state.swap`: the Swap, SwapSelectToken and SwapPreview views. */
export interface SwapState {
  /** The tokens the swap provider trades on the active network, with the account's balances. */
  readonly tokens: readonly SwapTokenOption[]
  readonly loading: boolean
  readonly from: SwapTokenOption | undefined
  readonly to: SwapTokenOption | undefined
  /** The amount of `from` as typed. */
  readonly amount: string | undefined
  /** Which side SwapSelectToken chooses. */
  readonly selecting: 'from' | 'to'
  readonly quote: SwapQuoteState | undefined
  readonly status: SwapStatus
  /** The last failure's text. */
  readonly error: string | undefined
  /** What is wrong with the form as it stands ('Insufficient balance', …), shown inline. */
  readonly invalid: string | undefined
  /** The hash of the last swap sent. */
  readonly hash: string | undefined
  /** false when the last swap's receipt did not come within CONFIRM_TIMEOUT_MS: sent, pending. */
  readonly confirmed: boolean | undefined
  /** The approval sent and not yet confirmed: the next swap of its token waits for it. */
  readonly pendingApproval: PendingApproval | undefined
  /**
   * The estimated network fee of what the preview would sign: undefined until estimated,
   * 'unavailable' when it could not be.
   */
  readonly fee: NetworkFee | 'unavailable' | undefined
}

/** The swap state with nothing chosen. */
export const emptySwap: SwapState = {
  tokens: [],
  loading: false,
  from: undefined,
  to: undefined,
  amount: undefined,
  selecting: 'from',
  quote: undefined,
  status: 'idle',
  error: undefined,
  invalid: undefined,
  hash: undefined,
  confirmed: undefined,
  pendingApproval: undefined,
  fee: undefined,
}

/** The swap's part of the state. */
export const swapFeature = featureState<'Swap' | 'SwapSelectToken' | 'SwapPreview'>()({
  /** The swap form, its quote and where the swap stands (Swap, SwapSelectToken, SwapPreview). */
  swap: emptySwap,
})
