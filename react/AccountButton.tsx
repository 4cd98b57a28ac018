import { type ButtonHTMLAttributes, lazy } from 'react'
import { AfterMount } from './components/AfterMount.tsx'
import { formatBalance } from './format/formatBalance.ts'
import { shortenAddress } from './format/shortenAddress.ts'
import { useAccentStyle } from './hooks/useAccentStyle.ts'
import { useLatchAccount } from './hooks/useLatchAccount.ts'
import { useI18n } from './i18n/useT.ts'
import { ModalButton } from './ModalButton.tsx'

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
    <ModalButton
      {...props}
      data-testid="latch-account-button"
      opens={{ view: 'Account' }}
      style={style}
    >
      <AfterMount size={20}>
        <AccountAvatar address={account.address} image={account.profileImage} />
      </AfterMount>
      {balance}
      {account.profileName ?? shortenAddress(account.address)}
    </ModalButton>
  )
}
