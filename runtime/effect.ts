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
export { evmCoinType } from './flows/coinType.ts'
export { type ConnectErrorType, connect } from './flows/connect.ts'
export { type DisconnectErrorType, disconnect } from './flows/disconnect.ts'
export { type ClaimEmailCodeErrorType, claimEmailCode } from './flows/emailThrottle.ts'
export {
  type CallsReceipt,
  type CallsStatus,
  type GetCallsStatusErrorType,
  getCallsStatus,
} from './flows/getCallsStatus.ts'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesOptions,
  getCapabilities,
  type WalletCapabilities,
} from './flows/getCapabilities.ts'
export { groupByYearAndMonth, loadActivity } from './flows/loadActivity.ts'
export { loadWallets } from './flows/loadWallets.ts'
export { closeModal, openModal } from './flows/modal.ts'
export {
  type NameSuggestionsErrorType,
  nameSuggestions,
  type ResolveNameErrorType,
  type ReverseNamesErrorType,
  resolveName,
  reverseNames,
} from './flows/namesLookup.ts'
export {
  nameRegistrationMessage,
  type RegisterNameErrorType,
  registerName,
} from './flows/namesRegister.ts'
export { searchName } from './flows/namesSearch.ts'
export { NAME_ZONE, validateName } from './flows/namesValidate.ts'
export {
  type BuyCryptoErrorType,
  buyCrypto,
  loadOnrampOptions,
  MOCKED_QUOTE_ID,
  type OnrampFormPatch,
  quoteOnramp,
  updateOnramp,
} from './flows/onramp.ts'
export { refreshTokens } from './flows/refreshTokens.ts'
export { type RequestErrorType, rejectPendingRequests, request } from './flows/request.ts'
export { restore } from './flows/restore.ts'
export { decideClose, decideOpen, goBack, pushView, resetView } from './flows/router.ts'
export { evmSendTransaction, type SendErrorType, type SendResult, send } from './flows/send.ts'
export {
  type BatchCall,
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsResult,
  sendCalls,
} from './flows/sendCalls.ts'
export { resetSend, type SendFormPatch, updateSend } from './flows/sendForm.ts'
export { loadSendTokens } from './flows/sendTokens.ts'
export { sendAmountOf, validateSend } from './flows/sendValidate.ts'
export {
  type SetPreferredAccountTypeErrorType,
  setPreferredAccountType,
} from './flows/setPreferredAccountType.ts'
export {
  type CancelSignInErrorType,
  cancelSignIn,
  hasSession,
  requireSignIn,
  type SignInErrorType,
  signIn,
} from './flows/signIn.ts'
export { formatSiwxMessage } from './flows/siwxMessage.ts'
export { type SwapErrorType, type SwapResult, swap } from './flows/swap.ts'
export {
  type LoadSwapTokensErrorType,
  loadSwapTokens,
  type QuoteSwapErrorType,
  quoteSwap,
  type SwapFormPatch,
  updateSwap,
} from './flows/swapForm.ts'
export { type SwitchConnectionErrorType, switchConnection } from './flows/switchConnection.ts'
export { type SwitchNetworkErrorType, switchNetwork } from './flows/switchNetwork.ts'
export {
  type GrantPermissionsErrorType,
  grantPermissions,
  type PermissionsRequest,
  type PermissionsResponse,
  type RevokePermissionsErrorType,
  revokePermissions,
} from './flows/walletPermissions.ts'
export { watchPending } from './flows/watchPending.ts'
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

// Latch errors are Effect values for `latch/effect` users (yield*, pipe): see yieldable.ts.
installYieldableErrors()
