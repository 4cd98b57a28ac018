import { describe, expect, it } from 'vitest'
import { answerInFrame } from './support/approveInFrame.ts'
import { hasChromium } from './support/launchChromium.ts'
import { logInByEmail } from './support/logInByEmail.ts'
import { openPlayground } from './support/openPlayground.ts'

declare global {
  interface Window {
    /** Who held the keyboard each time the secure frame hid (this file's probe). */
    latchFocusAtHide?: string[]
  }
}

describe.skipIf(!hasChromium)('the secure frame gives the keyboard back (Chromium)', () => {
  it('behavior: the moment the frame hides after an answer, the focus is in the modal, not the hidden frame; Escape then closes the modal at once', async () => {
    const p = await openPlayground('?siwx=0')
    await logInByEmail(p, 'focus')
    await p.connectButton.click()
    await p.view('Account').waitFor()
    // Each time the frame hides (its width goes to 0), who has the keyboard, read in the same
    // task: no later focus move of the modal's next view can hide a gap.
    await p.page.evaluate(() => {
      const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-latch-frame]')
      if (!iframe) throw new Error('no secure frame')
      const seen: string[] = []
      window.latchFocusAtHide = seen
      let shown = iframe.style.width !== '0px'
      new MutationObserver(() => {
        const hidden = iframe.style.width === '0px'
        if (shown && hidden) {
          const host = document.querySelector('[data-latch-host]')
          const dialog = host?.shadowRoot?.querySelector('[data-testid="latch-modal"]')
          const inner = host?.shadowRoot?.activeElement ?? null
          const active = document.activeElement
          seen.push(
            active === iframe
              ? 'the hidden frame'
              : active === host && inner !== null && dialog?.contains(inner)
                ? 'the modal'
                : (active?.tagName ?? 'nothing'),
          )
        }
        shown = !hidden
      }).observe(iframe, { attributes: true, attributeFilter: ['style'] })
    })
    // The app asks for a signature while the modal is open: ApproveTransaction, then Account.
    await p.page.evaluate(() =>
      document.querySelector<HTMLButtonElement>('[data-testid="playground-sign-message"]')?.click(),
    )
    await answerInFrame(p, 'approve')
    await expect.poll(() => p.page.evaluate(() => window.latchFocusAtHide?.length)).toBe(1)
    expect(await p.page.evaluate(() => window.latchFocusAtHide)).toEqual(['the modal'])
    expect(await p.page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME')
    const pressed = performance.now()
    await p.page.keyboard.press('Escape')
    await p.modal.waitFor({ state: 'detached', timeout: 2_000 })
    console.log(
      `[measure] Escape after the answer → modal gone ${(performance.now() - pressed).toFixed(0)} ms`,
    )
  }, 150_000)
})
