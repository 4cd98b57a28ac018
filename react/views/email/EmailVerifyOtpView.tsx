import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { OtpForm } from '../../components/OtpForm.tsx'
import { truncateEmail } from '../../format/truncateEmail.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * EmailVerifyOtp: the 6-digit code from the e-mail. A wrong code keeps the visitor here with
 * the frame's words (how many tries are left); an expired, used or locked code is answered
 * the same way, and "Send a new code" asks for another (SPEC §5 throttle). Loaded lazily.
 */
export const EmailVerifyOtpView = () => {
  const t = useT()
  const latch = useLatch()
  const login = useSignalValue(latch.state.emailLogin)
  const [otp, setOtp] = useState('')
  const ids = useId()
  const input = useRef<HTMLInputElement>(null)
  // A wrong or expired code is in state.emailLogin (status error); a failure before the flow
  // runs (its code not loaded) only in this action's error. The flow writes the refusal a
  // moment before its call settles: the words wait for the field to be enabled and emptied,
  // so a visitor who starts typing when they appear loses no digit.
  const verify = useLatchAction(latch.submitEmailOtp)
  const verifying = login.status === 'verifying' || verify.isPending
  const sending = login.status === 'sending'
  const error = verifying ? undefined : login.status === 'error' ? login.error : verify.error

  useEffect(() => {
    input.current?.focus()
  }, [])
  // After a failure, once the field is enabled again (a disabled field cannot take the focus):
  // the visitor types the next code straight away. Before the browser paints, so no key
  // pressed in between is cleared away.
  useLayoutEffect(() => {
    if (error && !verifying) {
      setOtp('')
      input.current?.focus()
    }
  }, [error, verifying])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(otp)) return
    verify.run(otp)
  }

  return (
    <div className="latch-stack" data-latch-view="EmailVerifyOtp" data-state={login.status}>
      <p id={`${ids}-intro`}>{t('email.otpIntro', { email: truncateEmail(login.email ?? '') })}</p>
      <OtpForm
        ids={ids}
        inputRef={input}
        otp={otp}
        onOtp={setOtp}
        onSubmit={submit}
        busy={verifying}
        verifying={verifying}
        error={error}
        // A new code's failure is in state.emailLogin, except when no e-mail is left to send it to.
        // A new code starts clean: the last code's refusal is over.
        onResend={() => {
          verify.reset()
          return latch.resendEmailCode()
        }}
        resendDisabled={verifying || sending}
      />
    </div>
  )
}
