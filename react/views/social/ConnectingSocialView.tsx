import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'
import { socialName } from './socialNames.ts'

/**
 * ConnectingSocial: shown while the social login runs in its window. Closing the window (or
 * its failing) goes back to Connect with the reason; success goes on to Account. From a browser
 * new to the account it says an approval link was mailed and waits for it (issue 26), as the
 * e-mail login's EmailVerifyDevice does. Loaded lazily.
 */
export const ConnectingSocialView = () => {
  const t = useT()
  const latch = useLatch()
  const login = useSignalValue(latch.state.socialLogin)
  const provider = socialName(login.provider ?? '')
  return (
    <div className="latch-stack" data-latch-view="ConnectingSocial" data-state={login.status}>
      {login.status === 'awaiting-device' ? (
        <>
          <p data-latch-social-device="">{t('social.deviceIntro', { provider })}</p>
          <p className="latch-muted">{t('social.deviceHint')}</p>
          <p className="latch-muted" role="status" aria-live="polite">
            {t('email.deviceWaiting')}
          </p>
        </>
      ) : (
        <p role="status" aria-live="polite">
          {login.status === 'verifying'
            ? t('social.verifying', { provider })
            : t('social.waiting', { provider })}
        </p>
      )}
      {login.status !== 'verifying' && (
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          data-latch-social-cancel=""
          onClick={() => latch.cancelSocial()}
        >
          {t('social.cancel')}
        </button>
      )}
    </div>
  )
}
