// The demo page under a strict Content-Security-Policy: no 'unsafe-inline', no 'unsafe-eval'.
//
// Why a production build and not the dev server: Vite's dev page cannot run under this policy
// — @vitejs/plugin-react injects an inline `<script type="module">` (the React Refresh
// preamble) into index.html, and Vite's client injects CSS as `<style>` elements. An app
// ships a build, so the build is what must hold: `vite build` of the same configuration as
// `npm start`, for the running stack, served by a tiny static server that sends the CSP header
// (support/servePlaygroundBuild.ts; it also forwards the Data API, which admits only the dev
// page's origin through CORS). Not Playwright's route interception: a fulfilled document has
// no address, so Chromium's local-network-access check then refuses its calls to 127.0.0.1.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BrowserSession, hasChromium, launchChromium } from './support/launchChromium.ts'
import { devAddress, playground } from './support/openPlayground.ts'
import { type ServedPlaygroundBuild, servePlaygroundBuild } from './support/servePlaygroundBuild.ts'

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')

type Violation = { directive: string; blocked: string; sample: string }
type Watched = { __cspViolations: Violation[] }

/** Records every `securitypolicyviolation` (composed: ones in the shadow root reach document). */
const watchViolations = (page: Page) =>
  page.addInitScript(() => {
    const list: Array<{ directive: string; blocked: string; sample: string }> = []
    Object.assign(window, { __cspViolations: list })
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        list.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
        }),
      true,
    )
  })
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as Watched).__cspViolations)

let served: ServedPlaygroundBuild | undefined
let session: BrowserSession | undefined
beforeAll(async () => {
  if (!hasChromium) return
  served = await servePlaygroundBuild(playground(), { 'content-security-policy': csp })
  session = await launchChromium()
}, 240_000)
afterAll(async () => {
  await session?.close()
  await served?.close()
})

describe.skipIf(!hasChromium)('demo page under a strict CSP', () => {
  it('behavior: the built page connects the dev wallet to the Account view with no CSP violation', async () => {
    if (!session || !served) throw new Error('beforeAll did not build the page')
    const page = await session.context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`)
    })
    await watchViolations(page)
    try {
      const response = await page.goto(`${served.url}/?autoApprove=1&siwx=0`)
      expect(response?.headers()['content-security-policy']).toBe(csp)

      const modal = page.locator('[data-testid="latch-modal"]')
      await page.locator('[data-testid="latch-connect-button"]').click()
      const connect = modal.locator('[data-latch-view="Connect"]')
      await connect.waitFor()
      expect(await violations(page), 'CSP violations').toEqual([])
      // The adopted stylesheet applies: the dialog has the modal's 360 px width.
      expect(await modal.evaluate((el) => getComputedStyle(el).width)).toBe('360px')

      // A lazy view, and the registry's logos from the Data API (img-src).
      await connect.locator('[data-latch-all-wallets]').click()
      const all = modal.locator('[data-latch-view="AllWallets"]')
      const logo = all.locator('[data-latch-wallet] img').first()
      await logo.waitFor({ state: 'attached' })
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      await modal.locator('[data-latch-back]').click()

      await connect.locator('[data-latch-connector="dev.latch.wallet"]').click()
      const account = modal.locator('[data-latch-view="Account"]')
      await account.waitFor()
      await expect
        .poll(() => account.locator('[data-latch-address]').getAttribute('data-latch-address'))
        .toBe(devAddress)
      await expect.poll(() => account.locator('[data-latch-balance]').textContent()).toMatch(/ETH$/)

      expect(await violations(page), 'CSP violations').toEqual([])
      expect(errors).toEqual([])

      // Positive control: the policy is in force, and a violation inside the modal's shadow
      // root reaches the listener: a `<style>` there (how the stylesheet used to be injected)
      // and an inline `<script>` are refused.
      const ran = await page.evaluate(() => {
        const host = document.querySelector('[data-latch-host]')
        const style = document.createElement('style')
        style.textContent = '.latch-dialog { width: 10px; }'
        host?.shadowRoot?.append(style)
        const script = document.createElement('script')
        script.textContent = 'window.__inlineRan = true'
        document.head.append(script)
        return 'inlineRan' in window || '__inlineRan' in window
      })
      expect(ran).toBe(false)
      await expect
        .poll(async () => (await violations(page)).map((v) => v.directive).sort())
        .toEqual(['script-src-elem', 'style-src-elem'])
      expect(await modal.evaluate((el) => getComputedStyle(el).width)).toBe('360px')
    } finally {
      await page.close().catch(() => undefined)
    }
    expect(session.blocked, 'requests that tried to leave 127.0.0.1').toEqual([])
  })
})
