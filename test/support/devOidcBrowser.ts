/**
 * A browser at the playground's dev OpenID provider, logged in as `login`: a cookie jar that
 * follows redirects and fills the dev login form (or its consent prompt) when one shows; later
 * visits ride the provider session (one redirect, no prompt, as a return visit to "Continue
 * with Google"). It stops at the first URL under `callback` and returns it.
 *
 * @example
 * import { devOidcBrowser } from './devOidcBrowser.ts'
 * const back = await devOidcBrowser('http://127.0.0.1:9/frame/social-callback', 'ada')(authorizeUrl)
 * back.searchParams.get('code')
 */
export const devOidcBrowser = (callback: string, login: string) => {
  const cookies = new Map<string, string>()
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const at = pair?.indexOf('=') ?? -1
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  return async (authorizeUrl: string): Promise<URL> => {
    let url = authorizeUrl
    for (let hop = 0; hop < 16; hop++) {
      if (url.startsWith(callback)) return new URL(url)
      const response = await go(url)
      const location = response.headers.get('location')
      if (location) {
        url = new URL(location, url).href
        continue
      }
      const html = await response.text()
      const action = /action="([^"]+)"/.exec(html)?.[1]
      if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`)
      const fields = new URLSearchParams({ prompt: 'login', login, password: 'dev' })
      if (html.includes('name="prompt" value="consent"')) fields.set('prompt', 'consent')
      const posted = await go(new URL(action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      })
      url = new URL(posted.headers.get('location') ?? '', url).href
    }
    throw new Error('the provider never redirected back')
  }
}
