const escapeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/**
 * The page a social provider sends the popup back to (`/frame/social-callback?code&state`), on
 * the frame's origin. It hands its own URL to the window that opened it, addressed by name to
 * each origin of the login's project, so only the app's page can read it; the page passes it
 * on to the frame (SPEC §7 connect social {uri}), where the PKCE verifier finishes the login.
 * The code alone is worth nothing: only the frame that started the login holds the verifier.
 */
export const socialCallbackHtml = (allowedOrigins: readonly string[]): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Latch login</title></head>
<body>
<script type="application/json" id="latch-social-config">${escapeJson({ allowedOrigins })}</script>
<p id="latch-social-status">${allowedOrigins.length > 0 ? 'Finishing your login…' : 'This login link has expired. Close this window and try again.'}</p>
<script src="/frame/social-callback.js"></script>
</body>
</html>
`

/**
 * Where a provider's `response_mode=form_post` answer (Apple's) goes: the same callback page
 * with `code`, `state` (and `error`) in its query, so the page and the frame read it as they
 * read every other provider's (a 303 turns the cross-site POST into a GET).
 */
export const socialCallbackLocation = (formBody: string): string => {
  const form = new URLSearchParams(formBody)
  const query = new URLSearchParams()
  for (const name of ['code', 'state', 'error']) {
    const value = form.get(name)
    if (value) query.set(name, value)
  }
  return `/frame/social-callback?${query}`
}

/** The callback page's script (no bundling: plain DOM). */
export const socialCallbackScript = `(() => {
  const config = JSON.parse(document.getElementById('latch-social-config').textContent || '{}')
  const origins = Array.isArray(config.allowedOrigins) ? config.allowedOrigins : []
  const opener = window.opener
  if (!opener || origins.length === 0) return
  const message = { type: 'latch/social-callback', uri: location.href }
  for (const origin of origins) {
    try { opener.postMessage(message, origin) } catch {}
  }
})()
`

/** The callback page's CSP: its own script only, no requests, no framing. */
export const socialCallbackCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')
