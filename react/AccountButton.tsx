import { type ButtonHTMLAttributes, lazy } from 'react'
import { preloadLatch } from '../runtime/index.ts'
import { AfterMount } from './components/AfterMount.tsx'
import { formatBalance } from './format/formatBalance.ts'
import { shortenAddress } from './format/shortenAddress.ts'
import { background } from './hooks/background.ts'
import { useAccentStyle } from './hooks/useAccentStyle.ts'
import { useLatch } from './hooks/useLatch.ts'
import { useLatchAccount } from './hooks/useLatchAccount.ts'
import { useI18n } from './i18n/useT.ts'
import { preloadModal } from './LatchModal.tsx'

// The avatar (profile image or identicon) loads after the button has painted.
const AccountAvatar = lazy(() =>
  import('./components/AccountAvatar.tsx').then((m) => ({ default: m.AccountAvatar })),
)

/**
 * The connected account (avatar — profile image or identicon —, balance and shortened address)
 * opening the Account view; renders nothing while disconnected. `data-testid="latch-account-button"`.
 * Like `ConnectButton` it carries `--latch-accent` and `--latch-accent-text` for the app's CSS.
 *
 * @example
 * import { AccountButton } from 'latch/react'
 *
 * <AccountButton />
 */
export const AccountButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => {
  const latch = useLatch()
  const account = useLatchAccount()
  const { locale } = useI18n()
  const style = useAccentStyle({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    ...props.style,
  })
  if (!account.isConnected || !account.address) return null
  const balance =
    account.balance !== undefined && !account.balanceLoading
      ? `${formatBalance(account.balance, 4, locale)} ${account.balanceSymbol ?? ''} · `
      : ''
  return (
    <button
      type="button"
      {...props}
      data-testid="latch-account-button"
      // A pointer coming over it (mouse or touch) or the focus starts loading the runtime and
      // the modal, so the click finds them there.
      onPointerEnter={(event) => {
        props.onPointerEnter?.(event)
        preloadLatch(latch)
        preloadModal()
      }}
      onFocus={(event) => {
        props.onFocus?.(event)
        preloadLatch(latch)
        preloadModal()
      }}
      onClick={(event) => {
        props.onClick?.(event)
        // Fire and forget: open fails only on a defect, which the client reports (MODAL_OPEN_ERROR).
        background(latch.open({ view: 'Account' }))
      }}
      style={style}
    >
      <AfterMount size={20}>
        <AccountAvatar address={account.address} image={account.profileImage} />
      </AfterMount>
      {balance}
      {account.profileName ?? shortenAddress(account.address)}
    </button>
  )
}
