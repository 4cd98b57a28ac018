import { fromFrame } from './authHttp.ts'
import type { EmailFailures, UnlockResult } from './emailFailures.ts'
import { escapeHtml, mailedLinkPage } from './mailedLinkPage.ts'

const page = mailedLinkPage('Unlock your login')

const refused = (status: Exclude<UnlockResult, 'ok'>) =>
  page(
    400,
    `<h1 data-latch-unlock-result="${status}">This link does not work any more</h1><p>${
      status === 'expired' ? 'It has expired.' : 'It was already used, or it is not a link we sent.'
    } Log in again from the app to get a new one.</p>`,
  )

/**
 * The unlock link mailed when an address reached EMAIL_FAILURE_HARD_STOP wrong codes
 * (security-r3 F8): `GET /auth/email/unlock?token=` says what happened and shows a button;
 * only the button's same-origin `POST` spends the token and lets the address log in again, so
 * a mail scanner that fetches links unlocks nothing and a cross-site form cannot. Answers
 * `undefined` for other paths.
 *
 * @example
 * import { emailUnlockPage } from './emailUnlockPage.ts'
 * const response = await emailUnlockPage(auth.failures)(request)
 */
export const emailUnlockPage =
  (failures: EmailFailures) =>
  async (request: Request): Promise<Response | undefined> => {
    const url = new URL(request.url)
    if (url.pathname !== '/auth/email/unlock') return undefined
    if (request.method === 'GET') {
      const token = url.searchParams.get('token') ?? ''
      const found = token ? await failures.check(token) : 'none'
      if (found !== 'ok') return refused(found)
      return page(
        200,
        `<h1>Unlock your login?</h1><p>Too many wrong codes were entered for your e-mail, so logging in with it was stopped. Unlock it only if you want to log in again.</p>
<form method="post" action="/auth/email/unlock"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" data-latch-unlock="">Unlock</button></form>`,
      )
    }
    if (request.method !== 'POST') return page(405, '<h1>Method not allowed</h1>')
    // The button of this page: same origin (by Origin, or by Sec-Fetch-Site when Origin is null).
    if (!fromFrame(request, url.origin) && request.headers.get('sec-fetch-site') !== 'same-origin')
      return page(403, '<h1>Forbidden</h1>')
    const text = await request.text()
    const token = text.length > 1_000 ? '' : (new URLSearchParams(text).get('token') ?? '')
    const done = token ? await failures.unlock(token) : 'none'
    if (done !== 'ok') return refused(done)
    return page(
      200,
      '<h1 data-latch-unlock-result="ok">Login unlocked</h1><p>Go back to the app and log in again: we will e-mail you a new code.</p>',
    )
  }
