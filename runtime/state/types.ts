/**
 * The shapes of Latch's state signals (API.md "State signals", SPEC §3). Flows write them;
 * everything else reads.
 */

import type { TokenBalance, Transaction } from '../../generated/api/schemas.ts'
import { DEFAULT_ACCOUNT_TYPES } from '../constants.ts'
import type { Namespace } from '../networks.ts'

// The forms' states live in a file each and are re-exported here, where the state is read.
export { emptyNames, type NameSuggestion, type NamesState } from '../features/names/namesState.ts'
export {
  emptyOnramp,
  type OnrampProviderOption,
  type OnrampQuoteState,
  type OnrampState,
  type OnrampStatus,
} from '../features/onramp/onrampState.ts'
export type { NetworkFee } from '../features/send/feeState.ts'
export { emptySend, type SendState, type SendStatus } from '../features/send/sendState.ts'
export {
  emptySwap,
  type SwapQuoteState,
  type SwapState,
  type SwapStatus,
  type SwapTokenOption,
} from '../features/swap/swapState.ts'
export type { Resource, ResourceStatus } from './resource.ts'
export type { Namespace, TokenBalance, Transaction }

/** The views of SPEC §2, plus `Networks` (the network list), which SPEC leaves unnamed. */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'EmailLogin'
  | 'UpdateEmailWallet'
  | 'ProfileWallets'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'Networks'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'ConnectingSocial'
  | 'WalletReceive'
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'WalletSendPreview'
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'OnRampProviders'
  | 'OnRampTokenSelect'
  | 'BuyInProgress'

/**
 * Where `state.account.tokenBalance` stands: `unavailable` when nothing can report tokens (no
 * `apiUrl` and no wallet `wallet_getAssets`, an unsupported network, bitcoin), `error` after
 * 'Token Balance Unavailable'.
 */
export type TokenBalanceStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable'

/** SPEC §4 connection status; `reconnecting` is the wallet layer's restore on reload. */
export type AccountStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/** SPEC §3 account types. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** `state.modal` */
export interface ModalState {
  readonly open: boolean
  readonly loading: boolean
  readonly shake: boolean
}

/** `state.router`: the current view and the views behind it (for the back button). */
export interface RouterState {
  readonly view: ViewName
  readonly history: readonly ViewName[]
}

/** `state.account`: SPEC §3 account state of the active namespace. */
export interface AccountState {
  readonly namespace: Namespace | undefined
  readonly address: string | undefined
  readonly caipAddress: string | undefined
  readonly allAccounts: readonly ConnectionAccount[]
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly balanceLoading: boolean
  readonly profileName: string | undefined
  readonly profileImage: string | undefined
  readonly status: AccountStatus
  readonly connectorId: string | undefined
  readonly addressExplorerUrl: string | undefined
  /** SPEC §3 token balances (native first when the source lists it); decimals '0' dropped. */
  readonly tokenBalance: readonly TokenBalance[]
  readonly tokenBalanceStatus: TokenBalanceStatus
  /** SPEC §8 'Token Balance Unavailable' while `tokenBalanceStatus` is `error`. */
  readonly tokenBalanceError: string | undefined
  /** SPEC §3 `lastRetry`: when the last token-balance fetch failed (Clock ms); it opens the window. */
  readonly lastRetry: number | undefined
  /**
   * SPEC §3 `preferredAccountTypes`: the account type wanted per namespace (SPEC §9 defaults;
   * eip155 follows the embedded wallet's answer and the Account view's switch). Kept across
   * disconnects.
   */
  readonly preferredAccountTypes: Readonly<Record<Namespace, AccountType>>
  /**
   * SPEC §3 `smartAccountDeployed`: the embedded wallet's smart account is live on the current
   * chain (under EIP-7702: the address is delegated). False for every other wallet.
   */
  readonly smartAccountDeployed: boolean
}

