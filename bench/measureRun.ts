import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { BenchApp } from './benchApps.ts'
import { pageProbe } from './pageProbe.ts'

/** Debian's Chromium. */
export const chromiumPath = '/usr/bin/chromium'

/** Headless, no sandbox, no GPU, nothing phoning home (the e2e suite's flags). */
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

/** Every URL whose host is not 127.0.0.1 (data: and blob: pass). */
export const notLoopback = /^(?!(?:data|blob):)(?![a-z]+:\/\/127\.0\.0\.1(?::\d+)?(?:[/?#]|$))/i

/** How long the page may keep trying to reach its clouds after each step, before counting. */
const settleMs = 1500
const stepTimeoutMs = 20_000

/** One measured page load of one app. */
export type RunResult = {
  /** Navigation start → first frame with the connect button visible; `null` if it never was. */
  readonly navToButtonMs: number | null
  /**
   * That frame's number, the page's first animation frame being 1 and each frame numbered by
   * its start on the 60 Hz grid (`pageProbe`: missed frames count); `null` if never visible.
   * Absent from runs recorded before it was measured.
   */
  readonly buttonFrame?: number | null | undefined
  /** Click → first frame with the first connect view visible; `null` if it never was. */
  readonly clickToViewMs: number | null
  /**
   * The animation frame, counted from the click, whose callback first saw the connect view
   * visible: 1 is the first frame that began after the click (`pageProbe`); `null` if never.
   */
  readonly clickToViewFrames: number | null
  /** Used JS heap after the modal opened and a forced GC (CDP `Runtime.getHeapUsage`). */
  readonly heapBytes: number
  /** Blocked requests and WebSockets by host, from navigation until the click. */
  readonly blockedAtLoad: Readonly<Record<string, number>>
  /** Blocked requests and WebSockets by host, from the click until the modal settled. */
  readonly blockedAtOpen: Readonly<Record<string, number>>
  /** Uncaught page errors (first 3). */
  readonly errors: ReadonlyArray<string>
}

const count = (tally: Record<string, number>, url: string): void => {
  const host = URL.canParse(url) ? new URL(url).host || url : url
  tally[host] = (tally[host] ?? 0) + 1
}

/**
 * Loads `url` in a fresh headless Chromium (new `--user-data-dir`, cold cache), with every
 * request and WebSocket not to 127.0.0.1 aborted and counted by host, and measures: navigation →
 * button visible and click → connect view visible (each in ms and in animation frames), the JS
 * heap after a forced GC, and the blocked requests at load and at open.
 *
 * @example
 * import { benchApps } from './bench/benchApps.ts'
 * import { measureRun } from './bench/measureRun.ts'
 * const run = await measureRun(benchApps[0]!, 'http://127.0.0.1:4000/')
 */
export const measureRun = async (app: BenchApp, url: string): Promise<RunResult> => {
  const profile = mkdtempSync(join(tmpdir(), 'latch-bench-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs],
    viewport: { width: 1200, height: 800 },
  })
  try {
    const blockedAtLoad: Record<string, number> = {}
    const blockedAtOpen: Record<string, number> = {}
    let tally = blockedAtLoad
    await context.route(notLoopback, (route) => {
      count(tally, route.request().url())
      return route.abort('blockedbyclient')
    })
    await context.routeWebSocket(notLoopback, (ws) => {
      count(tally, ws.url())
      void ws.close()
    })
    await context.addInitScript(`${pageProbe};window.__bench.watch(${JSON.stringify(app.button)})`)
    const page = context.pages()[0] ?? (await context.newPage())
    const errors: string[] = []
    page.on('pageerror', (error) => {
      if (errors.length < 3) errors.push(error.message.slice(0, 200))
    })
    await page.goto(url, { waitUntil: 'load', timeout: stepTimeoutMs })
    const button = await page
      .waitForFunction(
        'window.__bench.buttonAt && { ms: window.__bench.buttonAt, frame: window.__bench.buttonFrame }',
        undefined,
        { timeout: stepTimeoutMs },
      )
      .then((handle) => handle.jsonValue() as Promise<{ ms: number; frame: number }>)
      .catch(() => null)
    await page.waitForTimeout(settleMs)
    tally = blockedAtOpen
    const clicked = (await page.evaluate(
      `window.__bench.clickAndWait(${JSON.stringify(app.button)}, ${JSON.stringify(app.view)}, ${stepTimeoutMs})`,
    )) as { readonly ms: number; readonly frames: number }
    await page.waitForTimeout(settleMs)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return {
      navToButtonMs: button?.ms ?? null,
      buttonFrame: button?.frame ?? null,
      clickToViewMs: clicked.ms >= 0 ? clicked.ms : null,
      clickToViewFrames: clicked.frames >= 0 ? clicked.frames : null,
      heapBytes: usedSize,
      blockedAtLoad,
      blockedAtOpen,
      errors,
    }
  } finally {
    await context.close().catch(() => undefined)
    rmSync(profile, { recursive: true, force: true })
  }
}
