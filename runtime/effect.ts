/**
 * `latch/effect`: the services, layers and flows, for Effect programs in Node or tests.
 *
 * @example
 * import { Effect } from 'effect'
 * import { connect, Connectors } from 'latch/effect'
 *
 * const program = connect('dev.latch.wallet')
 *
 * @module latch/effect
 */
import { installYieldableErrors } from './errors/yieldable.ts'

export { defaultConnectors } from './connectors/defaultConnectors.ts'
export { type EmbeddedParameters, embedded } from './connectors/embedded/embedded.ts'
export { FrameTransport } from './connectors/embedded/FrameTransport.ts'
export { external } from './connectors/external/external.ts'
export { makeEip1193Connector } from './connectors/injected/eip1193Connector.ts'
export { watchInjectedWallets } from './connectors/injected/eip6963.ts'
export { injected } from './connectors/injected/injected.ts'
export { satsConnect } from './connectors/satsConnect/satsConnect.ts'
export {
  type WalletConnectParameters,
  walletConnect,
} from './connectors/walletConnect/walletConnect.ts'
export { walletStandard } from './connectors/walletStandard/walletStandard.ts'
export { makeWalletStandardConnector } from './connectors/walletStandard/walletStandardConnector.ts'
export { DataApiSkipped } from './errors/DataApiSkipped.ts'
export { toWalletError, walletError } from './errors/WalletError.ts'
// Effect support for the Latch errors, explicit: `layerLive` and `layerTest` install it; a
// program that yields Latch errors without them calls this first.
export { installYieldableErrors } from './errors/yieldable.ts'
export { refreshTokens } from './features/account/refreshTokens.ts'
export {
  type SetPreferredAccountTypeErrorType,
  setPreferredAccountType,
} from './features/account/setPreferredAccountType.ts'
export { groupByYearAndMonth, loadActivity } from './features/activity/loadActivity.ts'
export { watchPending } from './features/activity/watchPending.ts'
export { type ConnectErrorType, connect } from './features/connection/connect.ts'
export { type DisconnectErrorType, disconnect } from './features/connection/disconnect.ts'
export { loadWallets } from './features/connection/loadWallets.ts'
export { restore } from './features/connection/restore.ts'
export {
  type SwitchConnectionErrorType,
  switchConnection,
} from './features/connection/switchConnection.ts'
export { type ClaimEmailCodeErrorType, claimEmailCode } from './features/email/emailThrottle.ts'
export { closeModal, openModal } from './features/kernel/modal.ts'
export { type RequestErrorType, rejectPendingRequests, request } from './features/kernel/request.ts'
export { decideClose, decideOpen, goBack, pushView, resetView } from './features/kernel/router.ts'
export { evmCoinType } from './features/names/coinType.ts'
export {
  type NameSuggestionsErrorType,
  nameSuggestions,
  type ResolveNameErrorType,
  type ReverseNamesErrorType,
  resolveName,
  reverseNames,
} from './features/names/namesLookup.ts'
export {
  nameRegistrationMessage,
  type RegisterNameErrorType,
  registerName,
} from './features/names/namesRegister.ts'
export { searchName } from './features/names/namesSearch.ts'
export { NAME_ZONE, validateName } from './features/names/namesValidate.ts'
export { type SwitchNetworkErrorType, switchNetwork } from './features/networks/switchNetwork.ts'
export {
  type BuyCryptoErrorType,
  buyCrypto,
  loadOnrampOptions,
  MOCKED_QUOTE_ID,
  type OnrampFormPatch,
  quoteOnramp,
  updateOnramp,
} from './features/onramp/onramp.ts'
export { evmSendTransaction } from './features/send/evmSendTransaction.ts'
export {
  type SendErrorType,
  type SendResult,
  send,
} from './features/send/send.ts'
export { resetSend, type SendFormPatch, updateSend } from './features/send/sendForm.ts'
export { loadSendTokens } from './features/send/sendTokens.ts'
export { sendAmountOf, validateSend } from './features/send/sendValidate.ts'
export {
  type CancelSignInErrorType,
  cancelSignIn,
  hasSession,
  requireSignIn,
  type SignInErrorType,
  signIn,
} from './features/siwx/signIn.ts'
export { formatSiwxMessage } from './features/siwx/siwxMessage.ts'
export { type SwapErrorType, type SwapResult, swap } from './features/swap/swap.ts'
export {
  type LoadSwapTokensErrorType,
  loadSwapTokens,
  type QuoteSwapErrorType,
  quoteSwap,
  type SwapFormPatch,
  updateSwap,
} from './features/swap/swapForm.ts'
export {
  type CallsReceipt,
  type CallsStatus,
  type GetCallsStatusErrorType,
  getCallsStatus,
} from './features/wallet/getCallsStatus.ts'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesOptions,
  getCapabilities,
  type WalletCapabilities,
} from './features/wallet/getCapabilities.ts'
export {
  type BatchCall,
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsResult,
  sendCalls,
} from './features/wallet/sendCalls.ts'
export {
  type GrantPermissionsErrorType,
  grantPermissions,
  type PermissionsRequest,
  type PermissionsResponse,
  type RevokePermissionsErrorType,
  revokePermissions,
} from './features/wallet/walletPermissions.ts'
export { type LiveSetup, layerLive, layerTest, type TestSetup } from './layers.ts'
export { Analytics } from './services/Analytics.ts'
export { Caches } from './services/Caches.ts'
export { ChainRpc } from './services/ChainRpc.ts'
export { Config } from './services/Config.ts'
export { Connectors } from './services/Connectors.ts'
export { DataApi } from './services/DataApi.ts'
export { Logger } from './services/Logger.ts'
export { PendingRequests } from './services/PendingRequests.ts'
export { Sessions } from './services/Sessions.ts'
export { CacheKeys, Storage, StorageKeys } from './services/Storage.ts'
export { createState, type WritableState } from './state/createState.ts'
export { Store } from './state/Store.ts'

// Latch errors are Effect values for `latch/effect` users (yield*, pipe): see yieldable.ts. Run
// as it is (Node, the tests) this installs too; a bundler may drop a barrel's statement under
// "sideEffects": false, hence the explicit install above.
installYieldableErrors()
