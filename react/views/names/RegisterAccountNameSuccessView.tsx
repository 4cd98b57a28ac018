import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/** RegisterAccountNameSuccess: the registered name, and the way back to Account. Loaded lazily. */
export const RegisterAccountNameSuccessView = () => {
  const t = useT()
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
