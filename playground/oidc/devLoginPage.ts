import type { IncomingMessage } from 'node:http'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * The dev OpenID provider's own login page (in place of oidc-provider's devInteractions, which
 * warn at every start): any name with any password logs in; a development stand-in.
 */
export const devLoginPage = (uid: string, client: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in (dev OpenID provider)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;margin:.4rem 0}
input,button{padding:.6rem;font:inherit}</style></head>
<body>
<h1>Sign in</h1>
<p>to <strong>${escapeHtml(client)}</strong>. A development provider: any name and password log in.</p>
<form method="post" action="/interaction/${encodeURIComponent(uid)}">
<label>Name <input name="login" autocomplete="username" required autofocus></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>
</body>
</html>`

/** The `login` field of a submitted login form (`application/x-www-form-urlencoded`). */
export const readLogin = async (req: IncomingMessage): Promise<string> => {
  let body = ''
  for await (const chunk of req) {
    body += String(chunk)
    if (body.length > 4096) break
  }
  return new URLSearchParams(body).get('login')?.trim() ?? ''
}
