/**
 * `latch`: the client, its option and state types, and the tagged error classes.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { mainnet } from 'latch/networks'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet] })
 *
 * @module latch
 */
export type { ClientEnvironment, LatchClient } from './client.ts'
export type {
  Connector,
  ConnectorEvent,
  ConnectResult,
  RpcRequest,
} from './connectors/Connector.ts'
export {
  type ConnectorContext,
  type ConnectorEnvironment,
  type ConnectorSetup,
  type ConnectorStatus,
  type ConnectorStatusSlot,
  type CreateConnectorFn,
  createConnector,
} from './connectors/createConnector.ts'
export type { WalletConnectPairing } from './connectors/walletConnect/walletConnectPairing.ts'
export { createLatch } from './createLatch.ts'
export { CallsError, type CallsErrorReason } from './errors/CallsError.ts'
export { ChainRpcError, type ChainRpcErrorReason } from './errors/ChainRpcError.ts'
export { ConfigError, PROJECT_ID_NOT_CONFIGURED } from './errors/ConfigError.ts'
export { ConnectionError, type ConnectionErrorReason } from './errors/ConnectionError.ts'
export { DataApiError, type DataApiErrorReason } from './errors/DataApiError.ts'
// A chain-scoped call on a network the app does not support: swap and loadSwapTokens reject with it.
export { DataApiSkipped } from './errors/DataApiSkipped.ts'
export { EmailThrottledError } from './errors/EmailThrottledError.ts'
export {
  EmbeddedWalletError,
  type EmbeddedWalletErrorReason,
} from './errors/EmbeddedWalletError.ts'
export { FrameReplyError } from './errors/FrameReplyError.ts'
export {
  FrameTransportError,
  type FrameTransportErrorReason,
} from './errors/FrameTransportError.ts'
export { LatchError } from './errors/LatchErrorBase.ts'
export { NameError, type NameErrorReason } from './errors/NameError.ts'
export { NetworkError, type NetworkErrorReason } from './errors/NetworkError.ts'
export { OnrampError, type OnrampErrorReason } from './errors/OnrampError.ts'
export { PermissionsError, type PermissionsErrorReason } from './errors/PermissionsError.ts'
export { RequestAbortedError } from './errors/RequestAbortedError.ts'
export { ACTION_NOT_ALLOWED, RpcNotAllowedError } from './errors/RpcNotAllowedError.ts'
export { INVALID_INPUT, RpcParamsError } from './errors/RpcParamsError.ts'
export { SendError, type SendErrorReason } from './errors/SendError.ts'
export {
  SIGNATURE_DECLINED,
  SignInError,
  SMART_ACCOUNT_UNSUPPORTED,
} from './errors/SignInError.ts'
export { SwapError, type SwapErrorReason } from './errors/SwapError.ts'
export { TokenBalanceUnavailable } from './errors/TokenBalanceUnavailable.ts'
export { WalletError, type WalletErrorReason } from './errors/WalletError.ts'
export { preloadLatch } from './facade/preload.ts'
// Each Promise method's failures, as viem names them: `send` rejects with a `SendErrorType`.
export type { SetPreferredAccountTypeErrorType } from './features/account/setPreferredAccountType.ts'
export type { ConnectErrorType } from './features/connection/connect.ts'
export type { DisconnectErrorType } from './features/connection/disconnect.ts'
export type { SwitchConnectionErrorType } from './features/connection/switchConnection.ts'
export type { ClaimEmailCodeErrorType } from './features/email/emailThrottle.ts'
export type { OpenOptions } from './features/kernel/modal.ts'
export type { RequestErrorType } from './features/kernel/request.ts'
export type {
  NameSuggestionsErrorType,
  ResolveNameErrorType,
  ReverseNamesErrorType,
} from './features/names/namesLookup.ts'
export type { RegisterNameErrorType } from './features/names/namesRegister.ts'
export type { SwitchNetworkErrorType } from './features/networks/switchNetwork.ts'
export type { BuyCryptoErrorType } from './features/onramp/onramp.ts'
export { nativeUsd } from './features/send/nativeUsd.ts'
export type { SendErrorType } from './features/send/send.ts'
export type { CancelSignInErrorType, SignInErrorType } from './features/siwx/signIn.ts'
export type { SiwxMessageData, SiwxSession } from './features/siwx/siwxState.ts'
export {
  filterSocialsForTelegram,
  type TelegramPlatform,
  telegramPlatform,
} from './features/social/socialFilters.ts'
export { isSocialProvider } from './features/social/socialProviders.ts'
export type { SwapErrorType } from './features/swap/swap.ts'
export type { LoadSwapTokensErrorType, QuoteSwapErrorType } from './features/swap/swapForm.ts'
export type {
  CallsReceipt,
  CallsStatus,
  GetCallsStatusErrorType,
} from './features/wallet/getCallsStatus.ts'
export type {
  GetCapabilitiesErrorType,
  GetCapabilitiesOptions,
  WalletCapabilities,
} from './features/wallet/getCapabilities.ts'
export type {
  BatchCall,
  SendCallsErrorType,
  SendCallsParameters,
  SendCallsResult,
} from './features/wallet/sendCalls.ts'
export type {
  GrantPermissionsErrorType,
  PermissionsRequest,
  PermissionsResponse,
  RevokePermissionsErrorType,
} from './features/wallet/walletPermissions.ts'
export type { CaipNetworkId, Namespace, Network } from './networks.ts'
export type {
  ConnectorEntry,
  ConnectorFactory,
  ConnectorsOption,
  ExternalConnector,
  Features,
  LatchOptions,
  ThemeMode,
} from './services/Config.ts'
export type { StorageBackend } from './services/Storage.ts'
export type { LatchState } from './state/createState.ts'
export type {
  AccountState,
  AccountStatus,
  ActivityList,
  ActivityState,
  Connection,
  ConnectionAccount,
  ConnectorInfo,
  ConnectorType,
  ModalState,
  NameSuggestion,
  NamesState,
  NetworkFee,
  Notice,
  OnrampProviderOption,
  OnrampPurchase,
  OnrampQuoteState,
  OnrampState,
  OnrampStatus,
  PendingApproval,
  ReceiverLookup,
  RegistryWallet,
  Resource,
  ResourceStatus,
  RouterState,
  SendState,
  SendStatus,
  SiwxState,
  SocialLoginState,
  SwapQuoteState,
  SwapState,
  SwapStatus,
  SwapTokenOption,
  TokenBalance,
  TokenBalanceStatus,
  Transaction,
  ViewName,
  WalletRegistry,
  WalletsState,
} from './state/types.ts'
