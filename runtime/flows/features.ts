/**
 * The flows a visitor reaches only after opening the modal, in one module that the client
 * loads on first use: one lazy chunk instead of one per flow, so an app's bundler does not
 * cut the shared code into many small files the entry must fetch.
 */
export { afterSend } from './afterSend.ts'
export { connectEmail, resendEmailCode, submitEmailOtp } from './emailLogin.ts'
export { connectFarcaster } from './farcasterLogin.ts'
export { getCallsStatus } from './getCallsStatus.ts'
export { getCapabilities } from './getCapabilities.ts'
export { loadActivity } from './loadActivity.ts'
export { loadWallets } from './loadWallets.ts'
export { registerName } from './namesRegister.ts'
export { searchName } from './namesSearch.ts'
export { buyCrypto, loadOnrampOptions, quoteOnramp, updateOnramp } from './onramp.ts'
export { estimateSendFee, estimateSwapFee } from './previewFees.ts'
export { refreshTokens } from './refreshTokens.ts'
export { send } from './send.ts'
export { sendCalls } from './sendCalls.ts'
export { resetSend, resolveSendReceiver, updateSend } from './sendForm.ts'
export { loadSendTokens } from './sendTokens.ts'
export { setPreferredAccountType } from './setPreferredAccountType.ts'
export { connectSocial } from './socialLogin.ts'
export { swap } from './swap.ts'
export { loadSwapTokens, quoteSwap, updateSwap } from './swapForm.ts'
export {
  loadAccountEmail,
  resendEmailUpdateCode,
  resetEmailUpdate,
  startEmailUpdate,
  submitEmailUpdateOtp,
} from './updateEmail.ts'
export { grantPermissions, revokePermissions } from './walletPermissions.ts'
