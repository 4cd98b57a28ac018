import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type DevOidcProvider,
  startOidcProvider,
} from '../../../playground/oidc/startOidcProvider.ts'
import { type SocialLogin, socialLogin } from '../../../server/auth/socialLogin.ts'
import { migrate } from '../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../server/storage/pgliteClient.ts'
import type { SqlClient } from '../../../server/storage/SqlClient.ts'

// Against the real local OpenID provider (oidc-provider) the playground runs: its dev login
// form is filled over HTTP, and the provider checks PKCE itself.
const REDIRECT = 'http://127.0.0.1:9/frame/social-callback'
let sql: SqlClient
let oidc: DevOidcProvider
let social: SocialLogin

beforeAll(async () => {
  sql = await pgliteClient()
  await migrate(sql)
  oidc = await startOidcProvider({ port: 0, redirectUri: REDIRECT })
  social = socialLogin(sql, { providers: oidc.providers })
})
afterAll(async () => {
  await oidc.stop()
  await sql.close()
})

const b64url = (bytes: Buffer) => bytes.toString('base64url')
const pkce = () => {
  const verifier = b64url(randomBytes(32))
  return { verifier, challenge: b64url(createHash('sha256').update(verifier).digest()) }
}

/** Logs `login` in at the provider's dev form and returns the URL it redirects back to. */
const loginAt = async (authorizeUrl: string, login: string): Promise<URL> => {
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
  let url = authorizeUrl
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(REDIRECT)) return new URL(url)
    const response = await go(url)
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url).href
      continue
    }
    const html = await response.text()
    const action = /action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`)
    const posted = await go(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'dev' }).toString(),
    })
    url = new URL(posted.headers.get('location') ?? '', url).href
  }
  throw new Error('the provider never redirected back')
}

const begin = async (provider: 'google' | 'github' = 'google') => {
  const keys = pkce()
  const started = await social.start({
    projectId: 'demo',
    provider,
    codeChallenge: keys.challenge,
    redirectUri: REDIRECT,
  })
  return { ...keys, ...started }
}

describe('socialLogin (code exchange against the local OpenID provider)', () => {
  it('behavior: PKCE, state and nonce in; the ID token verified; the user is (provider, sub)', async () => {
    const { uri, state, verifier } = await begin()
    const authorize = new URL(uri)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    const back = await loginAt(uri, 'ada')
    expect(back.searchParams.get('state')).toBe(state)
    const result = await social.finish({
      projectId: 'demo',
      state,
      code: back.searchParams.get('code') ?? '',
      codeVerifier: verifier,
    })
    expect(result).toMatchObject({ status: 'ok', provider: 'google', sub: 'ada' })
    expect(await social.projectOf(state)).toBeUndefined()
  })

  it('rule: a wrong PKCE verifier is refused', async () => {
    const { uri, state } = await begin()
    const back = await loginAt(uri, 'bob')
    const result = await social.finish({
      projectId: 'demo',
      state,
      code: back.searchParams.get('code') ?? '',
      codeVerifier: pkce().verifier,
    })
    expect(result).toEqual({
      status: 'refused',
      message: 'The provider refused the login: try again',
    })
  })

  it('rule: a replayed state is refused', async () => {
    const { uri, state, verifier } = await begin('github')
    const back = await loginAt(uri, 'cy')
    const code = back.searchParams.get('code') ?? ''
    const first = await social.finish({ projectId: 'demo', state, code, codeVerifier: verifier })
    expect(first.status).toBe('ok')
    const replay = await social.finish({ projectId: 'demo', state, code, codeVerifier: verifier })
    expect(replay).toEqual({
      status: 'refused',
      message: 'This login link was already used or is unknown: try again',
    })
  })

  it('rule: an ID token with another nonce is refused', async () => {
    const { uri, state, verifier } = await begin()
    const tampered = new URL(uri)
    tampered.searchParams.set('nonce', b64url(randomBytes(32)))
    const back = await loginAt(tampered.href, 'dee')
    const result = await social.finish({
      projectId: 'demo',
      state,
      code: back.searchParams.get('code') ?? '',
      codeVerifier: verifier,
    })
    expect(result).toEqual({ status: 'refused', message: 'ID token nonce does not match' })
  })

  it('rule: an unknown provider is not configured', () => {
    expect(social.configured('google')).toBe(true)
    expect(social.configured('myspace')).toBe(false)
    expect(social.configured('__proto__')).toBe(false)
  })
})
