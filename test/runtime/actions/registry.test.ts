import { describe, expectTypeOf, it } from 'vitest'
import type { RpcMethod } from '../../../generated/rpc/methods.ts'
import type { ClientActions } from '../../../runtime/actions/registry.ts'
import type { ConnectResult } from '../../../runtime/connectors/Connector.ts'
import type {
  EmailLoginAction,
  FramePlace,
} from '../../../runtime/connectors/embedded/authConnector.ts'
import type { LoadTokensOptions } from '../../../runtime/features/account/refreshTokens.ts'
import type { LoadActivityOptions } from '../../../runtime/features/activity/loadActivity.ts'
import type { LoadWalletsOptions } from '../../../runtime/features/connection/loadWallets.ts'
import type { OpenOptions } from '../../../runtime/features/kernel/modal.ts'
import type { OnrampFormPatch } from '../../../runtime/features/onramp/onramp.ts'
import type { SendResult } from '../../../runtime/features/send/send.ts'
import type { SendFormPatch } from '../../../runtime/features/send/sendForm.ts'
import type { SiwxSession } from '../../../runtime/features/siwx/siwxState.ts'
import type { SwapResult } from '../../../runtime/features/swap/swap.ts'
import type { SwapFormPatch } from '../../../runtime/features/swap/swapForm.ts'
import type { CallsStatus } from '../../../runtime/features/wallet/getCallsStatus.ts'
import type {
  GetCapabilitiesOptions,
  WalletCapabilities,
} from '../../../runtime/features/wallet/getCapabilities.ts'
import type {
  SendCallsParameters,
  SendCallsResult,
} from '../../../runtime/features/wallet/sendCalls.ts'
import type {
  PermissionsRequest,
  PermissionsResponse,
} from '../../../runtime/features/wallet/walletPermissions.ts'
import type { LatchClient, RpcRequestOf, RpcResultOf } from '../../../runtime/LatchClient.ts'
import type { Network } from '../../../runtime/networks.ts'
import type { Namespace, ViewName } from '../../../runtime/state/types.ts'

// The client's methods are derived from the registry of actions; these are the signatures the
// hand-written LatchClient interface had before it (API.md), which the derived type must keep.
interface HandWritten {
  open(options?: OpenOptions): Promise<void>
  close(options?: { readonly embedded?: boolean }): Promise<boolean>
  back(): void
  navigate(view: ViewName, options?: { readonly reset?: boolean }): void
  connect(connectorId: string, options?: { readonly namespace?: Namespace }): Promise<ConnectResult>
  disconnect(namespace?: Namespace): Promise<void>
  switchNetwork(network: Network): Promise<void>
  signIn(): Promise<SiwxSession>
  cancelSignIn(): Promise<void>
  request<const M extends string>(
    request: RpcRequestOf<M>,
    options?: { readonly namespace?: Namespace },
  ): Promise<M extends RpcMethod ? RpcResultOf<M> : unknown>
  loadWallets(options?: LoadWalletsOptions): Promise<void>
  loadActivity(options?: LoadActivityOptions): Promise<void>
  loadTokens(options?: LoadTokensOptions): Promise<void>
  rejectPendingRequests(): Promise<number>
  updateSend(patch: SendFormPatch): Promise<void>
  resetSend(): Promise<void>
  loadSendTokens(options?: { readonly force?: boolean }): Promise<void>
  send(): Promise<SendResult>
  searchName(name: string): void
  registerName(name: string): Promise<{ readonly name: string }>
  switchConnection(
    connectorId: string,
    options?: { readonly namespace?: Namespace },
  ): Promise<ConnectResult>
  connectEmail(email: string): Promise<EmailLoginAction>
  submitEmailOtp(otp: string): Promise<ConnectResult>
  resendEmailCode(): Promise<EmailLoginAction>
  loadAccountEmail(): Promise<string | undefined>
  updateEmail(newEmail: string): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>
  submitUpdateEmailOtp(otp: string): Promise<'VERIFY_SECONDARY_OTP' | 'DONE'>
  resendUpdateEmailCode(): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>
  resetEmailUpdate(): Promise<void>
  connectSocial(provider: string): Promise<ConnectResult>
  cancelSocial(): void
  connectFarcaster(): Promise<ConnectResult>
  cancelFarcaster(): void
  placeFrame(place: FramePlace | undefined): void
  loadSwapTokens(options?: { readonly force?: boolean }): Promise<void>
  updateSwap(patch: SwapFormPatch): Promise<void>
  swap(): Promise<SwapResult>
  loadOnrampOptions(): Promise<void>
  updateOnramp(patch: OnrampFormPatch): Promise<void>
  buyCrypto(provider: string): Promise<string>
  sendCalls(parameters: SendCallsParameters): Promise<SendCallsResult>
  getCallsStatus(id: string): Promise<CallsStatus>
  getCapabilities(options?: GetCapabilitiesOptions): Promise<WalletCapabilities>
  grantPermissions(permissions: PermissionsRequest): Promise<PermissionsResponse>
  revokePermissions(parameters: { readonly permissionContext: string }): Promise<void>
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void>
}

describe('ClientActions', () => {
  it('parameters: the derived methods are the hand-written interface’s, signature for signature', () => {
    expectTypeOf<ClientActions>().toEqualTypeOf<HandWritten>()
    expectTypeOf<
      Omit<LatchClient, 'state' | 'config' | 'runtime' | 'ready' | 'destroy'>
    >().toEqualTypeOf<HandWritten>()
  })
})
