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
import { devOidcBrowser } from '../../support/devOidcBrowser.ts'

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
const loginAt = (authorizeUrl: string, login: string): Promise<URL> =>
  devOidcBrowser(REDIRECT, login)(authorizeUrl)

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
