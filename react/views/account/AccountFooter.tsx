import { useState } from 'react'
import { useLatch } from '../../hooks/useLatch.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * The foot of the Account view: the connected wallets (ProfileWallets) and Disconnect, which
 * goes back to Connect, or shows why it failed.
 */
export const AccountFooter = () => {
  const t = useT()
  const latch = useLatch()
  const [error, setError] = useState<string | undefined>(undefined)
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
          onClick={() => {
            setError(undefined)
            latch.disconnect().then(
              () => latch.navigate('Connect', { reset: true }),
              (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)),
            )
          }}
        >
          {t('account.disconnect')}
        </button>
      </div>
      {error && (
        <p className="latch-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
