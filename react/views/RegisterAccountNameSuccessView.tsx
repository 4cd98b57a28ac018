import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { t } from '../i18n/t.ts'

/** RegisterAccountNameSuccess: the registered name, and the way back to Account. Loaded lazily. */
export const RegisterAccountNameSuccessView = () => {
  const latch = useLatch()
  const names = useSignalValue(latch.state.names)
  return (
    <div className="latch-center" data-latch-view="RegisterAccountNameSuccess">
      <p>{t('names.success')}</p>
      <p>
        <strong data-latch-registered-name="">{names.registered}</strong>
      </p>
      <button
        type="button"
        className="latch-button"
        onClick={() => latch.navigate('Account', { reset: true })}
      >
        {t('names.backToAccount')}
      </button>
    </div>
  )
}
