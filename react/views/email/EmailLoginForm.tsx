import { type FormEvent, useId, useState } from 'react'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The e-mail box (Connect and EmailLogin): with `frameUrl` set it sends the code through
 * `client.connectEmail`; the flow then shows the code step. Without `frameUrl` it stays
 * disabled and says why. Errors (the SPEC §5 throttle, SPEC §8 frame failures) show under the
 * box and are announced.
 */
export const EmailLoginForm = () => {
  const t = useT()
  const latch = useLatch()
  const login = useSignalValue(latch.state.emailLogin)
  const [email, setEmail] = useState(login.email ?? '')
  const [invalid, setInvalid] = useState(false)
  const ids = useId()
  const live = latch.config.frameUrl !== undefined
  // The frame's refusals and the SPEC §5 throttle are in state.emailLogin (status error, on the
  // e-mail's step: a wrong code is the code step's); a failure before the flow runs (its code
  // not loaded) only in this action's error.
  const send = useLatchAction(latch.connectEmail)
  const sending = login.status === 'sending' || send.isPending
  const failed = login.status === 'error' && (login.step ?? 'email') === 'email'
  const error = invalid ? t('email.invalid') : failed ? login.error : send.error

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!EMAIL.test(value)) return setInvalid(true)
    setInvalid(false)
    send.run(value)
  }

  return (
    <form className="latch-stack" data-latch-email-form="" onSubmit={submit} noValidate>
      <label className="latch-stack" htmlFor={`${ids}-email`}>
        <span>{t('connect.emailLabel')}</span>
      </label>
      <div className="latch-row">
        <input
          id={`${ids}-email`}
          className="latch-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('connect.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={!live || sending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || !live ? `${ids}-hint` : undefined}
          data-latch-email-input=""
        />
        {live && (
          <button
            type="submit"
            className="latch-button"
            style={{ width: 'auto' }}
            disabled={sending}
            data-latch-email-submit=""
          >
            {sending ? t('email.sending') : t('email.continue')}
          </button>
        )}
      </div>
      {(error || !live) && (
        <p
          id={`${ids}-hint`}
          className={error ? 'latch-error latch-flat' : 'latch-muted latch-flat'}
          role={error ? 'alert' : undefined}
          data-latch-email-error={error ? '' : undefined}
        >
          {error ?? t('connect.emailComing')}
        </p>
      )}
    </form>
  )
}
