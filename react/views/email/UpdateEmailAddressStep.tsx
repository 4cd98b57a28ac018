import { truncateEmail } from '../../format/truncateEmail.ts'
import { useT } from '../../i18n/useT.ts'
import type { UpdateEmail } from './useUpdateEmail.ts'

/**
 * UpdateEmailWallet's first step: the wallet's e-mail, then the new address with how the
 * update goes, its error (an invalid address, or the flow's failure) and the submit.
 */
export const UpdateEmailAddressStep = ({ form }: { readonly form: UpdateEmail }) => {
  const t = useT()
  const { update, ids, busy } = form
  const shown = form.invalid ? t('email.invalid') : form.error
  return (
    <div className="latch-stack" data-latch-view="UpdateEmailWallet" data-step="email">
      <p>
        {update.email
          ? t('updateEmail.intro', { email: truncateEmail(update.email) })
          : t('updateEmail.introUnknown')}
      </p>
      <form className="latch-stack" onSubmit={form.submitEmail} noValidate>
        <label htmlFor={`${ids}-email`}>{t('updateEmail.label')}</label>
        <input
          id={`${ids}-email`}
          className="latch-input"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('connect.emailPlaceholder')}
          value={form.newEmail}
          onChange={(e) => form.setNewEmail(e.target.value)}
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
