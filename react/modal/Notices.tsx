import { useEffect, useState } from 'react'
import { TOAST_MS } from '../../runtime/constants.ts'
import type { LatchClient } from '../../runtime/index.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useT } from '../i18n/useT.ts'

/** Our choice, not SPEC's: a toast disappears after 6 s. */

/**
 * SPEC §8 toasts (`data-latch-toast`, role status, gone after TOAST_MS) and alerts
 * (`data-latch-alert`, role alert, until dismissed), from `state.toast` / `state.alert`.
 */
export const Notices = ({ client }: { readonly client: LatchClient }) => {
  const t = useT()
  const toast = useSignalValue(client.state.toast)
  const alert = useSignalValue(client.state.alert)
  const [hiddenToast, setHiddenToast] = useState<number | undefined>(undefined)
  const [hiddenAlert, setHiddenAlert] = useState<number | undefined>(undefined)

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setHiddenToast(toast.id), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])

  const showToast = toast !== undefined && toast.id !== hiddenToast
  const showAlert = alert !== undefined && alert.id !== hiddenAlert
  if (!showToast && !showAlert) return null
  return (
    <div className="latch-notices">
      {showAlert && (
        <div className="latch-notice" data-latch-alert="" data-variant={alert.variant} role="alert">
          <span>{alert.message}</span>
          <button
            type="button"
            className="latch-icon-button"
            aria-label={t('notice.dismiss')}
            onClick={() => setHiddenAlert(alert.id)}
          >
            ×
          </button>
        </div>
      )}
      {showToast && (
        <div
          className="latch-notice"
          data-latch-toast=""
          data-variant={toast.variant}
          role="status"
        >
          <span>{toast.message}</span>
        </div>
      )}
    </div>
  )
}