/** The account state nobody is connected with. */
export const emptyAccount: AccountState = {
  namespace: undefined,
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  balance: undefined,
  balanceSymbol: undefined,
  balanceLoading: false,
  profileName: undefined,
  profileImage: undefined,
  status: 'disconnected',
  connectorId: undefined,
  addressExplorerUrl: undefined,
  tokenBalance: [],
  tokenBalanceStatus: 'idle',
  tokenBalanceError: undefined,
  lastRetry: undefined,
  preferredAccountTypes: {
    eip155: DEFAULT_ACCOUNT_TYPES.eip155,
    solana: DEFAULT_ACCOUNT_TYPES.solana,
    bitcoin: DEFAULT_ACCOUNT_TYPES.bitcoin,
  },
  smartAccountDeployed: false,
}

/** One account of a connection (SPEC §3: type and address). */
export interface ConnectionAccount {
  readonly type: AccountType
  readonly address: string
}

/** SPEC §3 Connection: per namespace. */
export interface Connection {
  readonly connectorId: string
  readonly accounts: readonly ConnectionAccount[]
  /** The chain the wallet reports, as a CAIP-2 id (it may be one the app does not list). */
  readonly caipNetworkId: string
  /** The embedded wallet's account type preference and smart account state (SPEC §3 auth user). */
  readonly smartAccount?: SmartAccountInfo | undefined
}

/** What the embedded wallet says of its smart account (SPEC §3 auth user payload). */
export interface SmartAccountInfo {
  readonly preferredAccountType: AccountType
  readonly smartAccountDeployed: boolean
  /** The current chain is one of the wallet's smart-account enabled networks (SPEC §7). */
  readonly smartAccountEnabled: boolean
}

/** SPEC §3 connector types. */
export type ConnectorType =
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'

/** `state.connectors` entries: what the modal lists (SPEC §3 Connector without its provider). */
export interface ConnectorInfo {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly namespace: Namespace
  readonly icon: string | undefined
  readonly rdns: string | undefined
  /** true when it is one of the recent wallets (SPEC §9, kept: 2) */
  readonly recent: boolean
}

/** `state.siwx`: the sign-in step the SIWXSignMessage view shows. */
export interface SiwxState {
  readonly status: 'idle' | 'signing' | 'error'
  /** The message text being (or last) signed. */
  readonly message: string | undefined
  /** SPEC §8 text of the last failure, e.g. 'Signature declined'. */
  readonly error: string | undefined
}

/** `state.emailLogin`: the e-mail login steps of SPEC §4 (EmailLogin, EmailVerifyOtp, EmailVerifyDevice). */
export interface EmailLoginState {
  readonly status: 'idle' | 'sending' | 'awaiting-otp' | 'awaiting-device' | 'verifying' | 'error'
  /** The e-mail the code went to. */
  readonly email: string | undefined
  /** The last failure's text (SPEC §5 throttle, §8, or the frame's words: tries left, expired). */
  readonly error: string | undefined
}

/** No e-mail login under way. */
export const emptyEmailLogin: EmailLoginState = {
  status: 'idle',
  email: undefined,
  error: undefined,
}

/** `state.emailUpdate`: SPEC §4 e-mail update of the embedded wallet (UpdateEmailWallet). */
export interface EmailUpdateState {
  readonly status:
    | 'idle'
    | 'sending'
    | 'awaiting-primary'
    | 'awaiting-secondary'
    | 'verifying'
    | 'done'
    | 'error'
  /** The step a failure happened on, so the view stays there. */
  readonly step: 'email' | 'primary' | 'secondary'
  /** The embedded wallet's e-mail (the frame's user); the new one once the update is done. */
  readonly email: string | undefined
  /** The address being moved to. */
  readonly newEmail: string | undefined
  /** The last failure's text (SPEC §5 throttle, §8, or the frame's words: tries left, expired). */
  readonly error: string | undefined
}

/** No e-mail update under way. */
export const emptyEmailUpdate: EmailUpdateState = {
  status: 'idle',
  step: 'email',
  email: undefined,
  newEmail: undefined,
  error: undefined,
}

