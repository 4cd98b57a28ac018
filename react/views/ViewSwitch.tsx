import { lazy, Suspense, useEffect } from 'react'
import type { ViewName } from '../../runtime/index.ts'
import { Spinner } from '../components/Spinner.tsx'
import { afterPaint } from '../modal/afterPaint.ts'
import { ConnectingExternalView } from './ConnectingExternalView.tsx'
import { ConnectView } from './ConnectView.tsx'
import { PlaceholderView } from './PlaceholderView.tsx'

// Heavy views load on first use (the WalletConnect one with uqr); the button and Connect never
// wait for them.
const loadAccountView = () => import('./AccountView.tsx')
const AccountView = lazy(() => loadAccountView().then((m) => ({ default: m.AccountView })))
const WalletReceiveView = lazy(() =>
  import('./WalletReceiveView.tsx').then((m) => ({ default: m.WalletReceiveView })),
)
const AllWalletsView = lazy(() =>
  import('./AllWalletsView.tsx').then((m) => ({ default: m.AllWalletsView })),
)
const ConnectingWalletConnectView = lazy(() =>
  import('./ConnectingWalletConnectView.tsx').then((m) => ({
    default: m.ConnectingWalletConnectView,
  })),
)
const NetworksView = lazy(() =>
  import('./NetworksView.tsx').then((m) => ({ default: m.NetworksView })),
)
const UnsupportedChainView = lazy(() =>
  import('./UnsupportedChainView.tsx').then((m) => ({ default: m.UnsupportedChainView })),
)
const SIWXSignMessageView = lazy(() =>
  import('./SIWXSignMessageView.tsx').then((m) => ({ default: m.SIWXSignMessageView })),
)
const ApproveTransactionView = lazy(() =>
  import('./ApproveTransactionView.tsx').then((m) => ({ default: m.ApproveTransactionView })),
)
const EmailLoginView = lazy(() =>
  import('./EmailLoginView.tsx').then((m) => ({ default: m.EmailLoginView })),
)
const EmailVerifyOtpView = lazy(() =>
  import('./EmailVerifyOtpView.tsx').then((m) => ({ default: m.EmailVerifyOtpView })),
)
const EmailVerifyDeviceView = lazy(() =>
  import('./EmailVerifyDeviceView.tsx').then((m) => ({ default: m.EmailVerifyDeviceView })),
)
const UpdateEmailWalletView = lazy(() =>
  import('./UpdateEmailWalletView.tsx').then((m) => ({ default: m.UpdateEmailWalletView })),
)

const ConnectingFarcasterView = lazy(() =>
  import('./ConnectingFarcasterView.tsx').then((m) => ({ default: m.ConnectingFarcasterView })),
)
const ProfileWalletsView = lazy(() =>
  import('./ProfileWalletsView.tsx').then((m) => ({ default: m.ProfileWalletsView })),
)
const ConnectingSocialView = lazy(() =>
  import('./ConnectingSocialView.tsx').then((m) => ({ default: m.ConnectingSocialView })),
)
const WalletSendView = lazy(() =>
  import('./WalletSendView.tsx').then((m) => ({ default: m.WalletSendView })),
)
const WalletSendSelectTokenView = lazy(() =>
  import('./WalletSendSelectTokenView.tsx').then((m) => ({
    default: m.WalletSendSelectTokenView,
  })),
)
const WalletSendPreviewView = lazy(() =>
  import('./WalletSendPreviewView.tsx').then((m) => ({ default: m.WalletSendPreviewView })),
)
const OnRampProvidersView = lazy(() =>
  import('./OnRampProvidersView.tsx').then((m) => ({ default: m.OnRampProvidersView })),
)
const OnRampTokenSelectView = lazy(() =>
  import('./OnRampTokenSelectView.tsx').then((m) => ({ default: m.OnRampTokenSelectView })),
)
const BuyInProgressView = lazy(() =>
  import('./BuyInProgressView.tsx').then((m) => ({ default: m.BuyInProgressView })),
)
const SwapView = lazy(() => import('./SwapView.tsx').then((m) => ({ default: m.SwapView })))
const SwapSelectTokenView = lazy(() =>
  import('./SwapSelectTokenView.tsx').then((m) => ({ default: m.SwapSelectTokenView })),
)
const SwapPreviewView = lazy(() =>
  import('./SwapPreviewView.tsx').then((m) => ({ default: m.SwapPreviewView })),
)
const RegisterAccountNameView = lazy(() =>
  import('./RegisterAccountNameView.tsx').then((m) => ({ default: m.RegisterAccountNameView })),
)
const RegisterAccountNameSuccessView = lazy(() =>
  import('./RegisterAccountNameSuccessView.tsx').then((m) => ({
    default: m.RegisterAccountNameSuccessView,
  })),
)

/** Renders the view the router names; heavy ones behind a spinner while their code loads. */
export const ViewSwitch = ({ view }: { readonly view: ViewName }) => {
  // Connect leads to Account: its code loads while the visitor picks a wallet (after Connect's
  // first frame, which it would otherwise hold back), so Account shows in the frame its
  // connection arrives in, not a chunk's download later (issue 30).
  useEffect(() => {
    if (view !== 'Connect') return
    return afterPaint(() => {
      loadAccountView().catch(() => undefined)
    })
  }, [view])
  switch (view) {
    case 'Connect':
      return <ConnectView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
  }
  return (
    <Suspense
      fallback={
        <div className="latch-center">
          <Spinner />
        </div>
      }
    >
      <LazyView view={view} />
    </Suspense>
  )
}

const LazyView = ({ view }: { readonly view: ViewName }) => {
  switch (view) {
    case 'Account':
      return <AccountView />
    case 'WalletReceive':
      return <WalletReceiveView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectView basic />
    case 'Networks':
      return <NetworksView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'SIWXSignMessage':
      return <SIWXSignMessageView />
    case 'ApproveTransaction':
      return <ApproveTransactionView />
    case 'EmailLogin':
      return <EmailLoginView />
    case 'EmailVerifyOtp':
      return <EmailVerifyOtpView />
    case 'EmailVerifyDevice':
      return <EmailVerifyDeviceView />
    case 'UpdateEmailWallet':
      return <UpdateEmailWalletView />
    case 'ConnectingSocial':
      return <ConnectingSocialView />
    case 'ConnectingFarcaster':
      return <ConnectingFarcasterView />
    case 'ProfileWallets':
      return <ProfileWalletsView />
    case 'OnRampProviders':
      return <OnRampProvidersView />
    case 'OnRampTokenSelect':
      return <OnRampTokenSelectView />
    case 'BuyInProgress':
      return <BuyInProgressView />
    case 'Swap':
      return <SwapView />
    case 'SwapSelectToken':
      return <SwapSelectTokenView />
    case 'SwapPreview':
      return <SwapPreviewView />
    case 'WalletSend':
      return <WalletSendView />
    case 'WalletSendSelectToken':
      return <WalletSendSelectTokenView />
    case 'WalletSendPreview':
      return <WalletSendPreviewView />
    case 'RegisterAccountName':
      return <RegisterAccountNameView />
    case 'RegisterAccountNameSuccess':
      return <RegisterAccountNameSuccessView />
    default:
      return <PlaceholderView view={view} />
  }
}
