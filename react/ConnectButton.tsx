import type { ButtonHTMLAttributes } from 'react'
import { preloadLatch } from '../runtime/index.ts'
import { shortenAddress } from './format/shortenAddress.ts'
import { background } from './hooks/background.ts'
import { useAccentStyle } from './hooks/useAccentStyle.ts'
import { useLatch } from './hooks/useLatch.ts'
import { useLatchAccount } from './hooks/useLatchAccount.ts'
import { useT } from './i18n/useT.ts'
import { preloadModal } from './LatchModal.tsx'

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
  const latch = useLatch()
  const account = useLatchAccount()
  const style = useAccentStyle(props.style)
  const text = account.isConnected
    ? (account.profileName ?? shortenAddress(account.address ?? ''))
    : account.status === 'connecting' || account.status === 'reconnecting'
      ? t('button.connecting')
      : (label ?? t('button.connect'))
  return (
    <button
      type="button"
      {...props}
      data-testid="latch-connect-button"
      data-status={account.status}
      style={style}
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
        background(latch.open(account.isConnected ? { view: 'Account' } : undefined))
      }}
    >
      {text}
    </button>
  )
}
