import { useLatch } from '../hooks/useLatch.ts'
import { t } from '../i18n/t.ts'

/**
 * ApproveTransaction. Nothing in the runtime opens this view yet (the embedded wallet's
 * approval requests arrive with the secure-frame flows), so it says no request is waiting;
 * Reject closes (the runtime refuses while sign-in is required, and the modal shakes).
 * Loaded lazily.
 */
export const ApproveTransactionView = () => {
  const latch = useLatch()
  return (
    <div className="latch-stack" data-latch-view="ApproveTransaction" data-state="empty">
      <p className="latch-muted">{t('approve.none')}</p>
      <div className="latch-row">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={() => {
            latch.close().catch(() => undefined)
          }}
        >
          {t('approve.reject')}
        </button>
        <button type="button" className="latch-button" disabled>
          {t('approve.approve')}
        </button>
      </div>
    </div>
  )
}
