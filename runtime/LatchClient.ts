import type { ManagedRuntime } from 'effect'
import type { RpcMethod, rpcParams, rpcResults } from '../generated/rpc/methods.ts'
import type { ConnectResult } from './connectors/Connector.ts'
import type { EmailLoginAction, FramePlace } from './connectors/embedded/authConnector.ts'
import type { CallsStatus } from './flows/getCallsStatus.ts'
import type { GetCapabilitiesOptions, WalletCapabilities } from './flows/getCapabilities.ts'
import type { LoadActivityOptions } from './flows/loadActivity.ts'
import type { LoadWalletsOptions } from './flows/loadWallets.ts'
import type { OpenOptions } from './flows/modal.ts'
import type { OnrampFormPatch } from './flows/onramp.ts'
import type { LoadTokensOptions } from './flows/refreshTokens.ts'
import type { SendResult } from './flows/send.ts'
import type { SendCallsParameters, SendCallsResult } from './flows/sendCalls.ts'
import type { SendFormPatch } from './flows/sendForm.ts'
import type { SiwxSession } from './flows/siwxMessage.ts'
import type { SwapResult } from './flows/swap.ts'
import type { SwapFormPatch } from './flows/swapForm.ts'
import type { PermissionsRequest, PermissionsResponse } from './flows/walletPermissions.ts'
import type { Network } from './networks.ts'
import type { Analytics } from './services/Analytics.ts'
import type { Background } from './services/Background.ts'
import type { Caches } from './services/Caches.ts'
import type { ChainRpc } from './services/ChainRpc.ts'
import type { Config, ResolvedConfig } from './services/Config.ts'
import type { Connectors } from './services/Connectors.ts'
import type { DataApi } from './services/DataApi.ts'
import type { Logger } from './services/Logger.ts'
import type { PendingRequests } from './services/PendingRequests.ts'
import type { Sessions } from './services/Sessions.ts'
import type { Storage } from './services/Storage.ts'
import type { LatchState } from './state/createState.ts'
import type { Store } from './state/Store.ts'
import type { Namespace, ViewName } from './state/types.ts'

/** The params a listed RPC method takes, as contracts/wallet-rpc.openrpc.json types them. */
export type RpcParamsOf<M extends RpcMethod> = (typeof rpcParams)[M]['Type']

/** The result a listed RPC method answers with, as the contract names it. */
export type RpcResultOf<M extends RpcMethod> = (typeof rpcResults)[M]['Type']

/** A request: for a listed method its params typed by the contract, else any. */
export interface RpcRequestOf<M extends string> {
  readonly method: M
  readonly params?: M extends RpcMethod ? RpcParamsOf<M> : unknown
}

/** The services every client runs on (`latch/effect` users can provide the same). */
export type LatchServices =
  | Config
  | Store
  | Storage
  | Logger
  | ChainRpc
  | Connectors
  | Sessions
  | PendingRequests
  | DataApi
  | Caches
  | Analytics
  | Background

