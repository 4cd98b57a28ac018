import { useEffect } from 'react'
import { truncateEmail } from '../../format/truncateEmail.ts'
import { background } from '../../hooks/background.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/** The embedded wallet's connector id (runtime/connectors/embedded/authConnector.ts). */
const AUTH_CONNECTOR_ID = 'latch-auth'

/**
 * The Account view's e-mail row for an embedded-wallet connection: the wallet's e-mail (SPEC §9
 * truncated over 30 characters) and "Update e-mail", which opens UpdateEmailWallet. Shows
 * nothing for other connections, or for a social login without an e-mail.
 */
export const AccountEmail = () => {
  const t = useT()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const update = useSignalValue(latch.state.emailUpdate)
  const embedded = account.connectorId === AUTH_CONNECTOR_ID && account.status === 'connected'
  useEffect(() => {
    // Fire and forget: an e-mail the frame cannot give leaves the row out (a social login
    // without one), and UpdateEmailWallet, which needs it, shows why.
    if (embedded) background(latch.loadAccountEmail())
  }, [embedded, latch])
  if (!embedded || !update.email) return null
  return (
    <div className="latch-stack">
      <p className="latch-flat latch-muted latch-center" data-latch-account-email={update.email}>
        {t('account.email', { email: truncateEmail(update.email) })}
      </p>
      <button
        type="button"
        className="latch-button"
        data-variant="secondary"
        data-latch-update-email=""
        onClick={() => latch.navigate('UpdateEmailWallet')}
      >
        {t('account.updateEmail')}
      </button>
    </div>
  )
}
