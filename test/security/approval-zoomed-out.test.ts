import type { Locator, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { approveInPopup } from '../e2e/support/approveInFrame.ts'
import { hasChromium } from '../e2e/support/launchChromium.ts'
import { startForTests } from '../support/startForTests.ts'
import { startFramedApp } from './support/framedApp.ts'

// Attacker pass, round 13 (the row left open, closed in round 14): a script on the app's page
// shrinks the secure frame with CSS `zoom` on its element or an ancestor, so the ask and its
// buttons are drawn at a fifth of their size beside the page's own words. Intersection Observer
// v2 still calls the frame visible and whole; the frame must not arm Approve in place, and the
// visitor approves in the popup on the frame's origin (a top-level window no page can shrink).
// In Chromium, against the real frame server and its auth service.
const app = hasChromium ? startForTests(() => startFramedApp(), 90_000) : undefined

const THE_ASK = 'Transfer every token to 0x000000000000000000000000000000000000dEaD'

/** A page script sets CSS zoom on the frame's element (`iframe`) or its box (`box`). */
const zoom = (page: Page, on: 'iframe' | 'box', value: string) =>
  page.evaluate(
    ([target, z]) => {
      const box = document.getElementById('box') as HTMLElement
      const element = target === 'box' ? box : (box.querySelector('iframe') as HTMLElement)
      element.style.zoom = z
    },
    [on, value] as const,
  )

/**
 * A visitor's click on an element of the zoomed frame, where it is drawn (Playwright's own click
 * does not place a frame scaled by CSS zoom, and waits for it to be stable forever).
 */
const clickDrawn = async (page: Page, target: Locator, scale: number) => {
  const at = await target.evaluate((element) => {
    const r = element.getBoundingClientRect()
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
  })
  const frame = await page.evaluate(() => {
    const r = (document.querySelector('#box iframe') as HTMLElement).getBoundingClientRect()
    return { x: r.left, y: r.top }
  })
  await page.mouse.click(frame.x + at.x * scale, frame.y + at.y * scale)
}

const visitor = (name: string) => {
  if (!app) throw new Error('no browser')
  return app.logIn(`${name}-${Date.now()}@example.com`)
}

describe.skipIf(!hasChromium)('a page that zooms the frame out (Chromium)', () => {
  it('attack: the frame zoomed to 0.2 before the ask arms no Approve in place; the popup approves', async () => {
    if (!app) return
    const address = await visitor('zoom-before')
    await zoom(app.page, 'iframe', '0.2')
    await app.askToSign(THE_ASK, address)
    const approval = app.secureFrame.locator('[data-latch-frame-approval="personal_sign"]')
    await approval.waitFor()
    const approve = app.secureFrame.locator('[data-latch-frame-approve]')
    const toPopup = app.secureFrame.locator('[data-latch-frame-open-popup]')
    // However long the visitor looks, Approve neither shows nor arms in the shrunken frame.
    await app.page.waitForTimeout(1_500)
    expect(await approve.isEnabled()).toBe(false)
    expect(await approve.isVisible()).toBe(false)
    expect(await toPopup.isVisible()).toBe(true)
    expect(await app.answers()).toEqual([])
    // The way out: the ask in a top-level window on the frame's origin, drawn at its own size.
    const [popup] = await Promise.all([
      app.page.context().waitForEvent('page'),
      clickDrawn(app.page, toPopup, 0.2),
    ])
    await popup.waitForLoadState()
    expect(await popup.evaluate(() => [window.top === window, devicePixelRatio])).toEqual([true, 1])
    const inPopup = popup.locator('[data-latch-frame-approval="personal_sign"]')
    await inPopup.waitFor()
    expect(await inPopup.textContent()).toContain(THE_ASK)
    await approveInPopup(popup)
    await expect.poll(async () => (await app.answers()).length).toBe(1)
    const [answer] = await app.answers()
    expect(answer?.type).toBe('frame/rpc-request-success')
    expect(
      await verifyMessage({
        address,
        message: THE_ASK,
        signature: answer?.payload?.result as `0x${string}`,
      }),
    ).toBe(true)
    await zoom(app.page, 'iframe', '')
  }, 60_000)

  it('attack: a box around the frame zoomed to 0.2 while Approve is armed disarms it; drawn at its size again, it arms after a fresh wait', async () => {
    if (!app) return
    const address = await visitor('zoom-after')
    await app.askToSign(THE_ASK, address)
    const approve = app.secureFrame.locator('[data-latch-frame-approve]')
    const toPopup = app.secureFrame.locator('[data-latch-frame-open-popup]')
    await approve.waitFor()
    await expect.poll(() => approve.isEnabled()).toBe(true)
    await zoom(app.page, 'box', '0.2')
    await expect.poll(() => approve.isEnabled()).toBe(false)
    expect(await approve.isVisible()).toBe(false)
    expect(await toPopup.isVisible()).toBe(true)
    await app.page.waitForTimeout(1_500)
    expect(await approve.isEnabled()).toBe(false)
    await zoom(app.page, 'box', '')
    await expect.poll(() => approve.isVisible()).toBe(true)
    expect(await toPopup.isVisible()).toBe(false)
    await expect.poll(() => approve.isEnabled()).toBe(true)
    await app.secureFrame.locator('[data-latch-frame-reject]').click()
    await expect.poll(async () => (await app.answers()).length).toBe(1)
    expect((await app.answers())[0]?.payload).toMatchObject({ code: 4001 })
  }, 60_000)

  it('behavior: at zoom 1 nothing changes: Approve arms and signs in place, no popup is offered or opened', async () => {
    if (!app) return
    const address = await visitor('zoom-one')
    await app.askToSign('Hello', address)
    const approve = app.secureFrame.locator('[data-latch-frame-approve]')
    await approve.waitFor()
    expect(await app.secureFrame.locator('[data-latch-frame-open-popup]').isVisible()).toBe(false)
    await approve.hover()
    await expect
      .poll(
        async () => {
          await approve.click({ timeout: 1_000 }).catch(() => undefined)
          return (await app.answers()).length
        },
        { timeout: 15_000, interval: 700 },
      )
      .toBe(1)
    expect((await app.answers())[0]?.type).toBe('frame/rpc-request-success')
    expect(app.page.context().pages()).toHaveLength(1)
  }, 60_000)
})

describe.skipIf(!hasChromium)('a page that zooms the frame out on a 3× screen (Chromium)', () => {
  // devicePixelRatio is the screen's 3 × the page's 0.3 = 0.9, above the floor: only the
  // pointer (screen points per CSS pixel of the frame) tells that the ask is drawn at 0.3.
  const dense = hasChromium
    ? startForTests(() => startFramedApp({ deviceScaleFactor: 3 }), 90_000)
    : undefined

  /** The visitor's pointer crosses the frame where it is drawn, in small steps. */
  const sweep = async (page: Page, scale: number) => {
    await page.mouse.move(50, 50)
    await page.mouse.move(40 + 100 * scale, 40 + 400 * scale, { steps: 6 })
  }

  it('attack: a frame zoomed to 0.3 arms Approve only until the pointer reads its scale; then the popup is offered', async () => {
    if (!dense) return
    const address = await dense.logIn(`dense-${Date.now()}@example.com`)
    await zoom(dense.page, 'iframe', '0.3')
    await dense.askToSign(THE_ASK, address)
    const approve = dense.secureFrame.locator('[data-latch-frame-approve]')
    const toPopup = dense.secureFrame.locator('[data-latch-frame-open-popup]')
    await approve.waitFor()
    expect(
      await approve.evaluate((button) => button.ownerDocument.defaultView?.devicePixelRatio),
    ).toBeCloseTo(0.9, 5)
    await sweep(dense.page, 0.3)
    await expect.poll(() => toPopup.isVisible()).toBe(true)
    expect(await approve.isVisible()).toBe(false)
    await dense.page.waitForTimeout(1_500)
    expect(await approve.isEnabled()).toBe(false)
    await clickDrawn(dense.page, dense.secureFrame.locator('[data-latch-frame-reject]'), 0.3)
    await expect.poll(async () => (await dense.answers()).length).toBe(1)
    expect((await dense.answers())[0]?.payload).toMatchObject({ code: 4001 })
  }, 60_000)

  it('behavior: at zoom 1 on a 3× screen the pointer reads 1: Approve arms and signs in place', async () => {
    if (!dense) return
    const address = await dense.logIn(`dense-one-${Date.now()}@example.com`)
    await dense.askToSign('Hello', address)
    const approve = dense.secureFrame.locator('[data-latch-frame-approve]')
    await approve.waitFor()
    await sweep(dense.page, 1)
    await approve.hover()
    await dense.page.waitForTimeout(600)
    expect(await approve.isVisible()).toBe(true)
    expect(await dense.secureFrame.locator('[data-latch-frame-open-popup]').isVisible()).toBe(false)
    await expect
      .poll(
        async () => {
          await approve.click({ timeout: 1_000 }).catch(() => undefined)
          return (await dense.answers()).length
        },
        { timeout: 15_000, interval: 700 },
      )
      .toBe(1)
    expect((await dense.answers())[0]?.type).toBe('frame/rpc-request-success')
  }, 60_000)
})
