import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { hasChromium } from '../e2e/support/launchChromium.ts'
import { startForTests } from '../support/startForTests.ts'
import { FRAME_BOX, startFramedApp } from './support/framedApp.ts'

// Attacker pass, round 13: a script on the app's page (it owns the page, and the theme the app
// syncs to the frame) tries to make the visitor approve an ask they never saw, by showing its
// own words where the frame's ask is, while Intersection Observer v2 still calls the frame
// seen and Approve arms. In Chromium, against the real frame server and its auth service.
const app = hasChromium ? startForTests(() => startFramedApp(), 90_000) : undefined

const THE_ASK = 'Transfer every token to 0x000000000000000000000000000000000000dEaD'

/** Share of the frame's box painted in the decoy's red (the app's page showing through). */
const decoyShare = async () => {
  if (!app) throw new Error('no browser')
  const { left: x, top: y, width, height } = FRAME_BOX
  const shot = PNG.sync.read(await app.page.screenshot({ clip: { x, y, width, height } }))
  let red = 0
  for (let i = 0; i < shot.data.length; i += 4) {
    const [r = 0, g = 0, b = 0] = [shot.data[i], shot.data[i + 1], shot.data[i + 2]]
    if (r > 200 && g < 80 && b < 80) red++
  }
  return red / (shot.width * shot.height)
}

/** Opens the app's page and logs a fresh visitor in through the frame: their address. */
const visitor = (name: string) => {
  if (!app) throw new Error('no browser')
  return app.logIn(`${name}-${Date.now()}@example.com`)
}

