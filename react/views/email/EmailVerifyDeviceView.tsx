import { truncateEmail } from '../../format/truncateEmail.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * EmailVerifyDevice: SPEC §4's device step, shown while the frame waits for the visitor to
 * approve this device from the e-mailed link (a login from a browser the account has not used);
 * the code step follows on its own once approved. After a failure (the link expired, the wait
 * timed out) "Send a new link" asks again (SPEC §5 throttle). Loaded lazily.
 */
export const EmailVerifyDeviceView = () => {
  const t = useT()
  const latch = useLatch()
  const login = useSignalValue(latch.state.emailLogin)
  // A new link's failure is in state.emailLogin, except when no e-mail is left to send it to.
  const resend = useLatchAction(latch.resendEmailCode)
  const error = resend.error ?? (login.status === 'error' ? login.error : undefined)
  return (
    <div className="latch-stack" data-latch-view="EmailVerifyDevice" data-state={login.status}>
      <p>{t('email.deviceIntro', { email: truncateEmail(login.email ?? '') })}</p>
      <p className="latch-muted">{t('email.deviceHint')}</p>
      <p
        className={error ? 'latch-error' : 'latch-muted'}
        role={error ? 'alert' : 'status'}
        data-latch-device-error={error ? '' : undefined}
      >
        {error ?? t('email.deviceWaiting')}
      </p>
      {error && (
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          data-latch-device-resend=""
          onClick={() => resend.run()}
        >
          {t('email.deviceResend')}
        </button>
      )}
    </div>
  )
}
