import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { background } from '../../hooks/background.ts'
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
  const [otp, setOtp] = useState('')
  const ids = useId()
  const otpInput = useRef<HTMLInputElement>(null)
  const busy = update.status === 'sending' || update.status === 'verifying'
  // The steps' own failures are in state.emailUpdate, this start's are the view's.
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
    background(latch.updateEmail(value))
  }
  const submitOtp = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(otp)) return
    // A wrong or expired code is in state.emailUpdate (status error), shown on this step.
    background(latch.submitUpdateEmailOtp(otp))
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
  }
}

/** What {@link useUpdateEmail} returns. */
export type UpdateEmail = ReturnType<typeof useUpdateEmail>
