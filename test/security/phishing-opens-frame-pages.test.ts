import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningFramePage, startFramePage } from '../../server/frame/startFramePage.ts'
import { type BrowserSession, hasChromium, launchChromium } from '../e2e/support/launchChromium.ts'

// Round 12: a phishing page that does not frame the frame's pages (frame-ancestors refuses
// that, phishing-pages.test.ts) but opens them as windows of its own, so it holds a handle
// (`window.open`) and is their `opener`, then talks to them as the app would. In Chromium.
let frame: RunningFramePage
let phishing: Server
let phishingUrl = ''
let browser: BrowserSession | undefined

beforeAll(async () => {
  if (!hasChromium) return
  frame = await startFramePage({ port: 0, projects: { demo: ['http://127.0.0.1:5173'] } })
  phishing = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Win</title>')
  })
  await new Promise<void>((resolve) => phishing.listen(0, '127.0.0.1', resolve))
  phishingUrl = `http://127.0.0.1:${(phishing.address() as AddressInfo).port}/`
  browser = await launchChromium()
}, 60_000)
afterAll(async () => {
  if (!hasChromium) return
  await browser?.close()
  await new Promise<void>((resolve) => phishing.close(() => resolve()))
  await frame.stop()
})

/** Opens `url` from the phishing page, posts `message` to it (with a port), gives what came back. */
const openAndAsk = async (url: string, message: Record<string, unknown>) => {
  const page = browser?.page
  if (!page) throw new Error('no browser')
  await page.goto(phishingUrl)
  const opened = page.context().waitForEvent('page')
  await page.evaluate((target) => {
    const heard: unknown[] = []
    ;(globalThis as { heard?: unknown[] }).heard = heard
    window.addEventListener('message', (event) => heard.push(event.data))
    ;(globalThis as { win?: Window | null }).win = window.open(target, '_blank')
  }, url)
  const popup = await opened
  await popup.waitForLoadState('load')
  await page.evaluate((ask) => {
    const win = (globalThis as { win?: Window | null }).win
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) =>
      (globalThis as { heard?: unknown[] }).heard?.push(event.data)
    win?.postMessage({ ...ask, id: crypto.randomUUID() }, '*', [channel.port2])
  }, message)
  // Nothing is expected back: give the popup time to answer if it were going to.
  await popup.waitForTimeout(1_000)
  const heard = await page.evaluate(() => (globalThis as { heard?: unknown[] }).heard ?? [])
  return { heard, popup }
}

describe.skipIf(!hasChromium)(
  "phishing: the frame's pages opened in windows of another origin",
  () => {
    it('attack: the frame page opened by a phishing page hears none of its requests and says it has no app', async () => {
      const { heard, popup } = await openAndAsk(`${frame.url}?projectId=demo`, {
        type: 'app/is-connected',
        payload: {},
      })
      expect(heard).toEqual([])
      await expect
        .poll(() => popup.locator('[data-latch-frame-problem]').textContent())
        .toBe('parent is not set')
      await popup.close()
    })

    it('attack: the approval popup opened by a phishing page shows no ask it posts and answers nothing', async () => {
      const { heard, popup } = await openAndAsk(new URL('/frame/approve', frame.url).href, {
        type: 'latch-approval-ask',
        ask: {
          method: 'personal_sign',
          title: 'Sign in to Win',
          rows: [{ label: 'Message', value: 'x' }],
        },
        appOrigin: 'https://app.example',
      })
      expect(heard).toEqual([])
      expect(await popup.getByRole('button').count()).toBe(0)
      expect(await popup.title()).not.toContain('Sign in to Win')
      await popup.close()
    })
  },
)
