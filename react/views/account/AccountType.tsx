import { useState } from 'react'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/** The embedded wallet's connector id (runtime/connectors/embedded/authConnector.ts). */
const AUTH_CONNECTOR_ID = 'latch-auth'

/**
 * The Account view's account type row for an embedded-wallet eip155 connection (SPEC §3 account
 * types): "Account type: Smart account" or "EOA", whether the smart account is live yet, and the
 * switch of the preferred account type, which changes the connected account's type in state.
 * Shows nothing for other connections.
 */
export const AccountType = () => {
  const t = useT()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const connections = useSignalValue(latch.state.connections)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const type = account.allAccounts[0]?.type
  if (
    account.connectorId !== AUTH_CONNECTOR_ID ||
    account.status !== 'connected' ||
    account.namespace !== 'eip155' ||
    (type !== 'eoa' && type !== 'smartAccount')
  )
    return null
  const smart = type === 'smartAccount'
  // The switch only where the wallet has a smart account (SPEC §7 enabled networks).
  const switchable = connections.eip155?.smartAccount?.smartAccountEnabled === true
  const toggle = () => {
    setBusy(true)
    setError(undefined)
    latch
      .setPreferredAccountType(smart ? 'eoa' : 'smartAccount')
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false))
  }
  return (
    <div className="latch-stack">
      <p className="latch-flat latch-muted latch-center" data-latch-account-type={type}>
        {t('account.type', {
          type: smart ? t('account.typeSmartAccount') : t('account.typeEoa'),
        })}
      </p>
      {smart && !account.smartAccountDeployed && (
        <p className="latch-flat latch-muted latch-center" data-latch-smart-account-pending="">
          {t('account.smartAccountPending')}
        </p>
      )}
      {switchable && (
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          data-latch-switch-account-type={smart ? 'eoa' : 'smartAccount'}
          disabled={busy}
          onClick={toggle}
        >
          {busy
            ? t('account.switchingType')
            : smart
              ? t('account.switchToEoa')
              : t('account.switchToSmartAccount')}
        </button>
      )}
      {error && (
        <p className="latch-error" role="alert" data-latch-account-type-error="">
          {error}
        </p>
      )}
    </div>
  )
}
