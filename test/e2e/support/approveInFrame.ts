import type { FrameLocator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { PlaygroundPage } from './openPlayground.ts'

/** The secure frame's document (its own origin): where its approval UI lives. */
export const secureFrame = (p: PlaygroundPage): FrameLocator =>
  p.page.frameLocator('iframe[data-latch-frame]')

/**
 * Waits for ApproveTransaction, then presses Approve (or Reject) in the secure frame's own
 * UI, as the visitor does: a real click inside the frame, which the app's page cannot make.
 *
 * The frame arms Approve only while it is really seen (IntersectionObserver v2), once the ask
 * was scrolled to its end, and once the pointer has been in the frame for the arm time; it
 * disarms while it is not seen, e.g. while the modal's view slides in: a click in such a moment
 * is dropped, as it would be for the visitor, who then clicks again. So
 * does this, until the ask it answered is gone (the next queued ask is a new element and is
 * never clicked by mistake).
 *
 * @example
 * import { answerInFrame } from './support/approveInFrame.ts'
 * await page.locator('[data-testid="playground-sign-message"]').click()
 * await answerInFrame(p, 'approve')
 */
export const answerInFrame = async (p: PlaygroundPage, answer: 'approve' | 'reject') => {
  await p.view('ApproveTransaction').waitFor()
  const ask = await secureFrame(p).locator('[data-latch-frame-approval]').elementHandle()
  const selector = answer === 'approve' ? '[data-latch-frame-approve]' : '[data-latch-frame-reject]'
  const answered = () => ask.evaluate((element) => !element.isConnected)
  await expect
    .poll(
      async () => {
        if (await answered()) return true
        if (answer === 'approve') {
          // As the visitor does: the pointer over the ask, which is read to its end (a list
          // taller than the frame arms Approve only then), then the press.
          const list = await ask.$('dl')
          await list?.hover({ timeout: 5_000 }).catch(() => undefined)
          await p.page.mouse.wheel(0, 100_000)
        }
        const button = await ask.$(selector)
        await button?.click({ timeout: 5_000 }).catch(() => undefined)
        return answered()
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true)
}

/**
 * With the visitor logged in to the embedded wallet: closes the modal, asks the playground to
 * sign its message and approves it in the frame's own UI (which holds the request until then).
 * The signature the page shows.
 *
 * @example
 * import { signInFrame } from './support/approveInFrame.ts'
 * const signature = await signInFrame(p)
 */
export const signInFrame = async (p: PlaygroundPage): Promise<`0x${string}`> => {
  await p.page.keyboard.press('Escape')
  await p.modal.waitFor({ state: 'detached' })
  await p.page.locator('[data-testid="playground-sign-message"]').click()
  await answerInFrame(p, 'approve')
  const output = p.page.locator('[data-testid="playground-signature"]')
  await output.waitFor()
  return (await output.textContent()) as `0x${string}`
}

/**
 * Approves the ask shown in the approval popup (the frame's own top-level window), as the
 * visitor does: the pointer over the ask, then Approve, pressed again until it armed and the
 * popup closed.
 *
 * @example
 * import { approveInPopup } from '../e2e/support/approveInFrame.ts'
 * await approveInPopup(popup)
 */
export const approveInPopup = async (popup: Page) => {
  await popup.locator('[data-latch-frame-approval] dl').hover()
  await expect
    .poll(
      async () => {
        if (popup.isClosed()) return true
        await popup
          .locator('[data-latch-frame-approve]')
          .click({ timeout: 2_000 })
          .catch(() => undefined)
        return popup.isClosed()
      },
      { timeout: 20_000, interval: 700 },
    )
    .toBe(true)
}