describe.skipIf(!hasChromium)('the frame shows its ask as it is (Chromium)', () => {
  it('attack: a synced theme that makes the frame see-through and its text invisible leaves the frame in its own colours', async () => {
    if (!app) return
    const address = await visitor('theme')
    const see = 'transparent'
    const theme = await app.ask('app/sync-theme', {
      themeVariables: {
        '--latch-bg': see,
        '--latch-fg': see,
        '--latch-muted': see,
        '--latch-surface': see,
        '--latch-border': see,
        '--latch-accent': see,
        '--latch-accent-text': see,
      },
    })
    expect(theme.type).toBe('frame/sync-theme-success')
    await app.askToSign(THE_ASK, address)
    const approval = app.secureFrame.locator('[data-latch-frame-approval="personal_sign"]')
    await approval.waitFor()
    expect(await approval.textContent()).toContain(THE_ASK)
    const approve = app.secureFrame.locator('[data-latch-frame-approve]')
    // Approve arms (the frame is on top, uncovered, opaque to IO v2) …
    await expect.poll(() => approve.isEnabled()).toBe(true)
    // … so what the visitor sees in the frame's box must be the frame's own ask, not the page.
    const colours = await approval.evaluate((main) => {
      const view = main.ownerDocument.defaultView as Window
      const dd = main.querySelector('dd') as Element
      return {
        page: view.getComputedStyle(main.ownerDocument.body).backgroundColor,
        text: view.getComputedStyle(dd).color,
      }
    })
    expect(colours).toEqual({ page: 'rgb(255, 255, 255)', text: 'rgb(17, 24, 39)' })
    expect(await decoyShare()).toBe(0)
    await app.secureFrame.locator('[data-latch-frame-reject]').click()
  }, 60_000)

  it('behavior: a legible theme is still the app’s: its accent and dark colours show in the frame', async () => {
    if (!app) return
    const address = await visitor('legible')
    await app.ask('app/sync-theme', {
      themeMode: 'dark',
      themeVariables: { '--latch-accent': '#7c3aed', '--latch-bg': 'rgb(16 16 20)' },
    })
    await app.askToSign('Hello', address)
    const approve = app.secureFrame.locator('[data-latch-frame-approve]')
    await approve.waitFor()
    const [accent, page] = await approve.evaluate((button) => {
      const view = button.ownerDocument.defaultView as Window
      return [
        view.getComputedStyle(button).backgroundColor,
        view.getComputedStyle(button.ownerDocument.body).backgroundColor,
      ]
    })
    expect([accent, page]).toEqual(['rgb(124, 58, 237)', 'rgb(16, 16, 20)'])
    await app.secureFrame.locator('[data-latch-frame-reject]').click()
  }, 60_000)

  it('attack: a page that clips the frame to its buttons and paints its own ask above them arms no Approve; the whole frame on screen does', async () => {
    if (!app) return
    const address = await visitor('clip')
    await app.askToSign(THE_ASK, address)
    const approve = app.secureFrame.locator('[data-latch-frame-approve]')
    await approve.waitFor()
    await expect.poll(() => approve.isEnabled()).toBe(true)
    // Only the frame's last 90 px (its buttons) stay on screen, under the decoy's words; the
    // ask itself is clipped away by a box of the page (no opacity, transform or cover).
    const clip = (shown: number) =>
      app.page.evaluate(
        ([visible, full]) => {
          const box = document.getElementById('box') as HTMLElement
          const iframe = box.querySelector('iframe') as HTMLIFrameElement
          box.style.overflow = 'hidden'
          box.style.top = `${40 + full - visible}px`
          box.style.height = `${visible}px`
          iframe.style.top = `${visible - full}px`
        },
        [shown, FRAME_BOX.height] as const,
      )
    await clip(90)
    await expect.poll(() => approve.isEnabled()).toBe(false)
    // It stays disarmed however long the visitor looks at the page's words.
    await app.page.waitForTimeout(1_500)
    expect(await approve.isEnabled()).toBe(false)
    // A clip-path on the frame itself that leaves only its buttons: the same.
    await clip(FRAME_BOX.height)
    await expect.poll(() => approve.isEnabled()).toBe(true)
    await app.page.evaluate(() => {
      const iframe = document.querySelector('#box iframe') as HTMLIFrameElement
      iframe.style.clipPath = 'inset(80% 0 0 0)'
    })
    await expect.poll(() => approve.isEnabled()).toBe(false)
    // The whole frame on screen again: Approve arms, and the visitor's press signs.
    await app.page.evaluate(() => {
      const iframe = document.querySelector('#box iframe') as HTMLIFrameElement
      iframe.style.clipPath = ''
    })
    await expect.poll(() => approve.isEnabled()).toBe(true)
    await app.secureFrame.locator('[data-latch-frame-reject]').click()
  }, 60_000)

  it('attack: after a login the app’s page reaches none of the frame’s document, storage or IndexedDB', async () => {
    if (!app) return
    await visitor('storage')
    const reached = await app.page.evaluate(() => {
      const target = document.querySelector('#box iframe') as HTMLIFrameElement
      const win = target.contentWindow as unknown as Record<string, unknown>
      return ['document', 'localStorage', 'sessionStorage', 'indexedDB', 'caches'].flatMap(
        (name) => {
          try {
            return win[name] === undefined ? [] : [name]
          } catch {
            return []
          }
        },
      )
    })
    expect(reached).toEqual([])
  }, 60_000)

  it('attack: a second ask queued behind the first takes nothing of a double click meant for the first', async () => {
    if (!app) return
    const address = await visitor('double')
    await app.askToSign('First', address)
    await app.askToSign(THE_ASK, address)
    const first = app.secureFrame.locator('[data-latch-frame-approval]')
    await expect.poll(() => first.textContent()).toContain('First')
    const approve = app.secureFrame.locator('[data-latch-frame-approve]')
    await expect.poll(() => approve.isEnabled()).toBe(true)
    await approve.hover()
    await app.page.waitForTimeout(600)
    // Two presses 50 ms apart: the second lands on the next ask's Approve, at the same place.
    const box = await approve.boundingBox()
    if (!box) throw new Error('no Approve')
    await app.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, {
      clickCount: 2,
      delay: 50,
    })
    await expect.poll(async () => (await app.answers()).length).toBe(1)
    await expect.poll(() => first.textContent()).toContain(THE_ASK)
    await app.page.waitForTimeout(1_000)
    const answers = await app.answers()
    expect(answers.map((a) => a.type)).toEqual(['frame/rpc-request-success'])
    await app.secureFrame.locator('[data-latch-frame-reject]').click()
    await expect.poll(async () => (await app.answers()).length).toBe(2)
    expect((await app.answers())[1]?.payload).toMatchObject({ code: 4001 })
  }, 60_000)
})
