/**
 * The shapes of Latch's state signals (API.md "State signals", SPEC §3). Flows write them;
 * everything else reads. The domain (connections, accounts, connectors) is `runtime/types.ts`;
 * each feature's slice lives beside its flows (`features/<name>/<name>State.ts`) and is
 * re-exported here, where the state is read.
 */

import type { TokenBalance, Transaction } from '../../generated/api/schemas.ts'
import type { Namespace } from '../networks.ts'
import type { FeatureViewName } from './features.ts'

export {
  type AccountState,
  emptyAccount,
  type TokenBalanceStatus,
} from '../features/account/accountState.ts'
export {
  type ActivityList,
  type ActivityState,
  type ActivityYear,
  emptyActivity,
} from '../features/activity/activityState.ts'
export {
  emptyWallets,
  type RegistryWallet,
  type WalletRegistry,
  type WalletsState,
} from '../features/connection/walletsState.ts'
export {
  type EmailLoginState,
  type EmailUpdateState,
  emptyEmailUpdate,
} from '../features/email/emailState.ts'
export { emptyNames, type NameSuggestion, type NamesState } from '../features/names/namesState.ts'
export {
  emptyOnramp,
  type OnrampProviderOption,
  type OnrampPurchase,
  type OnrampQuoteState,
  type OnrampState,
  type OnrampStatus,
} from '../features/onramp/onrampState.ts'
export type { NetworkFee } from '../features/send/feeState.ts'
export {
  emptySend,
  type ReceiverLookup,
  type SendState,
  type SendStatus,
} from '../features/send/sendState.ts'
export type { SiwxState } from '../features/siwx/siwxState.ts'
export type { SocialLoginState } from '../features/social/socialState.ts'
export {
  emptySwap,
  type PendingApproval,
  type SwapQuoteState,
  type SwapState,
  type SwapStatus,
  type SwapTokenOption,
} from '../features/swap/swapState.ts'
export type {
  AccountStatus,
  Connection,
  ConnectionAccount,
  ConnectorInfo,
  ConnectorType,
  Notice,
  SmartAccountInfo,
} from '../types.ts'
export type { Resource, ResourceStatus } from './resource.ts'
export type { Namespace, TokenBalance, Transaction }

/** The views no feature owns: connecting a wallet, the account, the networks. */
export type CoreViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ProfileWallets'
  | 'UnsupportedChain'
  | 'Networks'
  | 'WalletReceive'

/**
 * The views of SPEC §2, plus `Networks` (the network list), which SPEC leaves unnamed: the core
 * ones and those each feature declares with its state (`state/features.ts`).
 */
export type ViewName = CoreViewName | FeatureViewName

/** `state.modal` */
export interface ModalState {
  readonly open: boolean
  readonly loading: boolean
  readonly shake: boolean
}

/** `state.router`: the current view and the views behind it (for the back button). */
export interface RouterState {
  readonly view: ViewName
  readonly history: readonly ViewName[]
}
