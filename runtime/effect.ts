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

export { makeEip1193Connector } from './connectors/eip1193Connector.ts'
export { watchInjectedWallets } from './connectors/eip6963.ts'
export { makeWalletStandardConnector } from './connectors/walletStandardConnector.ts'
export { toWalletError, walletError } from './errors/WalletError.ts'
export { evmCoinType } from './flows/coinType.ts'
export { connect } from './flows/connect.ts'
export { disconnect } from './flows/disconnect.ts'
export { claimEmailCode } from './flows/emailThrottle.ts'
export { type CallsReceipt, type CallsStatus, getCallsStatus } from './flows/getCallsStatus.ts'
export {
  type GetCapabilitiesOptions,
  getCapabilities,
  type WalletCapabilities,
} from './flows/getCapabilities.ts'
export { groupByYearAndMonth, loadActivity } from './flows/loadActivity.ts'
export { loadWallets } from './flows/loadWallets.ts'
export { closeModal, openModal } from './flows/modal.ts'
export { nameSuggestions, resolveName, reverseNames } from './flows/namesLookup.ts'
export { nameRegistrationMessage, registerName } from './flows/namesRegister.ts'
export { searchName } from './flows/namesSearch.ts'
export { NAME_ZONE, validateName } from './flows/namesValidate.ts'
export {
  buyCrypto,
  loadOnrampOptions,
  MOCKED_QUOTE_ID,
  type OnrampFormPatch,
  quoteOnramp,
  updateOnramp,
} from './flows/onramp.ts'
export { refreshTokens } from './flows/refreshTokens.ts'
export { rejectPendingRequests, request } from './flows/request.ts'
export { restore } from './flows/restore.ts'
export { decideClose, decideOpen, goBack, pushView, resetView } from './flows/router.ts'
export { evmSendTransaction, type SendResult, send } from './flows/send.ts'
export {
  type BatchCall,
  type SendCallsParameters,
  type SendCallsResult,
  sendCalls,
} from './flows/sendCalls.ts'
export { resetSend, type SendFormPatch, updateSend } from './flows/sendForm.ts'
export { loadSendTokens } from './flows/sendTokens.ts'
export { sendAmountOf, validateSend } from './flows/sendValidate.ts'
export { setPreferredAccountType } from './flows/setPreferredAccountType.ts'
export { cancelSignIn, hasSession, requireSignIn, signIn } from './flows/signIn.ts'
export { formatSiwxMessage } from './flows/siwxMessage.ts'
export { type SwapResult, swap } from './flows/swap.ts'
export { loadSwapTokens, quoteSwap, type SwapFormPatch, updateSwap } from './flows/swapForm.ts'
export { switchConnection } from './flows/switchConnection.ts'
export { switchNetwork } from './flows/switchNetwork.ts'
export {
  grantPermissions,
  type PermissionsRequest,
  type PermissionsResponse,
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
export { FrameTransport } from './services/FrameTransport.ts'
export { Logger } from './services/Logger.ts'
export { PendingRequests } from './services/PendingRequests.ts'
export { Sessions } from './services/Sessions.ts'
export { CacheKeys, Storage, StorageKeys } from './services/Storage.ts'
export { createState, type WritableState } from './state/createState.ts'
export { Store } from './state/Store.ts'

// Latch errors are Effect values for `latch/effect` users (yield*, pipe): see yieldable.ts.
installYieldableErrors()
