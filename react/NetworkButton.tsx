import { type ButtonHTMLAttributes, lazy } from 'react'
import { preloadLatch } from '../runtime/index.ts'
import { AfterMount } from './components/AfterMount.tsx'
import { background } from './hooks/background.ts'
import { useAccentStyle } from './hooks/useAccentStyle.ts'
import { useLatch } from './hooks/useLatch.ts'
import { useLatchNetwork } from './hooks/useLatchNetwork.ts'
import { preloadModal } from './LatchModal.tsx'

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
  const latch = useLatch()
  const { network } = useLatchNetwork()
  const style = useAccentStyle({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    ...props.style,
  })
  return (
    <button
      type="button"
      {...props}
      data-testid="latch-network-button"
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
        background(latch.open({ view: 'Networks' }))
      }}
      style={style}
    >
      <AfterMount size={18}>
        <NetworkIcon network={network} size={18} />
      </AfterMount>
      {network.name}
    </button>
  )
}
