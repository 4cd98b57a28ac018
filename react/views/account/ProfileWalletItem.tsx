import { Identicon } from '../../components/Identicon.tsx'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'
import type { ProfileWalletActions, ProfileWalletRow } from './useProfileWallets.ts'

/** One connection of ProfileWallets and its buttons. */
export interface ProfileWalletItemProps {
  readonly row: ProfileWalletRow
  /** The view's `useId`, so each row's name labels its item. */
  readonly id: string
  readonly actions: ProfileWalletActions
}

/**
 * A connection of ProfileWallets: its identicon, connector (marked when active, with the
 * active account when there are several), its accounts, and the switch (when not active) and
 * disconnect buttons, disabled while any row's action runs.
 */
export const ProfileWalletItem = ({ row, id, actions }: ProfileWalletItemProps) => {
  const t = useT()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const address = row.connection.accounts[0]?.address ?? ''
  const nameId = `${id}-${row.namespace}-name`
  return (
    <li
      className="latch-stack latch-card"
      data-latch-profile-wallet={row.namespace}
      data-latch-connector={row.connection.connectorId}
      data-active={row.active ? 'true' : 'false'}
      aria-current={row.active ? 'true' : undefined}
      aria-labelledby={nameId}
    >
      <div className="latch-row" style={{ alignItems: 'center', gap: '8px' }}>
        {address && <Identicon address={address} size={32} />}
        <div style={{ flex: 1, minWidth: 0 }}>
          <p className="latch-flat" id={nameId}>
            <strong>{row.label}</strong>
            {row.active && (
              <span className="latch-badge" data-latch-active="">
                {' '}
                · {t('profileWallets.active')}
              </span>
            )}
          </p>
          {row.connection.accounts.map((a) => (
            <p
              key={a.address}
              className="latch-flat latch-muted"
              data-latch-address={a.address}
              title={a.address}
            >
              {shortenAddress(a.address)}
              {row.active && a.address === account.address && row.connection.accounts.length > 1
                ? ` · ${t('profileWallets.active')}`
                : ''}
            </p>
          ))}
        </div>
      </div>
      <ProfileWalletButtons row={row} actions={actions} />
    </li>
  )
}

interface ButtonsProps {
  readonly row: ProfileWalletRow
  readonly actions: ProfileWalletActions
}

/** The row's switch (when not active) and disconnect buttons. */
const ProfileWalletButtons = ({ row, actions }: ButtonsProps) => {
  const t = useT()
  return (
    <div className="latch-row">
      {!row.active && (
        <RowAction
          row={row}
          busy={actions.busy}
          marker="data-latch-profile-switch"
          label={t('profileWallets.switch', { name: row.label })}
          run={actions.use}
        />
      )}
      <RowAction
        row={row}
        busy={actions.busy}
        marker="data-latch-profile-disconnect"
        label={t('profileWallets.disconnect', { name: row.label })}
        run={actions.disconnect}
      />
    </div>
  )
}

interface RowActionProps {
  readonly row: ProfileWalletRow
  readonly busy: ProfileWalletActions['busy']
  /** The data attribute tests and styles find the button by. */
  readonly marker: 'data-latch-profile-switch' | 'data-latch-profile-disconnect'
  readonly label: string
  readonly run: (row: ProfileWalletRow) => Promise<void>
}

/** One of a row's buttons: disabled while any row's action runs, busy while its own row's does. */
const RowAction = ({ row, busy, marker, label, run }: RowActionProps) => (
  <button
    type="button"
    className="latch-button"
    data-variant="secondary"
    {...{ [marker]: '' }}
    disabled={busy !== undefined}
    aria-busy={busy === row.namespace}
    onClick={() => void run(row)}
  >
    {label}
  </button>
)
