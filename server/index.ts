// The reference backend's one public face: what the playground, the benches and the tests'
// stacks start it with. The production entry is `main.ts` (`npm run serve`).
export { type AuthService, type AuthServiceOptions, authService } from './auth/authService.ts'
export { codePepper } from './auth/codePepper.ts'
export { socialCallbackUrl } from './auth/createAuthHandler.ts'
export { type Kms, kmsFromKey, readOrCreateKeyFile } from './auth/Kms.ts'
export { type Mailer, type SmtpOptions, smtpMailer } from './auth/mailer.ts'
export type { SocialProviderConfig } from './auth/socialLogin.ts'
export type { PriceTable } from './chain/readBalances.ts'
export type { ServerChain, ServerChainToken } from './chain/ServerChain.ts'
export { uniswapV2FactoryAbi, uniswapV2RouterAbi } from './convert/uniswapV2Abi.ts'
export { type ApiHandler, type ApiHandlerOptions, createApiHandler } from './createApiHandler.ts'
export {
  type RunningFramePage,
  type StartFramePageOptions,
  startFramePage,
} from './frame/startFramePage.ts'
export type { ApiAnswer } from './http/apiAnswer.ts'
export type { ApiRequest } from './http/apiRoute.ts'
export { type ApiHooks, serveNode } from './http/serveNode.ts'
export type { IndexerOptions, IndexerStep, RunningIndexer } from './indexer/startIndexer.ts'
export type { OnrampConfig } from './onramp/OnrampConfig.ts'
export { type OnrampPurchase, OnrampQuoteError, pricePurchase } from './onramp/quoteOnramp.ts'
export { listWallets } from './registry/listWallets.ts'
export { loadWalletRegistry, type RegistryWallet } from './registry/RegistryWallet.ts'
export type { Identity, ServerContext } from './ServerContext.ts'
export { type RunningServer, type StartServerOptions, startServer } from './startServer.ts'
export { type OpenStorageOptions, openStorage } from './storage/openStorage.ts'
export type { NewSession, Storage, StoredSession } from './storage/Storage.ts'
