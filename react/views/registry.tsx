import { type ComponentType, lazy } from 'react'
import type { ViewName } from '../../runtime/index.ts'
import type { MessageId } from '../i18n/en.ts'
import { ConnectingExternalView } from './connect/ConnectingExternalView.tsx'
import { ConnectView } from './connect/ConnectView.tsx'
import { PreloadedView, preloadable } from './preloadedView.tsx'
import { ViewSpinner } from './ViewSpinner.tsx'

/** One entry of the view registry: the view, and whether it paints at once. */
export interface LazyView {
  /** The view; a lazy one's code loads on its first render, behind a spinner. */
  readonly View: ComponentType
  /** The views that paint at once (the button's first view), with no Suspense around them. */
  readonly eager?: true
}

// Heavy views load on first use (the WalletConnect one with uqr); the button and Connect never
// wait for them. Each `import()` is a chunk of its own.
/**
 * Account, where a connect attempt leads: its code loads once the attempt starts (ViewSwitch),
 * and it renders in the frame the connection arrives in, never through a Suspense fallback.
 */
const accountCode = preloadable(() =>
  import('./account/AccountView.tsx').then((m) => m.AccountView),
)
/** Starts loading Account's code; a failure is retried when the view is shown. */
export const loadAccountView = accountCode.preload
const AccountView = () => <PreloadedView code={accountCode} fallback={<ViewSpinner />} />
const WalletReceiveView = lazy(() =>
  import('./account/WalletReceiveView.tsx').then((m) => ({ default: m.WalletReceiveView })),
)
const ProfileWalletsView = lazy(() =>
  import('./account/ProfileWalletsView.tsx').then((m) => ({ default: m.ProfileWalletsView })),
)
const AllWalletsView = lazy(() =>
  import('./connect/AllWalletsView.tsx').then((m) => ({ default: m.AllWalletsView })),
)
const ConnectingWalletConnectView = lazy(() =>
  import('./connect/ConnectingWalletConnectView.tsx').then((m) => ({
    default: m.ConnectingWalletConnectView,
  })),
)
const NetworksView = lazy(() =>
  import('./networks/NetworksView.tsx').then((m) => ({ default: m.NetworksView })),
)
const UnsupportedChainView = lazy(() =>
  import('./networks/UnsupportedChainView.tsx').then((m) => ({
    default: m.UnsupportedChainView,
  })),
)
const SIWXSignMessageView = lazy(() =>
  import('./siwx/SIWXSignMessageView.tsx').then((m) => ({ default: m.SIWXSignMessageView })),
)
const ApproveTransactionView = lazy(() =>
  import('./approve/ApproveTransactionView.tsx').then((m) => ({
    default: m.ApproveTransactionView,
  })),
)
const EmailLoginView = lazy(() =>
  import('./email/EmailLoginView.tsx').then((m) => ({ default: m.EmailLoginView })),
)
const EmailVerifyOtpView = lazy(() =>
  import('./email/EmailVerifyOtpView.tsx').then((m) => ({ default: m.EmailVerifyOtpView })),
)
const EmailVerifyDeviceView = lazy(() =>
  import('./email/EmailVerifyDeviceView.tsx').then((m) => ({ default: m.EmailVerifyDeviceView })),
)
const UpdateEmailWalletView = lazy(() =>
  import('./email/UpdateEmailWalletView.tsx').then((m) => ({ default: m.UpdateEmailWalletView })),
)
const ConnectingSocialView = lazy(() =>
  import('./social/ConnectingSocialView.tsx').then((m) => ({ default: m.ConnectingSocialView })),
)
const ConnectingFarcasterView = lazy(() =>
  import('./social/ConnectingFarcasterView.tsx').then((m) => ({
    default: m.ConnectingFarcasterView,
  })),
)
const WalletSendView = lazy(() =>
  import('./send/WalletSendView.tsx').then((m) => ({ default: m.WalletSendView })),
)
const WalletSendSelectTokenView = lazy(() =>
  import('./send/WalletSendSelectTokenView.tsx').then((m) => ({
    default: m.WalletSendSelectTokenView,
  })),
)
const WalletSendPreviewView = lazy(() =>
  import('./send/WalletSendPreviewView.tsx').then((m) => ({ default: m.WalletSendPreviewView })),
)
const SwapView = lazy(() => import('./swap/SwapView.tsx').then((m) => ({ default: m.SwapView })))
const SwapSelectTokenView = lazy(() =>
  import('./swap/SwapSelectTokenView.tsx').then((m) => ({ default: m.SwapSelectTokenView })),
)
const SwapPreviewView = lazy(() =>
  import('./swap/SwapPreviewView.tsx').then((m) => ({ default: m.SwapPreviewView })),
)
const OnRampProvidersView = lazy(() =>
  import('./onramp/OnRampProvidersView.tsx').then((m) => ({ default: m.OnRampProvidersView })),
)
const OnRampTokenSelectView = lazy(() =>
  import('./onramp/OnRampTokenSelectView.tsx').then((m) => ({
    default: m.OnRampTokenSelectView,
  })),
)
const BuyInProgressView = lazy(() =>
  import('./onramp/BuyInProgressView.tsx').then((m) => ({ default: m.BuyInProgressView })),
)
const RegisterAccountNameView = lazy(() =>
  import('./names/RegisterAccountNameView.tsx').then((m) => ({
    default: m.RegisterAccountNameView,
  })),
)
const RegisterAccountNameSuccessView = lazy(() =>
  import('./names/RegisterAccountNameSuccessView.tsx').then((m) => ({
    default: m.RegisterAccountNameSuccessView,
  })),
)

