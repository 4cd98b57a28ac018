import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SOCIAL_CALLBACK_LIMIT } from '../../server/auth/authConstants.ts'
import { type AuthService, authService } from '../../server/auth/authService.ts'
import { kmsFromKey } from '../../server/auth/Kms.ts'
import type { Mailer } from '../../server/auth/mailer.ts'
import type { SocialProviderConfig } from '../../server/auth/socialLogin.ts'
import { type RunningFramePage, startFramePage } from '../../server/frame/startFramePage.ts'
import { migrate } from '../../server/storage/migrate.ts'
import { pgliteClient } from '../../server/storage/pgliteClient.ts'
import { APPLE, appleStandIn } from '../server/auth/providers/oidcStandIns.ts'
import { pkcePair } from '../server/auth/providers/standIn.ts'

// Apple answers with response_mode=form_post: a cross-site POST of code, state and (first
// login only) `user` to /frame/social-callback, with no session. A script on the app's page
// knows the state of the visitor's live Apple login (it is in the URI the app's popup opens),
// so before this round it could post a made-up `user` first and name the new account, or post
// one after Apple's nameless answer to a returning user and rename the account; and the route
// had no per-client limit. Played against the real frame server and an Apple stand-in.
const APP_ORIGIN = 'http://127.0.0.1:5173'
const MALLORY = JSON.stringify({ name: { firstName: 'Mallory', lastName: 'Forged' } })
const appKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
const noMail = async () => {}
const mailer: Mailer = {
  sendCode: noMail,
  sendDeviceApproval: noMail,
  sendUpdateCode: noMail,
  sendUnlock: noMail,
}

let sql: Awaited<ReturnType<typeof pgliteClient>>
let auth: AuthService
let frame: RunningFramePage
let apple: Awaited<ReturnType<typeof appleStandIn>> | undefined
const providers: Record<string, SocialProviderConfig> = {}

beforeAll(async () => {
  sql = await pgliteClient()
  await migrate(sql)
  auth = authService({
    sql,
    kms: kmsFromKey(randomBytes(32)),
    pepper: randomBytes(32),
    mailer,
    providers,
  })
  frame = await startFramePage({ port: 0, projects: { demo: [APP_ORIGIN] }, auth })
})
afterEach(async () => {
  await apple?.stop()
  apple = undefined
  await sql.query('DELETE FROM auth_rate_limits')
})
afterAll(async () => {
  await frame.stop()
  await sql.close()
})

const callback = () => new URL('/frame/social-callback', frame.url).href

/** A fresh Apple (it sends `user` on its first answer only), configured as the app's. */
const freshApple = async () => {
  apple = await appleStandIn(appKey)
  providers.apple = {
    protocol: 'apple',
    clientId: APPLE.clientId,
    teamId: APPLE.teamId,
    keyId: APPLE.keyId,
    privateKey: appKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    issuer: apple.origin,
  }
  return apple
}

/** The visitor's frame starts an Apple login; Apple's page is fetched (code, state, user). */
const startLogin = async () => {
  const keys = pkcePair()
  const started = await auth.social.start({
    projectId: 'demo',
    provider: 'apple',
    codeChallenge: keys.challenge,
    redirectUri: callback(),
  })
  const page = await (await fetch(started.uri)).text()
  const answer = new URLSearchParams()
  for (const [, name, value] of page.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    answer.set(name ?? '', (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  const finish = () =>
    auth.social.finish({
      projectId: 'demo',
      state: started.state,
      code: answer.get('code') ?? '',
      codeVerifier: keys.verifier,
    })
  return { state: started.state, answer, finish }
}

/** A POST to the callback with `origin` (a browser's, or forged by a client outside one). */
const postCallback = (body: URLSearchParams, origin: string | undefined) =>
  fetch(callback(), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === undefined ? {} : { origin }),
    },
    body: body.toString(),
  })

const madeUp = (state: string) =>
  new URLSearchParams({ code: randomBytes(16).toString('hex'), state, user: MALLORY })

describe("Apple's form_post callback played by an attacker", () => {
  it("attack: a made-up `user` posted from the app page (or any page but Apple's) is refused", async () => {
    const provider = await freshApple()
    const login = await startLogin()
    const forged = [APP_ORIGIN, 'null', `${provider.origin}.evil.test`, `${provider.origin}/`]
    for (const origin of [...forged, undefined]) {
      const refused = await postCallback(madeUp(login.state), origin)
      expect(refused.status, `Origin ${origin}`).toBe(403)
      expect(await refused.json()).toEqual({ message: 'Forbidden' })
    }
    const fromApple = await postCallback(login.answer, provider.origin)
    expect(fromApple.status).toBe(303)
    expect(await login.finish()).toMatchObject({ status: 'ok', userName: 'Ada Lovelace' })
  })

  it("attack: a client forging Apple's Origin posts a made-up `user` first: the account takes Apple's name", async () => {
    const provider = await freshApple()
    const login = await startLogin()
    expect((await postCallback(madeUp(login.state), provider.origin)).status).toBe(303)
    expect((await postCallback(login.answer, provider.origin)).status).toBe(303)
    expect(await login.finish()).toMatchObject({ status: 'ok', userName: 'Ada Lovelace' })
  })

  it('attack: a second POST for the same state cannot rename a returning account', async () => {
    const provider = await freshApple()
    const first = await startLogin()
    await postCallback(first.answer, provider.origin)
    expect(await first.finish()).toMatchObject({ userName: 'Ada Lovelace' })
    // Apple's answer to a returning user has no `user`; the attacker's comes right after it.
    const again = await startLogin()
    expect(again.answer.has('user')).toBe(false)
    await postCallback(again.answer, provider.origin)
    expect((await postCallback(madeUp(again.state), provider.origin)).status).toBe(303)
    expect(await again.finish()).toMatchObject({ status: 'ok', userName: 'Ada Lovelace' })
  })

  it('attack: a name posted with a code that does not redeem names nobody, once spent', async () => {
    const provider = await freshApple()
    const login = await startLogin()
    await postCallback(madeUp(login.state), provider.origin)
    login.answer.delete('user')
    await postCallback(login.answer, provider.origin)
    const finished = await login.finish()
    expect(finished).toMatchObject({ status: 'ok' })
    expect(finished.status === 'ok' && finished.userName).not.toBe('Mallory Forged')
    const [left] = await sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auth_social_form_users',
    )
    expect(left?.n).toBe(0)
  })

  it('attack: a flood of callbacks from one client gets 429 past the limit, GET and POST apart', async () => {
    const provider = await freshApple()
    const login = await startLogin()
    for (let i = 0; i < SOCIAL_CALLBACK_LIMIT; i++)
      expect((await postCallback(madeUp(login.state), provider.origin)).status).toBe(303)
    const limited = await postCallback(madeUp(login.state), provider.origin)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      message: expect.stringMatching(/^Please try again after \d+ seconds$/),
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The page itself (every provider's GET return) counts in a bucket of its own.
    const page = `${callback()}?state=${login.state}`
    for (let i = 0; i < SOCIAL_CALLBACK_LIMIT; i++) expect((await fetch(page)).status).toBe(200)
    expect((await fetch(page)).status).toBe(429)
  })
})
