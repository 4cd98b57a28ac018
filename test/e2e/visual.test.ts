// Visual regression (issue 17): every view of the modal in four variants, each compared with
// its committed baseline in test/e2e/__screenshots__/<view>-<variant>.png and checked by axe.
// The pictures come from the view gallery (test/e2e/gallery), the real modal over a fake
// client holding fixed values, never from the playground, whose balances and history move
// with the shared chains. Refresh the baselines on purpose (after a deliberate change to the
// look) with `npm run test:screenshots -- --update` (or LATCH_UPDATE_SCREENSHOTS=1): it writes
// the baselines that are missing or differ in any pixel; a missing one fails in normal runs.
import { existsSync, readdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { GalleryRequest } from './gallery/main.tsx'
import { axeViolations } from './support/checkView.ts'
import { baselineDir, compareScreenshot } from './support/compareScreenshot.ts'
import { type BrowserSession, hasChromium, launchChromium } from './support/launchChromium.ts'
import { type ServedGallery, serveGallery } from './support/serveGallery.ts'
import { viewNamesFromSource } from './support/viewNames.ts'

const desktop = { width: 1200, height: 900 }
/** A phone: under the 430 px breakpoint the dialog is a bottom sheet. */
const phone = { width: 390, height: 844 }

const variants = [
  { name: 'light', themeMode: 'light', locale: 'en', viewport: desktop },
  { name: 'dark', themeMode: 'dark', locale: 'en', viewport: desktop },
  { name: 'mobile', themeMode: 'light', locale: 'en', viewport: phone },
  { name: 'rtl', themeMode: 'light', locale: 'ar', viewport: desktop },
] as const

const views = viewNamesFromSource()

describe.skipIf(!hasChromium)('visual baselines', () => {
  const update = inject('updateScreenshots')
  let gallery: ServedGallery | undefined
  let session: BrowserSession | undefined
  let page: Page

  beforeAll(async () => {
    ;[gallery, session] = await Promise.all([
      serveGallery(),
      launchChromium({ locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' }),
    ])
    page = session.page
    // Nothing on screen reads the clock today; a relative time added later still draws the same.
    await page.clock.setFixedTime(new Date('2026-05-01T12:00:00Z'))
    await page.goto(gallery.url)
    await page.waitForFunction(() => 'latchGallery' in window)
  })
  afterAll(async () => {
    await session?.close()
    await gallery?.close()
  })

  it('default: the gallery has a scene for every view, and every baseline a view', async () => {
    const scenes = await page.evaluate(() => [...window.latchGallery.scenes].sort())
    expect(scenes).toEqual(views)
    const expected = new Set(views.flatMap((v) => variants.map((x) => `${v}-${x.name}.png`)))
    const stale = (existsSync(baselineDir) ? readdirSync(baselineDir) : []).filter(
      (file) => !expected.has(file),
    )
    expect(stale, 'baselines of no view and variant (delete them)').toEqual([])
  })

  describe.each(variants)('$name', (variant) => {
    beforeAll(() => page.setViewportSize(variant.viewport))

    it.each(views)('%s', async (view) => {
      const request: GalleryRequest = {
        scene: view as GalleryRequest['scene'],
        themeMode: variant.themeMode,
        locale: variant.locale,
      }
      await page.evaluate((r) => window.latchGallery.show(r), request)
      const modal = page.locator('[data-testid="latch-modal"]')
      const shot = await modal.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' })
      const result = compareScreenshot(`${view}-${variant.name}`, shot, { update })
      // Soft: a failure reports the pixels, axe and the page's errors together.
      expect.soft(result.pass, result.pass ? 'screenshot' : result.message).toBe(true)
      expect.soft(await axeViolations(modal), `axe on ${view} (${variant.name})`).toEqual([])
      expect.soft(session?.errors, 'page errors').toEqual([])
      expect.soft(session?.blocked, 'requests that tried to leave 127.0.0.1').toEqual([])
    })
  })
})
