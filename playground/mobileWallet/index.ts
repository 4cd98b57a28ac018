export {
  createMobileWallet,
  type MobileWallet,
  type MobileWalletDecision,
  type MobileWalletOptions,
  type MobileWalletProposal,
  type MobileWalletRequest,
} from './createMobileWallet.ts'
