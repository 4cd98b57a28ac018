import { askerSentence } from './approvalAsker.ts'
import { fromFrame } from './authHttp.ts'
import type { AuthService } from './authService.ts'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** No script, no style from elsewhere; the form posts only to this origin; never framed. */
const csp =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const page = (status: number, body: string) =>
  new Response(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Approve your device</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem}</style>
</head><body><main>${body}</main></body></html>
`,
    {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': csp,
        'cache-control': 'no-store',
        // Not no-referrer: with it a browser sends `Origin: null` on the form's POST.
        'referrer-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
      },
    },
  )

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
