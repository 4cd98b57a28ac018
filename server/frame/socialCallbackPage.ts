const escapeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/**
 * The page a social provider sends the popup back to (`/frame/social-callback?code&state`), on
 * the frame's origin. It hands its own URL (code and state) to the frame only (issue 26, F1):
 * to each frame of the window that opened it, with the frame's own origin as `targetOrigin`,
 * so the app's page, a page of another origin, never receives it. The frame takes it only for
 * the state it started, and finishes that login with keys and a PKCE verifier only it holds.
 * `live` is false for a state that is unknown, used or expired: the page then says so.
 */
export const socialCallbackHtml = (live: boolean): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Latch login</title></head>
<body>
<script type="application/json" id="latch-social-config">${escapeJson({ live })}</script>
<p id="latch-social-status">${live ? 'Finishing your login…' : 'This login link has expired. Close this window and try again.'}</p>
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

/**
 * The callback page's script (no bundling: plain DOM): every frame of the opener, two levels
 * deep, addressed by the frame's origin (only a document of that origin receives it).
 */
export const socialCallbackScript = `(() => {
  const config = JSON.parse(document.getElementById('latch-social-config').textContent || '{}')
  const opener = window.opener
  if (!opener || config.live !== true) return
  const message = { type: 'latch/social-callback', uri: location.href }
  const own = location.origin
  const visit = (win, depth) => {
    let count = 0
    try { count = Math.min(win.length, 50) } catch { return }
    for (let i = 0; i < count; i++) {
      let child
      try { child = win[i] } catch { continue }
      try { child.postMessage(message, own) } catch {}
      if (depth < 2) visit(child, depth + 1)
    }
  }
  visit(opener, 0)
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
