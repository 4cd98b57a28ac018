import { type FormEvent, type RefObject, useState } from 'react'
import { useLatchAction } from '../hooks/useLatchAction.ts'
import { useT } from '../i18n/useT.ts'

/**
 * The 6-digit code step of the e-mail flows (login and e-mail update): digits only, the
 * frame's words in an alert under the input, Verify enabled once six digits are typed, then
 * "Send a new code" (`onResend`) and its live note once sent; a new code that could not be
 * asked for says why in the alert (the flows put their other failures in `error`).
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
  readonly onResend: () => Promise<unknown>
  /** Resend is off too (a code on its way). */
  readonly resendDisabled: boolean
}) => {
  const t = useT()
  const { ids, otp } = props
  const [resent, setResent] = useState(false)
  const resend = useLatchAction(async () => {
    await props.onResend()
    setResent(true)
  })
  const error = resend.error ?? props.error
  const submit = (event: FormEvent) => {
    if (/^\d{6}$/.test(otp)) {
      setResent(false)
      // A code checked is past a refused resend: its words give way to the check's.
      resend.reset()
    }
    props.onSubmit(event)
  }
  return (
    <>
      <form className="latch-stack" onSubmit={submit} noValidate>
        <label htmlFor={`${ids}-otp`}>{t('email.otpLabel')}</label>
        <OtpInput
          id={`${ids}-otp`}
          inputRef={props.inputRef}
          otp={otp}
          onOtp={props.onOtp}
          disabled={props.busy}
          invalid={Boolean(error)}
          describedBy={`${ids}-intro ${ids}-error`}
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
      <button
        type="button"
        className="latch-button"
        data-variant="secondary"
        disabled={props.resendDisabled}
        data-latch-otp-resend=""
        onClick={() => {
          setResent(false)
          resend.run()
        }}
      >
        {t('email.resend')}
      </button>
      <p className="latch-muted" aria-live="polite">
        {resent ? t('email.resent') : ''}
      </p>
    </>
  )
}

/**
 * The code's input: six digits, anything else dropped as it is typed or pasted. No `maxLength`:
 * the browser would cut a pasted `123 456` to `123 45` before the digits are picked out.
 */
const OtpInput = (props: {
  readonly id: string
  readonly inputRef: RefObject<HTMLInputElement | null>
  readonly otp: string
  readonly onOtp: (otp: string) => void
  readonly disabled: boolean
  readonly invalid: boolean
  readonly describedBy: string
}) => (
  <input
    ref={props.inputRef}
    id={props.id}
    className="latch-input"
    type="text"
    inputMode="numeric"
    autoComplete="one-time-code"
    pattern="[0-9]{6}"
    value={props.otp}
    onChange={(e) => props.onOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
    disabled={props.disabled}
    aria-invalid={props.invalid ? true : undefined}
    aria-describedby={props.describedBy}
    data-latch-otp-input=""
  />
)
