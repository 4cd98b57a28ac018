import { useId, useRef } from 'react'
import { useT } from '../../i18n/useT.ts'
import { ProfileWalletItem } from './ProfileWalletItem.tsx'
import { useProfileWalletActions, useProfileWalletRows } from './useProfileWallets.ts'

/**
 * ProfileWallets (reached from Account): the visitor's connections from `state.connections`,
 * one per namespace, each with its connector and accounts; the active one is marked (and
 * `aria-current`). Another connection can be made the active one (`client.switchConnection`)
 * and any can be disconnected (`client.disconnect(namespace)`); the outcome is announced in a
 * live region, and after the last disconnect the runtime goes back to Connect. Loaded lazily.
 */
export const ProfileWalletsView = () => {
  const t = useT()
  const listRef = useRef<HTMLUListElement>(null)
  const id = useId()
  const rows = useProfileWalletRows()
  const actions = useProfileWalletActions(listRef)

  return (
    <div className="latch-stack" data-latch-view="ProfileWallets">
      <p className="latch-muted" id={`${id}-intro`}>
        {t('profileWallets.intro')}
      </p>
      {rows.length === 0 ? (
        <p>{t('profileWallets.empty')}</p>
      ) : (
        <ul
          ref={listRef}
          className="latch-stack"
          aria-label={t('profileWallets.listLabel')}
          aria-describedby={`${id}-intro`}
          tabIndex={-1}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((row) => (
            <ProfileWalletItem key={row.namespace} row={row} id={id} actions={actions} />
          ))}
        </ul>
      )}
      <p className="latch-muted" role="status" aria-live="polite" data-latch-profile-notice="">
        {actions.notice}
      </p>
      {actions.error && (
        <p className="latch-error" role="alert">
          {actions.error}
        </p>
      )}
    </div>
  )
}
