import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core'

/** Debian's Chromium: the only browser the e2e suite uses (no Playwright download). */
export const chromiumPath = '/usr/bin/chromium'

/** Whether Chromium is installed; the browser tests skip cleanly when it is not. */
export const hasChromium = existsSync(chromiumPath)

/** The flags every run uses: headless, no sandbox, no GPU, nothing phoning home. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const

/** A fresh browser with one page, counting every request that tried to leave 127.0.0.1. */
export type BrowserSession = {
  readonly context: BrowserContext
  readonly page: Page
  /** URLs that were blocked because their host is not 127.0.0.1. */
  readonly blocked: readonly string[]
  /** Page errors and console errors of the first page. */
  readonly errors: readonly string[]
  /** Closes the browser and removes its profile. */
  readonly close: () => Promise<void>
}

/**
 * Every URL whose host is not 127.0.0.1. Matched inside the browser driver, so requests to
 * 127.0.0.1 are never intercepted (a route over all of them costs about a second a page).
 */
export const notLoopback = /^(?!(?:data|blob):)(?![a-z]+:\/\/127\.0\.0\.1(?::\d+)?(?:[/?#]|$))/i

/**
 * Launches Chromium with a fresh `--user-data-dir` (a persistent context on a new temporary
 * profile) and routes every request and WebSocket not to 127.0.0.1 (`notLoopback`): each is
 * aborted and recorded in `blocked`. `options` go to the context (the visual tests pin the
 * locale, the time zone and reduced motion; a security test draws on a 3× screen).
 *
 * @example
 * import { launchChromium } from './launchChromium.ts'
 * const session = await launchChromium()
 * await session.page.goto(appUrl)
 * expect(session.blocked).toEqual([])
 * await session.close()
 */
export const launchChromium = async (
  options: Pick<
    BrowserContextOptions,
    'locale' | 'timezoneId' | 'reducedMotion' | 'deviceScaleFactor'
  > = {},
): Promise<BrowserSession> => {
  const profile = mkdtempSync(join(tmpdir(), 'latch-e2e-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs],
    viewport: { width: 1200, height: 800 },
    ...options,
  })
  const blocked: string[] = []
  const errors: string[] = []
  await context.route(notLoopback, (route) => {
    blocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(notLoopback, (ws) => {
    blocked.push(ws.url())
    void ws.close()
  })
  // Under the 30 s test timeout, so a stuck step fails with Playwright's own message.
  context.setDefaultTimeout(15_000)
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return {
    context,
    page,
    blocked,
    errors,
    close: async () => {
      await context.close().catch(() => undefined)
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
