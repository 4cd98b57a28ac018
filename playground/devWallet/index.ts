export {
  type AnnounceTarget,
  announceDevWallet,
  type DevWalletProviderInfo,
} from './announceDevWallet.ts'
export { createApprovePrompt } from './createApprovePrompt.ts'
export {
  createDevWallet,
  type DevWalletApprovalRequest,
  type DevWalletChain,
  type DevWalletEvent,
  type DevWalletOptions,
  type DevWalletProvider,
} from './createDevWallet.ts'
export { devWalletInfo } from './devWalletInfo.ts'
export { type InstallDevWalletOptions, installDevWallet } from './installDevWallet.ts'
export { ProviderRpcError, providerErrorCodes } from './ProviderRpcError.ts'
export { readAutoApprove } from './readAutoApprove.ts'
