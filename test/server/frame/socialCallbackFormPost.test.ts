import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningFramePage, startFramePage } from '../../../server/frame/startFramePage.ts'
import { type AppleStandIn, appleAnswer, appleStackForTests } from './support/appleStack.ts'

// Apple answers with response_mode=form_post: a cross-site POST of code and state to the
// frame's callback page, which must reach the page as every other provider's answer does, and
// only from Apple's page (its `Origin`): test/security/apple-form-post-callback.test.ts plays
// the attacker.
let frame: RunningFramePage
beforeAll(async () => {
  frame = await startFramePage({ port: 0, projects: { demo: ['http://127.0.0.1:5173'] } })
})
afterAll(() => frame.stop())

describe('the social callback page without an auth service', () => {
  it('refuses every form_post answer: no provider is configured to send one', async () => {
    const response = await fetch(new URL('/frame/social-callback', frame.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://appleid.apple.com' },
      body: new URLSearchParams({ code: 'c0de', state: 'st4te' }),
    })
    expect(response.status).toBe(403)
  })
  it('still refuses other POSTs', async () => {
    const response = await fetch(new URL('/frame', frame.url), { method: 'POST' })
    expect(response.status).toBe(405)
  })
})

describe("Apple's first form_post answer through the frame", () => {
  const stack = appleStackForTests()
  let apple: AppleStandIn
  beforeAll(async () => {
    apple = await stack.freshApple()
  })
  const callback = () => new URL(stack.callback)

  it("takes a form_post answer from Apple's origin and sends it on to itself with code and state in the query", async () => {
    const response = await fetch(callback(), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: apple.origin },
      body: new URLSearchParams({ code: 'c0de', state: 'st4te', user: '{"name":{}}' }).toString(),
    })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '', callback())
    expect(location.pathname).toBe('/frame/social-callback')
    expect([...location.searchParams]).toEqual([
      ['code', 'c0de'],
      ['state', 'st4te'],
    ])
    const page = await fetch(location)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('/frame/social-callback.js')
  })
  it('passes on an error answer', async () => {
    const response = await fetch(callback(), {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: apple.origin },
      body: new URLSearchParams({ error: 'user_cancelled_authorize', state: 's' }),
    })
    expect(response.headers.get('location')).toBe(
      '/frame/social-callback?state=s&error=user_cancelled_authorize',
    )
  })
  it("refuses a form_post answer from any other origin, `null` or none (403, the auth routes' shape)", async () => {
    for (const origin of [
      'http://127.0.0.1:5173',
      'null',
      'https://appleid.apple.com',
      undefined,
    ]) {
      const response = await fetch(callback(), {
        method: 'POST',
        redirect: 'manual',
        headers: origin === undefined ? {} : { origin },
        body: new URLSearchParams({ code: 'c0de', state: 'st4te' }),
      })
      expect(response.status, String(origin)).toBe(403)
      expect(await response.json()).toEqual({ message: 'Forbidden' })
    }
  })

  it('keeps the name in the `user` field the browser posts, and the login finishes with it', async () => {
    const login = await stack.startLogin()
    // Apple's page posts its form (code, state, user) to the callback from the browser.
    const form = await appleAnswer(login.uri)
    expect(JSON.parse(form.get('user') ?? '{}')).toMatchObject({ name: { firstName: 'Ada' } })
    const posted = await fetch(callback(), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: apple.origin },
      body: form.toString(),
    })
    expect(posted.status).toBe(303)
    const finished = await login.finish(form.get('code') ?? '')
    expect(finished).toMatchObject({ status: 'ok', provider: 'apple', userName: 'Ada Lovelace' })
  })
})
