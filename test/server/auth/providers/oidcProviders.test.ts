import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SocialLogin } from '../../../../server/auth/socialLogin.ts'
import { logIn, startSocial } from './loginDriver.ts'
import { CLIENT } from './oauth2StandIns.ts'
import { APPLE, appleStandIn, googleStandIn } from './oidcStandIns.ts'

// Google and Apple by OpenID Connect (oauth4webapi), each against a stand-in on 127.0.0.1
// shaped like its documented endpoints: Google with PKCE and client_secret_basic, Apple with
// an ES256 client-secret JWT in the form and response_mode=form_post.
const appKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
let social: SocialLogin
let google: Awaited<ReturnType<typeof googleStandIn>>
let apple: Awaited<ReturnType<typeof appleStandIn>>
let close: () => Promise<void>

beforeAll(async () => {
  google = await googleStandIn()
  apple = await appleStandIn(appKey)
  const started = await startSocial({
    google: { protocol: 'google', ...CLIENT, issuer: google.origin },
    apple: {
      protocol: 'apple',
      clientId: APPLE.clientId,
      teamId: APPLE.teamId,
      keyId: APPLE.keyId,
      privateKey: appKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      issuer: apple.origin,
    },
  })
  social = started.social
  close = started.close
})
afterAll(async () => {
  await google.stop()
  await apple.stop()
  await close()
})

const UNVERIFIED =
  'Your e-mail address is not verified at this provider: verify it there, then log in again'

describe('Google (OpenID Connect)', () => {
  it('logs in with the subject, the verified e-mail and the name', async () => {
    const { authorize, result } = await logIn(social, 'google')
    expect(authorize.origin + authorize.pathname).toBe(`${google.origin}/o/oauth2/v2/auth`)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('scope')).toBe('openid email profile')
    expect(result).toEqual({
      status: 'ok',
      projectId: 'demo',
      provider: 'google',
      sub: '110169484474386276334',
      email: 'ada@example.com',
      userName: 'Ada Lovelace',
    })
  })
  it('refuses an e-mail Google does not say it verified: no link is mailed to it, no account matched by it', async () => {
    for (const claims of [{ email_verified: false }, { email_verified: undefined }]) {
      google.tweaks.claims = claims
      const { result } = await logIn(social, 'google')
      expect(result).toEqual({ status: 'refused', message: UNVERIFIED })
    }
    google.tweaks.claims = {}
    expect((await logIn(social, 'google')).result).toMatchObject({ status: 'ok' })
  })
  it('refuses an invalid_grant answer (another PKCE verifier)', async () => {
    const { result } = await logIn(social, 'google', { verifier: 'v'.repeat(43) })
    expect(result).toEqual({
      status: 'refused',
      message: 'The provider refused the login: try again',
    })
  })
  it('refuses an ID token with another nonce', async () => {
    google.tweaks.nonce = 'another'
    try {
      const { result } = await logIn(social, 'google')
      expect(result).toEqual({ status: 'refused', message: 'ID token nonce does not match' })
    } finally {
      google.tweaks.nonce = undefined
    }
  })
})

describe('Apple (OpenID Connect, ES256 client secret, form_post)', () => {
  it('logs in through the form_post answer with the client secret Apple checks', async () => {
    const { authorize, result } = await logIn(social, 'apple')
    expect(authorize.searchParams.get('response_mode')).toBe('form_post')
    expect(authorize.searchParams.get('scope')).toBe('openid email name')
    expect(authorize.searchParams.has('code_challenge')).toBe(false)
    expect(result).toEqual({
      status: 'ok',
      projectId: 'demo',
      provider: 'apple',
      sub: '001234.abcdef0123456789.1234',
      email: 'x7k2@privaterelay.appleid.com',
      // Not in the ID token: from the form_post `user` field of this first login.
      userName: 'Ada Lovelace',
    })
    const secret = apple.secrets.at(-1)
    expect(secret).toMatchObject({
      alg: 'ES256',
      kid: APPLE.keyId,
      iss: APPLE.teamId,
      sub: APPLE.clientId,
      aud: apple.origin,
    })
    expect(Number(secret?.exp) - Number(secret?.iat)).toBe(300)
  })
  it('keeps the name Apple sent on the first login for every later one, which has none', async () => {
    const { result, answer } = await logIn(social, 'apple')
    expect(answer.has('user')).toBe(false)
    expect(result).toMatchObject({ status: 'ok', userName: 'Ada Lovelace' })
  })
  it('refuses a code Apple does not accept (invalid_grant)', async () => {
    const { result } = await logIn(social, 'apple', { code: () => 'bad' })
    expect(result).toEqual({
      status: 'refused',
      message: 'The provider refused the login: try again',
    })
  })
})
