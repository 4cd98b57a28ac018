import { chromium } from 'playwright-core'
import type { BenchApp } from './benchApps.ts'
import { chromiumArgs, chromiumPath, notLoopback } from './measureRun.ts'
import { pageProbe } from './pageProbe.ts'

const loadTimeoutMs = 20_000

/** One page load: navigation start → the button, in ms and as the frame it was first seen in. */
export type ButtonLoad = {
  readonly ms: number
  /** The animation frame, the page's first being 1, on the 60 Hz grid (`pageProbe`). */
  readonly frame: number
}

/** An app of `bench/apps/` (or any page with a button) and the URL it is served at. */
export type ButtonTarget = { readonly app: Pick<BenchApp, 'name' | 'button'>; readonly url: string }

/**
 * Loads each target `loads` times in one headless Chromium, a new context (cold cache) per load,
 * alternating the targets and rotating their order each round, with every request not to
 * 127.0.0.1 aborted, and returns per app name each load's button figures (`null` when the
 * button was not visible within 20 s). Only the load is measured: no click, no settling, so
 * many loads fit where `measureRun` makes one.
 *
 * @example
 * import { measureButtonLoads } from './bench/buttonLoads.ts'
 * const loads = await measureButtonLoads([{ app: latchApp, url }], 7)
 * loads.latch // [{ ms: 221.4, frame: 8 }, …]
 */
export const measureButtonLoads = async (
  targets: ReadonlyArray<ButtonTarget>,
  loads: number,
): Promise<Readonly<Record<string, ReadonlyArray<ButtonLoad | null>>>> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs],
  })
  const results: Record<string, Array<ButtonLoad | null>> = {}
  try {
    for (let round = 0; round < loads; round++)
      for (let i = 0; i < targets.length; i++) {
        const { app, url } = targets[(i + round) % targets.length]!
        const context = await browser.newContext({ viewport: { width: 1200, height: 800 } })
        try {
          await context.route(notLoopback, (route) => route.abort('blockedbyclient'))
          await context.addInitScript(
            `${pageProbe};window.__bench.watch(${JSON.stringify(app.button)})`,
          )
          const page = await context.newPage()
          await page.goto(url, { waitUntil: 'commit', timeout: loadTimeoutMs })
          const load = await page
            .waitForFunction(
              'window.__bench.buttonAt && { ms: window.__bench.buttonAt, frame: window.__bench.buttonFrame }',
              undefined,
              { timeout: loadTimeoutMs },
            )
            .then((handle) => handle.jsonValue() as Promise<ButtonLoad>)
            .catch(() => null)
          results[app.name] = [...(results[app.name] ?? []), load]
        } finally {
          await context.close()
        }
      }
  } finally {
    await browser.close()
  }
  return results
}
