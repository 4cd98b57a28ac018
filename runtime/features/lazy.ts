/**
 * The flows a visitor reaches only after opening the modal, in one module that the client
 * loads on first use: one lazy chunk instead of one per flow, so an app's bundler does not
 * cut the shared code into many small files the entry must fetch.
 */

export { refreshTokens } from './account/refreshTokens.ts'
export { setPreferredAccountType } from './account/setPreferredAccountType.ts'
export { afterSend } from './activity/afterSend.ts'
export { loadActivity } from './activity/loadActivity.ts'
export { connectEmail, resendEmailCode, submitEmailOtp } from './email/emailLogin.ts'
export {
  loadAccountEmail,
  resendEmailUpdateCode,
  resetEmailUpdate,
  startEmailUpdate,
  submitEmailUpdateOtp,
} from './email/updateEmail.ts'
export { registerName } from './names/namesRegister.ts'
export { searchName } from './names/namesSearch.ts'
export { buyCrypto, loadOnrampOptions, quoteOnramp, updateOnramp } from './onramp/onramp.ts'
export { estimateSendFee, estimateSwapFee } from './send/previewFees.ts'
export { send } from './send/send.ts'
export { resetSend, resolveSendReceiver, updateSend } from './send/sendForm.ts'
export { loadSendTokens } from './send/sendTokens.ts'
export { connectFarcaster } from './social/farcasterLogin.ts'
export { connectSocial } from './social/socialLogin.ts'
export { swap } from './swap/swap.ts'
export { loadSwapTokens, quoteSwap, updateSwap } from './swap/swapForm.ts'
export { getCallsStatus } from './wallet/getCallsStatus.ts'
export { getCapabilities } from './wallet/getCapabilities.ts'
export { sendCalls } from './wallet/sendCalls.ts'
export { grantPermissions, revokePermissions } from './wallet/walletPermissions.ts'
