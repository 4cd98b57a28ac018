// The embedded wallet's public face: what the server (which bundles and serves the frame) and
// the playground's dev wallet (which shares the wallet kernel) may import. The browser programs
// themselves start at `main.ts` and `approvalPopupMain.ts` (`frameScripts`).
export {
  type Call,
  checkCapabilities,
  delegationDesignator,
  failedCallIndex,
  readCalls,
  sendDelegatedBatch,
} from './batchCalls.ts'
export {
  type BatchWallet,
  batchCodes,
  type CheckedBatch,
  EIP5792_VERSION,
  type Refuse,
  type RpcRequest,
  readCallsStatus,
  readChainIds,
  readSendCalls,
  type SendCallsContext,
  type SentBatch,
} from './batchRequests.ts'
export type { FrameChain, FrameConfig, NativeCurrency } from './FrameConfig.ts'
export { FrameFailure } from './FrameFailure.ts'
export { DARK_PALETTE, LIGHT_PALETTE, paletteCss } from './framePalette.ts'
export { frameScripts } from './frameScripts.ts'
export {
  NATIVE_TOKEN,
  type PermissionGrant,
  type PermissionLimit,
  readPermissionRequest,
  sessionKeyModuleCalls,
} from './permissionRequest.ts'
export { checkRevokeContext, grantOnChain, revokeOnChain } from './permissionsOnChain.ts'
