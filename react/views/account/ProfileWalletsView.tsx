import { useId, useRef, useState } from 'react'
import type { Namespace } from '../../../runtime/index.ts'
import { Identicon } from '../../components/Identicon.tsx'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

const NAMESPACE_LABEL: Readonly<Record<Namespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bitcoin: 'Bitcoin',
}

/**
 * ProfileWallets (reached from Account): the visitor's connections from `state.connections`,
 * one per namespace, each with its connector and accounts; the active one is marked (and
 * `aria-current`). Another connection can be made the active one (`client.switchConnection`)
 * and any can be disconnected (`client.disconnect(namespace)`); the outcome is announced in a
 * live region, and after the last disconnect the runtime goes back to Connect. Loaded lazily.
 */
export const ProfileWalletsView = () => {
  const t = useT()
  const latch = useLatch()
  const connections = useSignalValue(latch.state.connections)
  const connectors = useSignalValue(latch.state.connectors)
  const network = useSignalValue(latch.state.network)
  const account = useSignalValue(latch.state.account)
  const [busy, setBusy] = useState<Namespace | undefined>(undefined)
  const [notice, setNotice] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const listRef = useRef<HTMLUListElement>(null)
  const id = useId()

  const rows = (Object.keys(connections) as Namespace[]).flatMap((namespace) => {
    const connection = connections[namespace]
    if (!connection) return []
    const connector =
      connectors.find((c) => c.id === connection.connectorId && c.namespace === namespace) ??
      connectors.find((c) => c.id === connection.connectorId)
    return [
      {
        namespace,
        connection,
        // The embedded wallet's connector is named for its first login (E-mail); here it is
        // the wallet, whichever login (e-mail, social, Farcaster) opened it.
        label: `${connector?.type === 'AUTH' ? t('profileWallets.embedded') : (connector?.name ?? connection.connectorId)} (${NAMESPACE_LABEL[namespace]})`,
        active: namespace === network.chainNamespace && account.status === 'connected',
      },
    ]
  })

  const act = async (namespace: Namespace, work: () => Promise<unknown>, done: string) => {
    setBusy(namespace)
    setError(undefined)
    setNotice('')
    try {
      await work()
      setNotice(done)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(undefined)
    }
  }

  const use = (row: (typeof rows)[number]) =>
    act(
      row.namespace,
      () => latch.switchConnection(row.connection.connectorId, { namespace: row.namespace }),
      t('profileWallets.switched', { name: row.label }),
    )
  const disconnect = (row: (typeof rows)[number]) =>
    act(
      row.namespace,
      async () => {
        await latch.disconnect(row.namespace)
        // The row and its buttons are gone: keep the focus in the list, not on the page (after
        // the last one the runtime shows Connect).
        if (Object.keys(latch.state.connections.value).length > 0) listRef.current?.focus()
      },
      t('profileWallets.disconnected', { name: row.label }),
    )

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
          {rows.map((row) => {
            const address = row.connection.accounts[0]?.address ?? ''
            const label = row.label
            return (
              <li
                key={row.namespace}
                className="latch-stack latch-card"
                data-latch-profile-wallet={row.namespace}
                data-latch-connector={row.connection.connectorId}
                data-active={row.active ? 'true' : 'false'}
                aria-current={row.active ? 'true' : undefined}
                aria-labelledby={`${id}-${row.namespace}-name`}
              >
                <div className="latch-row" style={{ alignItems: 'center', gap: '8px' }}>
                  {address && <Identicon address={address} size={32} />}
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <p className="latch-flat" id={`${id}-${row.namespace}-name`}>
                      <strong>{label}</strong>
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
                        {row.active &&
                        a.address === account.address &&
                        row.connection.accounts.length > 1
                          ? ` · ${t('profileWallets.active')}`
                          : ''}
                      </p>
                    ))}
                  </div>
                </div>
                <div className="latch-row">
                  {!row.active && (
                    <button
                      type="button"
                      className="latch-button"
                      data-variant="secondary"
                      data-latch-profile-switch=""
                      disabled={busy !== undefined}
                      aria-busy={busy === row.namespace}
                      onClick={() => void use(row)}
                    >
                      {t('profileWallets.switch', { name: label })}
                    </button>
                  )}
                  <button
                    type="button"
                    className="latch-button"
                    data-variant="secondary"
                    data-latch-profile-disconnect=""
                    disabled={busy !== undefined}
                    aria-busy={busy === row.namespace}
                    onClick={() => void disconnect(row)}
                  >
                    {t('profileWallets.disconnect', { name: label })}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <p className="latch-muted" role="status" aria-live="polite" data-latch-profile-notice="">
        {notice}
      </p>
      {error && (
        <p className="latch-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
