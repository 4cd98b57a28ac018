import { type ReadonlySignal, type Signal, signal } from '@preact/signals-core'
import type { WalletConnectPairing } from '../connectors/walletConnect/walletConnectPairing.ts'
import type { Network } from '../networks.ts'
import {
  type AccountState,
  type ActivityState,
  type Connection,
  type ConnectorInfo,
  type EmailLoginState,
  type EmailUpdateState,
  emptyAccount,
  emptyActivity,
  emptyEmailLogin,
  emptyEmailUpdate,
  emptyNames,
  emptyOnramp,
  emptySend,
  emptySocialLogin,
  emptySwap,
  emptyWallets,
  type ModalState,
  type Namespace,
  type NamesState,
  type Notice,
  type OnrampState,
  type RouterState,
  type SendState,
  type SiwxState,
  type SocialLoginState,
  type SwapState,
  type WalletsState,
} from './types.ts'

/** The embedded wallet's unsafe requests waiting for the visitor in the frame (ApproveTransaction). */
export interface FrameApprovalState {
  readonly waiting: number
}

/** The writable signals of one client instance; only flows hold this. */
export interface WritableState {
  readonly modal: Signal<ModalState>
  readonly router: Signal<RouterState>
  readonly account: Signal<AccountState>
  readonly network: Signal<Network>
  readonly connections: Signal<Readonly<Partial<Record<Namespace, Connection>>>>
  readonly connectors: Signal<readonly ConnectorInfo[]>
  readonly siwx: Signal<SiwxState>
  /** The latest SPEC §8 toast; the view dismisses it. */
  readonly toast: Signal<Notice | undefined>
  /** The latest SPEC §8 alert (configuration and server problems). */
  readonly alert: Signal<Notice | undefined>
  readonly wallets: Signal<WalletsState>
  /** SPEC §3 transaction history of the connected account (eip155 only). */
  readonly activity: Signal<ActivityState>
  /** The WalletConnect pairing (its URI feeds `data-latch-wc-uri`); idle when WalletConnect is off. */
  readonly walletConnect: Signal<WalletConnectPairing>
  /** The e-mail login steps (SPEC §4). */
  readonly emailLogin: Signal<EmailLoginState>
  /** The embedded wallet's e-mail and its update (SPEC §4, UpdateEmailWallet). */
  readonly emailUpdate: Signal<EmailUpdateState>
  /** The social login under way (ConnectingSocial). */
  readonly socialLogin: Signal<SocialLoginState>
  /** SPEC §3 send state (WalletSend, WalletSendSelectToken, WalletSendPreview). */
  readonly send: Signal<SendState>
  /** Account-name search and registration (RegisterAccountName). */
  readonly names: Signal<NamesState>
  /** The swap form, its quote and where the swap stands (Swap, SwapSelectToken, SwapPreview). */
  readonly swap: Signal<SwapState>
  /** The purchase form, its quotes and the purchase under way (OnRampProviders, BuyInProgress). */
  readonly onramp: Signal<OnrampState>
  /** How many requests wait for the visitor's approval in the secure frame. */
  readonly frameApproval: Signal<FrameApprovalState>
}

/** What the app and the React layer see: the same signals, read-only. */
export type LatchState = {
  readonly [K in keyof WritableState]: WritableState[K] extends Signal<infer T>
    ? ReadonlySignal<T>
    : never
}

/**
 * Makes the signals of one client. There are no module-level singletons: two clients on one
 * page (or two tests in one process) never share state.
 */
export const createState = (defaultNetwork: Network): WritableState => ({
  modal: signal<ModalState>({ open: false, loading: false, shake: false }),
  router: signal<RouterState>({ view: 'Connect', history: [] }),
  account: signal<AccountState>(emptyAccount),
  network: signal<Network>(defaultNetwork),
  connections: signal<Readonly<Partial<Record<Namespace, Connection>>>>({}),
  connectors: signal<readonly ConnectorInfo[]>([]),
  siwx: signal<SiwxState>({ status: 'idle', message: undefined, error: undefined }),
  toast: signal<Notice | undefined>(undefined),
  alert: signal<Notice | undefined>(undefined),
  wallets: signal<WalletsState>(emptyWallets),
  activity: signal<ActivityState>(emptyActivity),
  walletConnect: signal<WalletConnectPairing>({ status: 'idle', uri: undefined, error: undefined }),
  emailLogin: signal<EmailLoginState>(emptyEmailLogin),
  emailUpdate: signal<EmailUpdateState>(emptyEmailUpdate),
  socialLogin: signal<SocialLoginState>(emptySocialLogin),
  send: signal<SendState>(emptySend),
  names: signal<NamesState>(emptyNames),
  swap: signal<SwapState>(emptySwap),
  onramp: signal<OnrampState>(emptyOnramp),
  frameApproval: signal<FrameApprovalState>({ waiting: 0 }),
})
