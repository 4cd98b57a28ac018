import { type ButtonHTMLAttributes, lazy } from 'react'
import { AfterMount } from './components/AfterMount.tsx'
import { useAccentStyle } from './hooks/useAccentStyle.ts'
import { useLatchNetwork } from './hooks/useLatchNetwork.ts'
import { ModalButton } from './ModalButton.tsx'

// The icon's code (the network marks' lookup) loads after the button has painted.
const NetworkIcon = lazy(() =>
  import('./components/NetworkIcon.tsx').then((m) => ({ default: m.NetworkIcon })),
)

/**
 * Shows the active network's icon and name and opens the Networks view. The icon (Latch's own
 * inline mark, loaded lazily; a same-size blank until then) is decorative.
 * `data-testid="latch-network-button"`. Like `ConnectButton` it carries `--latch-accent` and
 * `--latch-accent-text` for the app's CSS.
 *
 * @example
 * import { NetworkButton } from 'latch/react'
 *
 * <NetworkButton />
 */
export const NetworkButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => {
  const { network } = useLatchNetwork()
  const style = useAccentStyle({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    ...props.style,
  })
  return (
    <ModalButton
      {...props}
      data-testid="latch-network-button"
      opens={{ view: 'Networks' }}
      style={style}
    >
      <AfterMount size={18}>
        <NetworkIcon network={network} size={18} />
      </AfterMount>
      {network.name}
    </ModalButton>
  )
}
