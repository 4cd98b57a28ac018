import { ActionError } from '../../components/ActionError.tsx'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * The foot of the Account view: the connected wallets (ProfileWallets) and Disconnect, which
 * the runtime follows with Connect, or shows why it failed.
 */
export const AccountFooter = () => {
  const t = useT()
  const latch = useLatch()
  const disconnect = useLatchAction(() => latch.disconnect())
  return (
    <div className="latch-stack">
      <div className="latch-row">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          data-latch-profile-wallets=""
          onClick={() => latch.navigate('ProfileWallets')}
        >
          {t('account.wallets')}
        </button>
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          data-latch-disconnect=""
          onClick={() => disconnect.run()}
        >
          {t('account.disconnect')}
        </button>
      </div>
      <ActionError error={disconnect.error} />
    </div>
  )
}
