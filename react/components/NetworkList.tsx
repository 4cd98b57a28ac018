import { useState } from 'react'
import type { Network } from '../../runtime/index.ts'
import { useLatchNetwork } from '../hooks/useLatchNetwork.ts'
import { useT } from '../i18n/useT.ts'
import { NetworkIcon } from './NetworkIcon.tsx'

/**
 * The app's networks as tiles; a click switches in place, the active one is marked. While a
 * switch runs the tiles are `aria-disabled` and ignore clicks, so the clicked one keeps focus.
 */
export const NetworkList = () => {
  const t = useT()
  const { network, networks, switchNetwork } = useLatchNetwork()
  const [switching, setSwitching] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const pick = (target: Network) => {
    if (switching !== undefined) return
    setSwitching(target.caipNetworkId)
    setError(undefined)
    switchNetwork(target).then(
      () => setSwitching(undefined),
      (cause: unknown) => {
        setSwitching(undefined)
        setError(cause instanceof Error ? cause.message : String(cause))
      },
    )
  }
  return (
    <div className="latch-stack">
      <ul className="latch-list">
        {networks.map((n) => {
          const current = n.caipNetworkId === network.caipNetworkId
          return (
            <li key={n.caipNetworkId}>
              <button
                type="button"
                className="latch-tile"
                data-latch-network={n.caipNetworkId}
                aria-current={current}
                // Not `disabled`: the focused tile would drop keyboard focus out of the modal.
                aria-disabled={switching !== undefined}
                onClick={() => pick(n)}
              >
                <NetworkIcon network={n} size={28} />
                <span className="latch-tile-name">{n.name}</span>
                {current && <span className="latch-tag">{t('networks.current')}</span>}
                {switching === n.caipNetworkId && (
                  <span className="latch-tag">{t('networks.switching')}</span>
                )}
              </button>
            </li>
          )
        })}
      </ul>
      {error && (
        <p className="latch-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
