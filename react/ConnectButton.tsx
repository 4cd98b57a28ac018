import type { ButtonHTMLAttributes } from 'react'
import { shortenAddress } from './format/shortenAddress.ts'
import { useAccentStyle } from './hooks/useAccentStyle.ts'
import { useLatchAccount } from './hooks/useLatchAccount.ts'
import { useT } from './i18n/useT.ts'
import { ModalButton } from './ModalButton.tsx'

/** Props of `ConnectButton`: a button's own attributes, plus a label when disconnected. */
export interface ConnectButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly label?: string
}

/**
 * Opens the modal: "Connect Wallet" when disconnected; the shortened address (or profile
 * name) when connected, opening Account. `data-testid="latch-connect-button"`. Unstyled; it
 * carries the theme's `--latch-accent` and a readable `--latch-accent-text` (white, or dark
 * text where white misses 4.5:1) for the app's CSS: `background: var(--latch-accent);
 * color: var(--latch-accent-text)`.
 *
 * @example
 * import { ConnectButton } from 'latch/react'
 *
 * <ConnectButton />
 */
export const ConnectButton = ({ label, ...props }: ConnectButtonProps) => {
  const t = useT()
  const account = useLatchAccount()
  const style = useAccentStyle(props.style)
  const text = account.isConnected
    ? (account.profileName ?? shortenAddress(account.address ?? ''))
    : account.status === 'connecting' || account.status === 'reconnecting'
      ? t('button.connecting')
      : (label ?? t('button.connect'))
  return (
    <ModalButton
      {...props}
      data-testid="latch-connect-button"
      data-status={account.status}
      opens={account.isConnected ? { view: 'Account' } : undefined}
      style={style}
    >
      {text}
    </ModalButton>
  )
}
