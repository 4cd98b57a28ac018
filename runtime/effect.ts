/**
 * `latch/effect`: the services, layers and flows, for Effect programs in Node or tests.
 *
 * @example
 * import { Effect } from 'effect'
 * import { connect, Connectors } from 'latch/effect'
 *
 * const program = connect('dev.latch.wallet')
 */
export { makeEip1193Connector } from './connectors/eip1193Connector.ts'
export { watchInjectedWallets } from './connectors/eip6963.ts'
export { toWalletError, walletError } from './connectors/WalletError.ts'
export { makeWalletStandardConnector } from './connectors/walletStandardConnector.ts'
export { connect } from './flows/connect.ts'
export { disconnect } from './flows/disconnect.ts'
export { closeModal, openModal } from './flows/modal.ts'
export { request } from './flows/request.ts'
export { restore } from './flows/restore.ts'
export { decideClose, decideOpen, goBack, pushView, resetView } from './flows/router.ts'
export { cancelSignIn, hasSession, requireSignIn, signIn } from './flows/signIn.ts'
export { formatSiwxMessage } from './flows/siwxMessage.ts'
export { switchNetwork } from './flows/switchNetwork.ts'
export { Analytics } from './services/Analytics.ts'
export { Caches } from './services/Caches.ts'
export * as ChainRpcLayers from './services/ChainRpc.ts'
export { ChainRpc } from './services/ChainRpc.ts'
export { Config } from './services/Config.ts'
export * as ConnectorsLayers from './services/Connectors.ts'
export { Connectors } from './services/Connectors.ts'
export { DataApi } from './services/DataApi.ts'
export * as FrameTransportLayers from './services/FrameTransport.ts'
export { FrameTransport } from './services/FrameTransport.ts'
export { Logger } from './services/Logger.ts'
export * as SessionsLayers from './services/Sessions.ts'
export { Sessions } from './services/Sessions.ts'
export { CacheKeys, Storage, StorageKeys } from './services/Storage.ts'
export { createState, type WritableState } from './state/createState.ts'
export { Store } from './state/Store.ts'
