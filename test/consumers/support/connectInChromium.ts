import { expect } from 'vitest'
import { launchChromium } from '../../e2e/support/launchChromium.ts'
import { devAddress } from '../../e2e/support/openPlayground.ts'
import { devWalletScript } from './devWalletScript.ts'

/** What a consumer page showed on its way through a connect. */
export type ConnectRun = {
  /** Page errors and console errors (hydration warnings are console errors). */
  readonly errors: readonly string[]
  /** Requests that tried to leave 127.0.0.1 (all blocked). */
  readonly blocked: readonly string[]
  /** Console warnings, to find React's hydration warnings among them. */
  readonly warnings: readonly string[]
}

/**
 * Opens a consumer app's page in Chromium with the dev wallet installed, renders its
 * ConnectButton, opens the modal, picks the dev wallet and waits for the Account view and the
 * app's own `useLatchAccount` to show the dev address.
 *
 * @example
 * import { connectInChromium } from './connectInChromium.ts'
 * const run = await connectInChromium(server.url, chainUrl)
 * expect(run.errors).toEqual([])
 */
export const connectInChromium = async (url: string, chainUrl: string): Promise<ConnectRun> => {
  const session = await launchChromium()
  const warnings: string[] = []
  try {
    await session.context.addInitScript(await devWalletScript(chainUrl))
    const { page } = session
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(url)
    const button = page.locator('[data-testid="latch-connect-button"]')
    await button.waitFor()
    await expect.poll(() => button.getAttribute('data-status')).toBe('disconnected')
    await button.click()
    const modal = page.locator('[data-testid="latch-modal"]')
    const connect = modal.locator('[data-latch-view="Connect"]')
    await connect.locator('[data-latch-connector="dev.latch.wallet"]').click()
    await modal.locator('[data-latch-view="Account"]').waitFor()
    await expect
      .poll(() => page.locator('[data-testid="consumer-account"]').textContent())
      .toBe(`connected ${devAddress}`)
    await expect.poll(() => button.getAttribute('data-status')).toBe('connected')
    return { errors: [...session.errors], blocked: [...session.blocked], warnings }
  } finally {
    await session.close()
  }
}
