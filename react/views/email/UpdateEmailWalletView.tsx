import { OtpForm } from '../../components/OtpForm.tsx'
import { truncateEmail } from '../../format/truncateEmail.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useT } from '../../i18n/useT.ts'
import { UpdateEmailAddressStep } from './UpdateEmailAddressStep.tsx'
import { type UpdateEmail, useUpdateEmail } from './useUpdateEmail.ts'

/**
 * UpdateEmailWallet (SPEC §2, §4): the new address, then the code sent to the CURRENT address
 * (VERIFY_PRIMARY_OTP), then the code sent to the NEW one (VERIFY_SECONDARY_OTP), then the
 * e-mail now in use. A wrong code keeps the step with the frame's words (how many tries are
 * left); an expired or locked one is answered the same way and "Send a new code" starts over
 * for the same address (SPEC §5 throttle). Loaded lazily.
 */
export const UpdateEmailWalletView = () => {
  const form = useUpdateEmail()
  if (form.step === 'done') return <UpdateEmailDone email={form.update.email ?? ''} />
  if (form.step === 'email') return <UpdateEmailAddressStep form={form} />
  return <UpdateEmailCodeStep form={form} />
}

/** The e-mail now in use, and the way back to Account. */
const UpdateEmailDone = ({ email }: { readonly email: string }) => {
  const t = useT()
  const latch = useLatch()
  return (
    <div className="latch-stack" data-latch-view="UpdateEmailWallet" data-step="done">
      <p role="status" data-latch-update-email-done={email}>
        {t('updateEmail.done', { email: truncateEmail(email) })}
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
}

/** The code sent to the current address (primary), then to the new one (secondary). */
const UpdateEmailCodeStep = ({ form }: { readonly form: UpdateEmail }) => {
  const t = useT()
  const { update, step, ids, busy } = form
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
        inputRef={form.otpInput}
        otp={form.otp}
        onOtp={form.setOtp}
        onSubmit={form.submitOtp}
        busy={busy}
        verifying={update.status === 'verifying'}
        error={form.error}
        onResend={form.resend}
        resendDisabled={busy}
      />
    </div>
  )
}
