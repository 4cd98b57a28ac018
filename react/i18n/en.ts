/**
 * The English message catalogue: every visible string of the modal, keyed by id. A second
 * language is another file of the same shape. `{name}` placeholders are filled by `t`.
 *
 * @example
 * import { en } from 'latch/react/i18n/en'
 *
 * en['connect.title'] // 'Connect Wallet'
 */
export const en = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.loading': 'Loading…',
  'view.Connect': 'Connect Wallet',
  'view.AllWallets': 'All Wallets',
  'view.ConnectingExternal': 'Connecting',
  'view.ConnectingWalletConnect': 'WalletConnect',
  'view.ConnectingWalletConnectBasic': 'WalletConnect',
  'view.Account': 'Account',
  'view.Networks': 'Choose Network',
  'view.UnsupportedChain': 'Switch Network',
  'view.SIWXSignMessage': 'Sign In',
  'view.ApproveTransaction': 'Approve Transaction',
  'view.other': 'Latch',
  'connect.recent': 'Recent',
  'connect.allWallets': 'All wallets',
  'connect.noWallets': 'No wallet found in this browser.',
  'connect.emailLabel': 'E-mail',
  'connect.emailPlaceholder': 'you@example.com',
  'connect.emailComing': 'E-mail login arrives with the embedded wallet; it is not available yet.',
  'connect.socialsComing':
    'Social login arrives with the embedded wallet; it is not available yet.',
  'connect.social': 'Continue with {provider}',
  'allWallets.search': 'Search wallets',
  'allWallets.installed': 'Installed',
  'allWallets.empty': 'No wallet matches “{query}”.',
  'allWallets.loading': 'Loading wallets',
  'allWallets.loadMore': 'Load more',
  'allWallets.error': 'The wallet list could not be loaded.',
  'allWallets.retry': 'Try again',
  'allWallets.registryUnavailable':
    'The wallet registry is not available; showing the wallets found in this browser.',
  'wallets.homepage': 'Website',
  'connecting.waiting': 'Continue in {name}',
  'connecting.hint': 'Accept the connection request in your wallet.',
  'connecting.failed': 'Connection failed',
  'connecting.retry': 'Try again',
  'wc.scan': 'Scan this QR code with the wallet on your phone.',
  'wc.qrLabel': 'WalletConnect QR code',
  'wc.preparing': 'Preparing the QR code',
  'wc.relayLost': 'Connection lost, reconnecting…',
  'wc.expired': 'This QR code has expired.',
  'wc.rejected': 'The connection was declined in the wallet.',
  'wc.failed': 'The connection could not be set up.',
  'wc.copy': 'Copy link',
  'wc.copied': 'Link copied',
  'wc.openMobile': 'Open {name}',
  'wc.openDesktop': 'Open {name} on this computer',
  'account.copy': 'Copy address',
  'account.copied': 'Address copied',
  'account.balanceLoading': 'Loading balance',
  'account.balanceUnavailable': 'Balance unavailable',
  'account.disconnect': 'Disconnect',
  'account.explorer': 'View on explorer',
  'networks.current': 'Current',
  'networks.switching': 'Switching…',
  'unsupported.explain':
    'This app does not support the network your wallet is on. Switch to one of these networks:',
  'siwx.intro': 'Sign this message in your wallet to prove you own this account.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
  'siwx.cancel': 'Cancel',
  'siwx.preparing': 'The message is prepared when you press Sign.',
  'approve.none': 'No request is waiting for your approval.',
  'approve.approve': 'Approve',
  'approve.reject': 'Reject',
  'placeholder.coming': 'This part of Latch is not available yet.',
  'notice.dismiss': 'Dismiss',
} as const

/** A message id of the catalogue. */
export type MessageId = keyof typeof en

/** The shape every catalogue (a second language) must have. */
export type Catalogue = Readonly<Record<MessageId, string>>
