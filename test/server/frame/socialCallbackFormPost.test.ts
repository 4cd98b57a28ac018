import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningFramePage, startFramePage } from '../../../server/frame/startFramePage.ts'

// Apple answers with response_mode=form_post: a cross-site POST of code and state to the
// frame's callback page, which must reach the page as every other provider's answer does.
let frame: RunningFramePage
beforeAll(async () => {
  frame = await startFramePage({ port: 0, projects: { demo: ['http://127.0.0.1:5173'] } })
})
afterAll(() => frame.stop())

const callback = () => new URL('/frame/social-callback', frame.url)

describe('the social callback page', () => {
  it('takes a form_post answer and sends it on to itself with code and state in the query', async () => {
    const response = await fetch(callback(), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://appleid.apple.com',
      },
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
      body: new URLSearchParams({ error: 'user_cancelled_authorize', state: 's' }),
    })
    expect(response.headers.get('location')).toBe(
      '/frame/social-callback?state=s&error=user_cancelled_authorize',
    )
  })
  it('still refuses other POSTs', async () => {
    const response = await fetch(new URL('/frame', frame.url), { method: 'POST' })
    expect(response.status).toBe(405)
  })
})