/** The client of API.md: promise methods over Effect flows, the state signals, the runtime. */
export interface LatchClient {
  /** SPEC §2 opening rules. */
  open(options?: OpenOptions): Promise<void>
  /** SPEC §2 closing rules; resolves `false` when closing is refused (the modal shakes). */
  close(options?: { readonly embedded?: boolean }): Promise<boolean>
  /** Back one view in the modal. */
  back(): void
  /**
   * Shows a view in the open modal (a tile or button of the modal UI), keeping the current one
   * for the back button; `reset` starts a fresh stack instead.
   */
  navigate(view: ViewName, options?: { readonly reset?: boolean }): void
  connect(connectorId: string, options?: { readonly namespace?: Namespace }): Promise<ConnectResult>
  disconnect(namespace?: Namespace): Promise<void>
  switchNetwork(network: Network): Promise<void>
  signIn(): Promise<SiwxSession>
  /** SPEC §2: Cancel on the sign view. */
  cancelSignIn(): Promise<void>
  /**
   * An RPC request to the connected wallet of the active namespace (or `namespace`). A method of
   * contracts/wallet-rpc.openrpc.json is typed by it: its params, and the result it names. Any
   * other method fails with `RpcNotAllowedError`.
   */
  request<const M extends string>(
    request: RpcRequestOf<M>,
    options?: { readonly namespace?: Namespace },
  ): Promise<M extends RpcMethod ? RpcResultOf<M> : unknown>
  /** Loads the wallet registry into `state.wallets` (AllWallets, recommended wallets). */
  loadWallets(options?: LoadWalletsOptions): Promise<void>
  /** SPEC §4 transaction history into `state.activity`; `more` loads the next page. */
  loadActivity(options?: LoadActivityOptions): Promise<void>
  /**
   * SPEC §3 token balances into `state.account.tokenBalance` (portfolio cache, retry window);
   * also run on its own on connect, network or account change and after a send.
   */
  loadTokens(options?: LoadTokensOptions): Promise<void>
  /** Aborts the unsafe wallet requests in flight ('Request was aborted'); reads go on. */
  rejectPendingRequests(): Promise<number>
  /**
   * Writes the WalletSend form into `state.send` (token, amount, receiver); a receiver's
   * account name or address is looked up in the background once typing pauses.
   */
  updateSend(patch: SendFormPatch): Promise<void>
  /** Clears the WalletSend form. */
  resetSend(): Promise<void>
  /** The tokens the account can send into `state.send.tokenBalances`; `force` skips the cache. */
  loadSendTokens(options?: { readonly force?: boolean }): Promise<void>
  /**
   * Sends `state.send` (SPEC §5 checks first, then the wallet, then the receipt up to 25 s);
   * the balances refresh afterwards.
   */
  send(): Promise<SendResult>
  /** The RegisterAccountName live check into `state.names` (debounced availability, suggestions). */
  searchName(name: string): void
  /** Registers an account name for the connected account (SPEC §4, §5, §8). */
  registerName(name: string): Promise<{ readonly name: string }>
  /** SPEC §4: reconnect a connected wallet, or run a disconnected one's login again. */
  switchConnection(
    connectorId: string,
    options?: { readonly namespace?: Namespace },
  ): Promise<ConnectResult>
  /**
   * SPEC §4 e-mail login (needs `frameUrl`): sends the code (SPEC §5 throttle) and shows the
   * next step; resolves with the frame's action.
   */
  connectEmail(email: string): Promise<EmailLoginAction>
  /** The code from the e-mail; resolves once connected through the embedded wallet. */
  submitEmailOtp(otp: string): Promise<ConnectResult>
  /** A new code for the e-mail of `state.emailLogin` (the throttle applies). */
  resendEmailCode(): Promise<EmailLoginAction>
  /** The embedded wallet's e-mail into `state.emailUpdate.email` (Account, UpdateEmailWallet). */
  loadAccountEmail(): Promise<string | undefined>
  /**
   * SPEC §4 e-mail update of the embedded wallet: a code goes to the current address
   * (VERIFY_PRIMARY_OTP; SPEC §5 throttle). Steps and failures land in `state.emailUpdate`.
   */
  updateEmail(newEmail: string): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>
  /** The code of the update's step: the current address's, then the new address's. */
  submitUpdateEmailOtp(otp: string): Promise<'VERIFY_SECONDARY_OTP' | 'DONE'>
  /** A new code: the update starts over for the same new address (the throttle applies). */
  resendUpdateEmailCode(): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>
  /** Clears the update's steps (a fresh UpdateEmailWallet), keeping the e-mail on record. */
  resetEmailUpdate(): Promise<void>
  /**
   * Social login (needs `frameUrl`): opens the login window at once, so call it from the
   * visitor's click, then shows ConnectingSocial until the provider sends the visitor back;
   * resolves once connected through the embedded wallet. A closed window goes back to Connect.
   */
  connectSocial(provider: string): Promise<ConnectResult>
  /** Closes the social login's window: the login ends and the modal goes back to Connect. */
  cancelSocial(): void
  /**
   * Farcaster login (needs `frameUrl`): shows ConnectingFarcaster with the sign-in URI as a QR
   * code and waits (up to 120 s) for the approval in a Farcaster client; resolves once
   * connected through the embedded wallet.
   */
  connectFarcaster(): Promise<ConnectResult>
  /** Stops waiting for the Farcaster sign-in: the modal goes back to Connect. */
  cancelFarcaster(): void
  /**
   * Shows the secure frame at a place in the viewport (the ApproveTransaction view's slot),
   * where the visitor approves or rejects in the frame's own UI; `undefined` hides it.
   */
  placeFrame(place: FramePlace | undefined): void
  /**
   * The tokens the Data API's swap provider trades on the active network into
   * `state.swap.tokens`, with the account's balances; `force` reads them past the cache.
   */
  loadSwapTokens(options?: { readonly force?: boolean }): Promise<void>
  /** Writes the Swap form into `state.swap`; its quote is fetched in the background. */
  updateSwap(patch: SwapFormPatch): Promise<void>
  /**
   * Swaps `state.swap`: an approval first when the allowance is short, then the swap with
   * SPEC §9's slippage tolerance 1; balances refresh afterwards.
   */
  swap(): Promise<SwapResult>
  /** SPEC §3 onramp options into `state.onramp` (SPEC §8: built-in defaults when they fail). */
  loadOnrampOptions(): Promise<void>
  /** Writes the purchase form into `state.onramp`; each provider's quote is fetched in the background. */
  updateOnramp(patch: OnrampFormPatch): Promise<void>
  /**
   * Buys with an onramp provider: opens its page in a window at once (call it from the
   * visitor's click), shows BuyInProgress and resolves with the amount once the balance rises.
   */
  buyCrypto(provider: string): Promise<string>
  /**
   * Sends a batch of calls through the eip155 wallet (EIP-5792 `wallet_sendCalls`), checked
   * against SPEC §5 first; `atomicRequired` needs the wallet's `atomic` capability. A wallet
   * without batches fails with `CallsError`; the calls are never sent one by one instead.
   */
  sendCalls(parameters: SendCallsParameters): Promise<SendCallsResult>
  /** Where a batch from `sendCalls` is, with its receipts (EIP-5792 `wallet_getCallsStatus`). */
  getCallsStatus(id: string): Promise<CallsStatus>
  /** The eip155 wallet's EIP-5792 capabilities by chain id, kept per connection. */
  getCapabilities(options?: GetCapabilitiesOptions): Promise<WalletCapabilities>
  /** Asks the wallet for ERC-7715 permissions (e.g. a session key's spending limit). */
  grantPermissions(permissions: PermissionsRequest): Promise<PermissionsResponse>
  /** Ends a granted ERC-7715 permission by its context. */
  revokePermissions(parameters: { readonly permissionContext: string }): Promise<void>
  /**
   * SPEC §7 set preferred account: the embedded wallet's eip155 account becomes an EOA or a
   * smart account (EIP-7702: the same address); `state.account` follows (account type,
   * `preferredAccountTypes`, `smartAccountDeployed`). Only for an embedded-wallet connection.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void>
  readonly state: LatchState
  /** The validated options with SPEC §9 defaults filled in (networks, features, theme, siwx). */
  readonly config: ResolvedConfig
  readonly runtime: ManagedRuntime.ManagedRuntime<LatchServices, unknown>
  /** Settles once stored connections have been restored (or found gone). */
  readonly ready: Promise<void>
  /** Releases everything: listeners, timers, wallet watchers. */
  destroy(): Promise<void>
}
