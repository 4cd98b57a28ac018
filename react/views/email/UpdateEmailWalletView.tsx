import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { OtpForm } from '../../components/OtpForm.tsx'
import { truncateEmail } from '../../format/truncateEmail.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * UpdateEmailWallet (SPEC §2, §4): the new address, then the code sent to the CURRENT address
 * (VERIFY_PRIMARY_OTP), then the code sent to the NEW one (VERIFY_SECONDARY_OTP), then the
 * e-mail now in use. A wrong code keeps the step with the frame's words (how many tries are
 * left); an expired or locked one is answered the same way and "Send a new code" starts over
 * for the same address (SPEC §5 throttle). Loaded lazily.
 */
export const UpdateEmailWalletView = () => {
  const t = useT()
  const latch = useLatch()
  const update = useSignalValue(latch.state.emailUpdate)
  const [newEmail, setNewEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [otp, setOtp] = useState('')
  const ids = useId()
  const otpInput = useRef<HTMLInputElement>(null)
  const busy = update.status === 'sending' || update.status === 'verifying'
  // A fresh view starts at the first step, with the wallet's e-mail read from the frame; the
  // steps' own failures are in state.emailUpdate, this start's are the view's.
  const start = useLatchAction(() =>
    Promise.all([latch.resetEmailUpdate(), latch.loadAccountEmail()]),
  )
  const error = update.status === 'error' ? update.error : start.error
  const step = update.status === 'done' ? 'done' : update.step

  useEffect(() => {
    start.run()
  }, [start.run])
  useEffect(() => {
    if (step === 'primary' || step === 'secondary') {
      setOtp('')
      otpInput.current?.focus()
    }
  }, [step])
  useEffect(() => {
    if (error) setOtp('')
  }, [error])

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    const value = newEmail.trim()
    if (!EMAIL.test(value)) return setInvalid(true)
    setInvalid(false)
    // A failure is in state.emailUpdate (status error), shown on this step.
    latch.updateEmail(value).catch(() => undefined)
  }
  const submitOtp = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(otp)) return
    // A wrong or expired code is in state.emailUpdate (status error), shown on this step.
    latch.submitUpdateEmailOtp(otp).catch(() => undefined)
  }

  if (step === 'done')
    return (
      <div className="latch-stack" data-latch-view="UpdateEmailWallet" data-step="done">
        <p role="status" data-latch-update-email-done={update.email ?? ''}>
          {t('updateEmail.done', { email: truncateEmail(update.email ?? '') })}
        </p>
        <button
          type="button"
          className="latch-button"
          data-latch-update-email-back=""
          onClick={() => latch.navigate('Account', { reset: true })}
        >
          {t('updateEmail.back')}
        </button>
      </div>
    )

  if (step === 'email') {
    const shown = invalid ? t('email.invalid') : error
    return (
      <div className="latch-stack" data-latch-view="UpdateEmailWallet" data-step="email">
        <p>
          {update.email
            ? t('updateEmail.intro', { email: truncateEmail(update.email) })
            : t('updateEmail.introUnknown')}
        </p>
        <form className="latch-stack" onSubmit={submitEmail} noValidate>
          <label htmlFor={`${ids}-email`}>{t('updateEmail.label')}</label>
          <input
            id={`${ids}-email`}
            className="latch-input"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('connect.emailPlaceholder')}
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
            disabled={busy}
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${ids}-how ${ids}-error`}
            data-latch-update-email-input=""
          />
          <p id={`${ids}-how`} className="latch-muted">
            {t('updateEmail.how')}
          </p>
          <p
            id={`${ids}-error`}
            className="latch-error"
            role="alert"
            data-latch-update-email-error={shown ? '' : undefined}
          >
            {shown ?? ''}
          </p>
          <button
            type="submit"
            className="latch-button"
            disabled={busy}
            data-latch-update-email-submit=""
          >
            {busy ? t('email.sending') : t('updateEmail.submit')}
          </button>
        </form>
      </div>
    )
  }

  const to = step === 'primary' ? update.email : update.newEmail
  return (
    <div className="latch-stack" data-latch-view="UpdateEmailWallet" data-step={step}>
      <p id={`${ids}-intro`}>
        {t(step === 'primary' ? 'updateEmail.primaryIntro' : 'updateEmail.secondaryIntro', {
          email: truncateEmail(to ?? ''),
        })}
      </p>
      <OtpForm
        ids={ids}
        inputRef={otpInput}
        otp={otp}
        onOtp={setOtp}
        onSubmit={submitOtp}
        busy={busy}
        verifying={update.status === 'verifying'}
        error={error}
        onResend={latch.resendUpdateEmailCode}
        resendDisabled={busy}
      />
    </div>
  )
}
