import { useRef } from 'react'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useRetryFocus } from '../../hooks/useRetryFocus.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * SIWXSignMessage: the message preview, Sign (`client.signIn()`) and Cancel
 * (`client.cancelSignIn()`, SPEC §2, which also ends a sign-in under way), and the last
 * attempt's error ('Signature declined'). After a refusal the keyboard is on Sign, so Enter
 * signs again: back from a refused signature here, or when the view mounts again with it (the
 * embedded wallet's ApproveTransaction came between). Loaded lazily.
 */
export const SIWXSignMessageView = () => {
  const t = useT()
  const latch = useLatch()
  const siwx = useSignalValue(latch.state.siwx)
  // Every failure of a sign-in lands in state.siwx.error (the flow writes it, once), cleared
  // when the next attempt starts. The call's own error would repeat it, or say 'Request was
  // aborted' after Cancel ended the attempt; so only its isPending is read.
  const sign = useLatchAction(latch.signIn)
  const signing = siwx.status === 'signing' || sign.isPending
  // Cancel fails only when a required sign-in's disconnect does ('Failed to disconnect').
  const cancel = useLatchAction(latch.cancelSignIn)
  // The attempt under way has no error yet; an older one's is not its.
  const error = signing ? undefined : (siwx.error ?? cancel.error)
  const signButton = useRef<HTMLButtonElement>(null)
  useRetryFocus(signing, error !== undefined, signButton)
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
      {error && (
        <p className="latch-error" role="alert">
          {error}
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
          ref={signButton}
          type="button"
          className="latch-button"
          data-latch-siwx-sign=""
          // The control the modal focuses when the view mounts with a refusal (not Cancel).
          data-latch-focus-first={error !== undefined || undefined}
          disabled={signing}
          onClick={() => sign.run()}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
