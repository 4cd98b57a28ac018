import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * UpdateEmailWallet's state: `state.emailUpdate` and its step, the typed address and code, and
 * their submits. A fresh view starts at the first step with the wallet's e-mail read from the
 * frame; the code input is emptied and focused on each code step, and emptied on a failure.
 */
export const useUpdateEmail = () => {
  const latch = useLatch()
  const update = useSignalValue(latch.state.emailUpdate)
  const [newEmail, setNewEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const ids = useId()
  // The start's failures are the view's.
  const start = useLatchAction(() =>
    Promise.all([latch.resetEmailUpdate(), latch.loadAccountEmail()]),
  )
  // The steps' refusals are in state.emailUpdate (status error); a failure before their flow
  // runs (its code not loaded) only in the step action's error. A flow writes the refusal a
  // moment before its call settles: the words wait for the fields to be enabled and the code
  // emptied, so a visitor who starts typing when they appear loses no digit.
  const send = useLatchAction(latch.updateEmail)
  const verify = useLatchAction(latch.submitUpdateEmailOtp)
  const step = update.status === 'done' ? 'done' : update.step
  const busy =
    update.status === 'sending' ||
    update.status === 'verifying' ||
    send.isPending ||
    verify.isPending
  const error = busy
    ? undefined
    : update.status === 'error'
      ? update.error
      : (send.error ?? verify.error ?? start.error)

  useEffect(() => {
    start.run()
  }, [start.run])
  const { otp, setOtp, otpInput } = useCodeInput(step, error, busy)

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    const value = newEmail.trim()
    if (!EMAIL.test(value)) return setInvalid(true)
    setInvalid(false)
    send.run(value)
  }
  // A new code starts clean: the last code's refusal is over.
  const resend = () => {
    verify.reset()
    return latch.resendUpdateEmailCode()
  }
  const submitOtp = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(otp)) return
    verify.run(otp)
  }
  return {
    update,
    step,
    busy,
    error,
    ids,
    invalid,
    newEmail,
    setNewEmail,
    submitEmail,
    otp,
    setOtp,
    otpInput,
    submitOtp,
    resend,
  }
}

/**
 * The code's input: emptied and focused on each code step, and after a failure once the fields
 * are enabled again (a disabled field cannot take the focus), before the browser paints, so no
 * key pressed in between is cleared away: the visitor types the next code straight away.
 */
const useCodeInput = (step: string, error: string | undefined, busy: boolean) => {
  const [otp, setOtp] = useState('')
  const otpInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (step === 'primary' || step === 'secondary') {
      setOtp('')
      otpInput.current?.focus()
    }
  }, [step])
  useLayoutEffect(() => {
    if (error && !busy) {
      setOtp('')
      otpInput.current?.focus()
    }
  }, [error, busy])
  return { otp, setOtp, otpInput }
}

/** What {@link useUpdateEmail} returns. */
export type UpdateEmail = ReturnType<typeof useUpdateEmail>
