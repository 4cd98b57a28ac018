import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
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
  // Cancel fails only when a required sign-in's disconnect does ('Failed to disconnect').
  const cancel = useLatchAction(latch.cancelSignIn)
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
      {(siwx.error ?? cancel.error) && (
        <p className="latch-error" role="alert">
          {siwx.error ?? cancel.error}
        </p>
      )}
      <div className="latch-row">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          data-latch-siwx-cancel=""
          onClick={() => cancel.run()}
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
