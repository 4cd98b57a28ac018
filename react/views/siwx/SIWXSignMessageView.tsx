import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * SIWXSignMessage: the message preview, Sign (`client.signIn()`) and Cancel
 * (`client.cancelSignIn()`, SPEC §2), and the last error ('Signature declined'). Loaded lazily.
 */
export const SIWXSignMessageView = () => {
  const t = useT()
  const latch = useLatch()
  const siwx = useSignalValue(latch.state.siwx)
  const signing = siwx.status === 'signing'
  return (
    <div className="latch-stack" data-latch-view="SIWXSignMessage" data-state={siwx.status}>
      <p>{t('siwx.intro')}</p>
      {siwx.message ? (
        <pre className="latch-message" data-latch-siwx-message="">
          {siwx.message}
        </pre>
      ) : (
        <p className="latch-muted">{t('siwx.preparing')}</p>
      )}
      {siwx.error && (
        <p className="latch-error" role="alert">
          {siwx.error}
        </p>
      )}
      <div className="latch-row">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          data-latch-siwx-cancel=""
          onClick={() => {
            latch.cancelSignIn().catch(() => undefined)
          }}
        >
          {t('siwx.cancel')}
        </button>
        <button
          type="button"
          className="latch-button"
          data-latch-siwx-sign=""
          disabled={signing}
          onClick={() => {
            // A refusal is shown through state.siwx.error and the toast.
            latch.signIn().catch(() => undefined)
          }}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
