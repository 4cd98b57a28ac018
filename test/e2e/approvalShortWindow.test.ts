import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { answerInFrame, secureFrame } from './support/approveInFrame.ts'
import { hasChromium } from './support/launchChromium.ts'
import { logInByEmail } from './support/logInByEmail.ts'
import { openPlayground } from './support/openPlayground.ts'

describe.skipIf(!hasChromium)('embedded wallet: an approval in a short window (Chromium)', () => {
  it('behavior: a phone held sideways (740 × 360) can read the whole ask and approve it', async () => {
    const p = await openPlayground('?siwx=0')
    const address = await logInByEmail(p, 'short-window')
    await p.page.setViewportSize({ width: 740, height: 360 })
    await p.page.locator('[data-testid="playground-sign-message"]').click()
    await p.view('ApproveTransaction').waitFor()
    await secureFrame(p).locator('[data-latch-frame-approval="personal_sign"]').waitFor()
    // The frame fits the window, so the whole approval can be on screen at once.
    const frame = await p.page.locator('iframe[data-latch-frame]').boundingBox()
    expect(frame?.height).toBeLessThanOrEqual(360)
    await answerInFrame(p, 'approve')
    const signature = p.page.locator('[data-testid="playground-signature"]')
    await signature.waitFor()
    expect(
      await verifyMessage({
        address,
        message: 'Hello from the Latch playground',
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)
  }, 120_000)
})
