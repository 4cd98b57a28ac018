import { EmailLoginForm } from './EmailLoginForm.tsx'

/** EmailLogin: the e-mail box on its own (`open({ view: 'EmailLogin' })`). Loaded lazily. */
export const EmailLoginView = () => (
  <div className="latch-stack" data-latch-view="EmailLogin">
    <EmailLoginForm />
  </div>
)
