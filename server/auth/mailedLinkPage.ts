/** Text for HTML: `& < > " '` as numeric character references. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** No script, no style from elsewhere; the form posts only to this origin; never framed (with X-Frame-Options). */
const csp =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

/**
 * The page a link mailed by the auth service opens (approve a device, unlock a login): one
 * small HTML document without script, whose only form posts back to this origin.
 *
 * @example
 * import { mailedLinkPage } from './mailedLinkPage.ts'
 * const forbidden = mailedLinkPage('Unlock your login')(403, '<h1>Forbidden</h1>')
 */
export const mailedLinkPage =
  (title: string) =>
  (status: number, body: string): Response =>
    new Response(
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title>
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
          // frame-ancestors 'none' for browsers that predate it: a phishing page cannot frame
          // the Approve or Unlock button under a decoy.
          'x-frame-options': 'DENY',
        },
      },
    )
