/** The headers every answer of the frame's origin carries (no sniffing, no referrer, no cache). */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const

/** What an answer that says nothing of framing is sent with: no page may frame it. */
const NEVER_FRAMED = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
} as const

/**
 * Every answer of the frame's origin may be framed only where it says so: the frame page names
 * its project's origins (`frame-ancestors`), and the pages a visitor answers on their own say
 * `'none'` with `X-Frame-Options: DENY`. Any other answer — a 404, 405, 413, 429 or 500, an auth
 * route's JSON, the scripts and the stylesheet — carries no CSP of its own and gets
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY` here, so a phishing page frames nothing
 * of this origin, not even an error page (attacker pass, round 13).
 *
 * @example
 * import { neverFramedUnlessSaid } from './securityHeaders.ts'
 * neverFramedUnlessSaid(new Response('Not found', { status: 404 })).headers.get('x-frame-options') // 'DENY'
 */
export const neverFramedUnlessSaid = (response: Response): Response => {
  if (response.headers.has('content-security-policy')) return response
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(NEVER_FRAMED)) headers.set(name, value)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
