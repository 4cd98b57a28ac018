import type { TokenBalance } from '../../../generated/api/schemas.ts'
import { featureState } from '../../state/featureState.ts'
import type { NetworkFee } from './feeState.ts'

// The Send view's form and its outcome (SPEC §5).

/** Where a send stands: filling the form, waiting for the wallet, for the receipt, done. */
export type SendStatus = 'idle' | 'sending' | 'confirming' | 'sent' | 'error'

/**
 * Where the lookup of an account name typed as the receiver stands (eip155 with a Data API):
 * `idle` nothing to look up (an address, nothing typed, or no names on this network);
 * `waiting` typing has not paused for SEARCH_DEBOUNCE_MS yet; `resolving` the Data API is
 * asked; `resolved` its address is `receiverAddress`; `notFound` no one holds the name;
 * `noAddress` it holds no address for this network; `failed` the lookup failed
 * (`receiverLookupError` says why); typing it again, or writing it again, asks again.
 */
export type ReceiverLookup =
  | 'idle'
  | 'waiting'
  | 'resolving'
  | 'resolved'
  | 'notFound'
  | 'noAddress'
  | 'failed'

/** `state.send`: SPEC §3 send state. */
export interface SendState {
  /** The token to send (SPEC §3 token balance; `address` absent for the native token). */
  readonly token: TokenBalance | undefined
  /** The amount as typed; a non-numeric one counts as zero (SPEC §5). */
  readonly sendTokenAmount: string | undefined
  /** The receiver as typed: an address, or an account name resolved to `receiverAddress`. */
  readonly receiverInput: string | undefined
  readonly receiverAddress: string | undefined
  readonly receiverProfileName: string | undefined
  readonly receiverProfileImageUrl: string | undefined
  /** Where the lookup of a receiver account name stands; `idle` for an address. */
  readonly receiverLookup: ReceiverLookup
  /** Why the last lookup failed: SPEC §8 'Error resolving name', or the API's reason. */
  readonly receiverLookupError: string | undefined
  /** The USD value of every token of the account on this network, two decimals. */
  readonly networkBalanceInUSD: string | undefined
  /** Token balances loading. */
  readonly loading: boolean
  /** The tokens the account can send on the active network, native first. */
  readonly tokenBalances: readonly TokenBalance[]
  /** When the token-balance retry window (TOKEN_BALANCE_RETRY_MS) ends, after a failed fetch. */
  readonly lastRetry: number | undefined
  readonly status: SendStatus
  /** The hash of the last transaction sent. */
  readonly hash: string | undefined
  /** false when the receipt did not come within CONFIRM_TIMEOUT_MS. */
  readonly confirmed: boolean | undefined
  /** The last failure's text (SPEC §5 / §8, or the wallet's). */
  readonly error: string | undefined
  /**
   * What is wrong with the form as it stands, shown inline ('Insufficient balance', 'Invalid
   * receiver address', 'Unsupported chain'); undefined while it is only incomplete (SPEC §5's
   * 'required' messages: the button stays disabled instead).
   */
  readonly invalid: string | undefined
  /**
   * SPEC §5's 'required' message of a form only incomplete ('An amount and receiver address are
   * required', 'A token is required'), which WalletSend shows once Enter was pressed in vain.
   */
  readonly incomplete?: string | undefined
  /** Every check passes: the form can be previewed and sent. */
  readonly ready: boolean
  /**
   * The estimated network fee of what the preview would sign: undefined until estimated,
   * 'unavailable' when it could not be.
   */
  readonly fee: NetworkFee | 'unavailable' | undefined
}

/** The send state with nothing chosen. */
export const emptySend: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverInput: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  receiverLookup: 'idle',
  receiverLookupError: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  tokenBalances: [],
  lastRetry: undefined,
  status: 'idle',
  hash: undefined,
  confirmed: undefined,
  error: undefined,
  invalid: undefined,
  ready: false,
  fee: undefined,
}

/** The send's part of the state. */
export const sendFeature = featureState<
  'WalletSend' | 'WalletSendSelectToken' | 'WalletSendPreview'
>()({
  /** SPEC §3 send state (WalletSend, WalletSendSelectToken, WalletSendPreview). */
  send: emptySend,
})