/** `state.socialLogin`: a social login in its popup (ConnectingSocial). */
export interface SocialLoginState {
  /** `awaiting-device`: a browser new to the account waits for the mailed approval link. */
  readonly status: 'idle' | 'connecting' | 'awaiting-device' | 'verifying' | 'error'
  /** SPEC §3 socialProvider: the provider of the login under way or last tried. */
  readonly provider: string | undefined
  /** The last failure's text (a closed popup, a refused login, SPEC §8). */
  readonly error: string | undefined
  /** SPEC §3 farcasterUrl: the sign-in URI ConnectingFarcaster shows while it waits. */
  readonly farcasterUrl?: string | undefined
}

/** No social login under way. */
export const emptySocialLogin: SocialLoginState = {
  status: 'idle',
  provider: undefined,
  error: undefined,
}

/** A SPEC §8 toast (`data-latch-toast`) or alert (`data-latch-alert`). */
export interface Notice {
  /** Increases with every notice, so the same text twice still shows twice. */
  readonly id: number
  readonly message: string
  readonly variant: 'error' | 'success' | 'info'
}

/** One wallet of the registry (`GET /v1/wallets`), as the AllWallets view lists it. */
export interface RegistryWallet {
  readonly id: string
  readonly name: string
  readonly imageUrl: string
  readonly rdns: string | null
  readonly mobileLink: string | null
  readonly desktopLink: string | null
  readonly webappLink: string | null
  readonly homepage: string
}

/** `state.wallets`: the registry behind AllWallets and the recommended wallets. */
export interface WalletsState {
  /** `unavailable`: no `apiUrl`, so there is no registry (API.md). */
  readonly status: 'idle' | 'loading' | 'ready' | 'error' | 'unavailable'
  readonly search: string
  /** Pages loaded so far, in order. */
  readonly entries: readonly RegistryWallet[]
  /** How many the registry holds for this search. */
  readonly count: number
  /** The last page loaded (1-based; 0 before the first). */
  readonly page: number
  /** SPEC §9 recommended wallets (4) for the Connect view: registry wallets not installed. */
  readonly recommended: readonly RegistryWallet[]
  readonly error: string | undefined
}

/** One month of `state.activity.transactionsByYear` (1–12, as `minedAt` writes it). */
export interface ActivityMonth {
  readonly month: number
  /** Newest first. */
  readonly transactions: readonly Transaction[]
}

/** One year of `state.activity.transactionsByYear`. */
export interface ActivityYear {
  readonly year: number
  /** Newest first. */
  readonly months: readonly ActivityMonth[]
}

/** `state.activity`: SPEC §3 transaction list state of the connected account. */
export interface ActivityState {
  /** Newest first; spam-only transactions and other chains' transactions left out (SPEC §5). */
  readonly transactions: readonly Transaction[]
  /** Onramp (coinbase) purchases; kept apart from the account history. */
  readonly coinbaseTransactions: readonly Transaction[]
  /** `transactions` grouped by year then month, newest first. */
  readonly transactionsByYear: readonly ActivityYear[]
  /** The CAIP-2 id of the network the list was loaded for. */
  readonly lastNetworkInView: string | undefined
  /** The CAIP-10 address the list belongs to. */
  readonly account: string | undefined
  readonly loading: boolean
  /** true when there is nothing to show (no results, an error, or a namespace without activity). */
  readonly empty: boolean
  /** The cursor of the next page; undefined on the last page or after an error. */
  readonly next: string | undefined
  /** SPEC §8 'Failed to fetch transactions' after the last load failed (the view's error state). */
  readonly error: string | undefined
  /**
   * Sends and swaps made in this modal, newest first, each pending until its receipt came
   * (SPEC §3 keeps pending transactions): listed at once and kept over each reload, until the
   * history has them.
   */
  readonly recent: readonly Transaction[]
}

/** The activity state before anything is loaded. */
export const emptyActivity: ActivityState = {
  transactions: [],
  coinbaseTransactions: [],
  transactionsByYear: [],
  lastNetworkInView: undefined,
  account: undefined,
  loading: false,
  empty: false,
  next: undefined,
  error: undefined,
  recent: [],
}
