import type { FormEvent, RefObject } from 'react'
import { useT } from '../i18n/useT.ts'

/**
 * The 6-digit code form of the e-mail steps (login and e-mail update): digits only, the
 * frame's words in an alert under the input, Verify enabled once six digits are typed.
 * `ids` prefixes the element ids; `${ids}-intro` is the step's text the input refers to.
 */
export const OtpForm = (props: {
  readonly ids: string
  readonly inputRef: RefObject<HTMLInputElement | null>
  readonly otp: string
  readonly onOtp: (otp: string) => void
  readonly onSubmit: (event: FormEvent) => void
  readonly busy: boolean
  readonly verifying: boolean
  readonly error: string | undefined
}) => {
  const t = useT()
  const { ids, otp, error } = props
  return (
    <form className="latch-stack" onSubmit={props.onSubmit} noValidate>
      <label htmlFor={`${ids}-otp`}>{t('email.otpLabel')}</label>
      <input
        ref={props.inputRef}
        id={`${ids}-otp`}
        className="latch-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={otp}
        onChange={(e) => props.onOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
        disabled={props.busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ids}-intro ${ids}-error`}
        data-latch-otp-input=""
      />
      <p
        id={`${ids}-error`}
        className="latch-error"
        role="alert"
        data-latch-otp-error={error ? '' : undefined}
      >
        {error ?? ''}
      </p>
      <button
        type="submit"
        className="latch-button"
        disabled={props.busy || otp.length !== 6}
        data-latch-otp-submit=""
      >
        {props.verifying ? t('email.verifying') : t('email.verify')}
      </button>
    </form>
  )
}
