import { askerSentence } from './approvalAsker.ts'
import { fromFrame } from './authHttp.ts'
import type { AuthService } from './authService.ts'
import { escapeHtml, mailedLinkPage } from './mailedLinkPage.ts'

const page = mailedLinkPage('Approve your device')

const refused = (status: 'expired' | 'used' | 'none') =>
  page(
    400,
    `<h1 data-latch-device-result="${status}">This link does not work any more</h1><p>${
      status === 'expired'
        ? 'It has expired.'
        : status === 'used'
          ? 'It was already used.'
          : 'It is not a link we sent.'
    } Go back to the app and log in again to get a new one.</p>`,
  )

/**
 * The device-approval link of SPEC §4's VERIFY_DEVICE e-mail: `GET /auth/device/approve?token=`
 * shows what the link does and a button; only the button's `POST` (same origin, so a mail
 * scanner that fetches links approves nothing) spends the token and approves the device. The
 * waiting login then goes on to the code. Answers `undefined` for other paths.
 *
 * @example
 * import { deviceApprovalPage } from './deviceApprovalPage.ts'
 * const response = await deviceApprovalPage(auth)(request)
 */
export const deviceApprovalPage =
  (auth: AuthService) =>
  async (request: Request): Promise<Response | undefined> => {
    const url = new URL(request.url)
    if (url.pathname !== '/auth/device/approve') return undefined
    if (request.method === 'GET') {
      const token = url.searchParams.get('token') ?? ''
      const found = token ? await auth.devices.check(token) : ({ status: 'none' } as const)
      if (found.status !== 'ok') return refused(found.status)
      return page(
        200,
        `<h1>Approve this login?</h1><p>Someone is logging in to your wallet from a device you have not used before. Approve it only if it is you.</p><p data-latch-device-asker="">${escapeHtml(askerSentence(found.asker, found.askedAt))}</p>
<form method="post" action="/auth/device/approve"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" data-latch-device-approve="">Approve device</button></form>`,
      )
    }
    if (request.method !== 'POST') return page(405, '<h1>Method not allowed</h1>')
    // The button of this page: same origin (by Origin, or by Sec-Fetch-Site when Origin is null).
    if (!fromFrame(request, url.origin) && request.headers.get('sec-fetch-site') !== 'same-origin')
      return page(403, '<h1>Forbidden</h1>')
    const text = await request.text()
    const token = text.length > 1_000 ? '' : (new URLSearchParams(text).get('token') ?? '')
    const approved = token ? await auth.devices.approve(token) : ({ status: 'none' } as const)
    if (approved.status !== 'ok') return refused(approved.status)
    return page(
      200,
      '<h1 data-latch-device-result="ok">Device approved</h1><p>Go back to the app: your login goes on there with a code we e-mail you.</p>',
    )
  }
