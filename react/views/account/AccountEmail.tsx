import { useEffect } from 'react'
import { ActionError } from '../../components/ActionError.tsx'
import { truncateEmail } from '../../format/truncateEmail.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/** The embedded wallet's connector id (runtime/connectors/embedded/authConnector.ts). */
const AUTH_CONNECTOR_ID = 'latch-auth'

/**
 * The Account view's e-mail row for an embedded-wallet connection: the wallet's e-mail (SPEC §9
 * truncated over 30 characters) and "Update e-mail", which opens UpdateEmailWallet. Shows
 * nothing for other connections, or for a social login without an e-mail; why, when the e-mail
 * could not be read (the load writes no error into state: its failure is the action's).
 */
export const AccountEmail = () => {
  const t = useT()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const update = useSignalValue(latch.state.emailUpdate)
  const embedded = account.connectorId === AUTH_CONNECTOR_ID && account.status === 'connected'
  const load = useLatchAction(latch.loadAccountEmail)
  useEffect(() => {
    if (embedded) load.run()
  }, [embedded, load.run])
  if (!embedded) return null
  if (!update.email) return <ActionError error={load.error} />
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