/** SPEC §2 rule 2's root view of basic mode: the WalletConnect view without a wallet. */
const ConnectingWalletConnectBasicView = () => <ConnectingWalletConnectView basic />

/**
 * Every view of SPEC §2 by its router name: a `ViewName` without an entry here, or an entry
 * without a `ViewName`, is a compile error (test/react/views/registry.test.tsx proves it).
 */
export const views = {
  Connect: { View: ConnectView, eager: true },
  ConnectingExternal: { View: ConnectingExternalView, eager: true },
  Account: { View: AccountView },
  WalletReceive: { View: WalletReceiveView },
  ProfileWallets: { View: ProfileWalletsView },
  AllWallets: { View: AllWalletsView },
  ConnectingWalletConnect: { View: ConnectingWalletConnectView },
  ConnectingWalletConnectBasic: { View: ConnectingWalletConnectBasicView },
  Networks: { View: NetworksView },
  UnsupportedChain: { View: UnsupportedChainView },
  SIWXSignMessage: { View: SIWXSignMessageView },
  ApproveTransaction: { View: ApproveTransactionView },
  EmailLogin: { View: EmailLoginView },
  EmailVerifyOtp: { View: EmailVerifyOtpView },
  EmailVerifyDevice: { View: EmailVerifyDeviceView },
  UpdateEmailWallet: { View: UpdateEmailWalletView },
  ConnectingSocial: { View: ConnectingSocialView },
  ConnectingFarcaster: { View: ConnectingFarcasterView },
  WalletSend: { View: WalletSendView },
  WalletSendSelectToken: { View: WalletSendSelectTokenView },
  WalletSendPreview: { View: WalletSendPreviewView },
  Swap: { View: SwapView },
  SwapSelectToken: { View: SwapSelectTokenView },
  SwapPreview: { View: SwapPreviewView },
  OnRampProviders: { View: OnRampProvidersView },
  OnRampTokenSelect: { View: OnRampTokenSelectView },
  BuyInProgress: { View: BuyInProgressView },
  RegisterAccountName: { View: RegisterAccountNameView },
  RegisterAccountNameSuccess: { View: RegisterAccountNameSuccessView },
} satisfies Record<ViewName, LazyView>

/**
 * The entry of a router name, or `undefined` for a name outside `ViewName` (only a cast or an
 * older state can bring one at run time).
 */
export const viewOf = (view: ViewName): LazyView | undefined =>
  Object.hasOwn(views, view) ? views[view] : undefined

/**
 * The catalogue id of a view's title: `view.` and its name. A `ViewName` whose id is not in the
 * catalogue does not compile (docs/DECISIONS.md: why no entry spells its id out).
 */
export const titleOf = (view: ViewName): MessageId => `view.${view}` as const satisfies MessageId
