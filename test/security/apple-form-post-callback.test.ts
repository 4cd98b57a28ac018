import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { SOCIAL_CALLBACK_LIMIT } from '../../server/auth/authConstants.ts'
import { APP_ORIGIN, appleAnswer, appleStackForTests } from '../server/frame/support/appleStack.ts'

// Apple answers with response_mode=form_post: a cross-site POST of code, state and (first
// login only) `user` to /frame/social-callback, with no session. A script on the app's page
// knows the state of the visitor's live Apple login (it is in the URI the app's popup opens),
// so before this round it could post a made-up `user` first and name the new account, or post
// one after Apple's nameless answer to a returning user and rename the account; and the route
// had no per-client limit. Played against the real frame server and an Apple stand-in.
const MALLORY = JSON.stringify({ name: { firstName: 'Mallory', lastName: 'Forged' } })

const stack = appleStackForTests()
afterEach(() => stack.sql.query('DELETE FROM auth_rate_limits'))

const callback = () => stack.callback
const freshApple = () => stack.freshApple()

/** The visitor's frame starts an Apple login; Apple's page is fetched (code, state, user). */
const startLogin = async () => {
  const started = await stack.startLogin()
  const answer = await appleAnswer(started.uri)
  const finish = () => started.finish(answer.get('code') ?? '')
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
    const [left] = await stack.sql.query<{ n: number }>(
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
