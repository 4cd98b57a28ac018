import type { ButtonHTMLAttributes } from 'react'
import { useLatch } from './hooks/useLatch.ts'
import { useLatchNetwork } from './hooks/useLatchNetwork.ts'

/**
 * Shows the active network's name and opens the Networks view.
 * `data-testid="latch-network-button"`.
 *
 * @example
 * import { NetworkButton } from 'latch/react'
 *
 * <NetworkButton />
 */
export const NetworkButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => {
  const latch = useLatch()
  const { network } = useLatchNetwork()
  return (
    <button
      type="button"
      {...props}
      data-testid="latch-network-button"
      onClick={(event) => {
        props.onClick?.(event)
        latch.open({ view: 'Networks' }).catch(() => undefined)
      }}
    >
      {network.name}
    </button>
  )
}
