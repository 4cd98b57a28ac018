import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Request as BrowserRequest } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BrowserSession, hasChromium, launchChromium } from '../e2e/support/launchChromium.ts'
import {
  type AppleStack,
  type AppleStandIn,
  startAppleStack,
} from '../server/frame/support/appleStack.ts'

// What Chromium sends as `Origin` on a form_post answer, and what the frame does with it
// (docs/DECISIONS.md): Apple's page auto-submits its form to the callback, so the POST carries
// Apple's origin (here its stand-in's) and is taken; the same form on a phishing page or the
// app's page carries that page's origin, and `null` from a sandboxed frame or a no-referrer
// page: each is refused before its `user` is read.
let stack: AppleStack
let apple: AppleStandIn
let attacker: Server
let attackerOrigin = ''
let browser: BrowserSession | undefined

/** The phishing page: the made-up answer as a form that submits itself, three ways. */
const attackerPage = (path: string, action: string, state: string) => {
  const user = JSON.stringify({ name: { firstName: 'Mallory', lastName: 'Forged' } })
  const form = `<form method="post" action="${action}"><input type="hidden" name="code" value="x"><input type="hidden" name="state" value="${state}"><input type="hidden" name="user" value='${user}'></form><script>document.forms[0].submit()</script>`
  // The form in a sandboxed frame of the page (an opaque origin: `Origin: null`); served, since
  // the test browser routes `about:srcdoc` away as it routes every URL off 127.0.0.1.
  if (path === '/sandboxed')
    return `<iframe sandbox="allow-forms allow-scripts" src="/form?${new URLSearchParams({ action, state })}"></iframe>`
  if (path === '/no-referrer') return `<meta name="referrer" content="no-referrer">${form}`
  return form
}

beforeAll(async () => {
  if (!hasChromium) return
  stack = await startAppleStack()
  apple = await stack.freshApple()
  attacker = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const action = url.searchParams.get('action') ?? ''
    const state = url.searchParams.get('state') ?? ''
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(attackerPage(url.pathname, action, state))
  })
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`
  browser = await launchChromium()
}, 60_000)
afterAll(async () => {
  if (!hasChromium) return
  await browser?.close()
  await new Promise<void>((resolve) => attacker.close(() => resolve()))
  await stack.stop()
})

const callback = () => stack.callback
const startLogin = () => stack.startLogin()

/** Opens `url` in Chromium and gives the callback POST it led to (its request and answer). */
const postedBy = async (url: string) => {
  const page = browser?.page
  if (!page) throw new Error('no browser')
  const isCallback = (request: BrowserRequest) =>
    request.method() === 'POST' && request.url() === callback()
  // A refusal framed by the page is not shown (the callback's answers are never framed), so its
  // request ends as failed rather than finished: either way it was answered.
  const posted = Promise.race([
    page.context().waitForEvent('requestfinished', { predicate: isCallback }),
    page.context().waitForEvent('requestfailed', { predicate: isCallback }),
  ])
  // The page submits its form while it loads: wait for the POST, not for the page's load.
  await page.goto(url, { waitUntil: 'commit' })
  const request = await posted
  const response = await request.response()
  return {
    origin: await request.headerValue('origin'),
    status: response?.status() ?? request.failure()?.errorText,
    page,
  }
}

describe.skipIf(!hasChromium)("Apple's form_post answer in Chromium", () => {
  it("behavior: Apple's page posts with its own origin, which the callback takes", async () => {
    const login = await startLogin()
    const { origin, status, page } = await postedBy(login.uri)
    expect(origin).toBe(apple.origin)
    expect(status).toBe(303)
    await page.waitForURL((url) => url.pathname === '/frame/social-callback' && url.search !== '')
    const back = new URL(page.url())
    expect(await page.locator('#latch-social-status').textContent()).toBe('Finishing your login…')
    const finished = await login.finish(back.searchParams.get('code') ?? '')
    expect(finished).toMatchObject({ status: 'ok', userName: 'Ada Lovelace' })
  })

  it.for([
    ['/', 'the page'],
    ['/sandboxed', 'null'],
    ['/no-referrer', 'null'],
  ] as const)(
    'attack: a phishing page at %s posts a made-up user: Origin %s, refused',
    async ([path, expected]) => {
      const login = await startLogin()
      const url = new URL(path, attackerOrigin)
      url.searchParams.set('action', callback())
      url.searchParams.set('state', login.state)
      const { origin, status } = await postedBy(url.href)
      expect(origin).toBe(expected === 'null' ? 'null' : attackerOrigin)
      expect(status).toBe(403)
      const [kept] = await stack.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM auth_social_form_users',
      )
      expect(kept?.n).toBe(0)
    },
  )
})
