import type { FrameLocator } from 'playwright-core'
import type { PlaygroundPage } from './openPlayground.ts'

/** The secure frame's document (its own origin): where its approval UI lives. */
export const secureFrame = (p: PlaygroundPage): FrameLocator =>
  p.page.frameLocator('iframe[data-latch-frame]')

/**
 * Waits for ApproveTransaction, then presses Approve (or Reject) in the secure frame's own
 * UI, as the visitor does: a real click inside the frame, which the app's page cannot make.
 *
 * @example
 * import { answerInFrame } from './support/approveInFrame.ts'
 * await page.locator('[data-testid="playground-sign-message"]').click()
 * await answerInFrame(p, 'approve')
 */
export const answerInFrame = async (p: PlaygroundPage, answer: 'approve' | 'reject') => {
  await p.view('ApproveTransaction').waitFor()
  await secureFrame(p)
    .locator(answer === 'approve' ? '[data-latch-frame-approve]' : '[data-latch-frame-reject]')
    .click()
}
