import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { codeFor } from './emailInbox.ts'
import type { PlaygroundPage } from './openPlayground.ts'

/**
 * Opens the modal and asks for a login code for `email` on Connect, as a visitor does; returns
 * the EmailVerifyOtp view, once it shows.
 *
 * @example
 * import { startEmailLogin } from './support/logInByEmail.ts'
 * const otpView = await startEmailLogin(p, 'ada@example.com')
 */
export const startEmailLogin = async (p: PlaygroundPage, email: string): Promise<Locator> => {
  await p.connectButton.click()
  const connect = p.view('Connect')
  await connect.waitFor()
  await connect.locator('[data-latch-email-input]').fill(email)
  await connect.locator('[data-latch-email-submit]').click()
  const otpView = p.view('EmailVerifyOtp')
  await otpView.waitFor()
  return otpView
}

/**
 * Logs in to the embedded wallet with a fresh e-mail (`<prefix>-<time>@example.com`) through
 * the dev inbox, as a visitor does, then closes the modal; returns the embedded account.
 *
 * @example
 * import { logInByEmail } from './support/logInByEmail.ts'
 * const address = await logInByEmail(await openPlayground('?siwx=0'), 'approve')
 */
export const logInByEmail = async (p: PlaygroundPage, prefix: string): Promise<`0x${string}`> => {
  const email = `${prefix}-${Date.now()}@example.com`
  const otpView = await startEmailLogin(p, email)
  await otpView.locator('[data-latch-otp-input]').fill(await codeFor(email))
  await otpView.locator('[data-latch-otp-submit]').click()
  await expect
    .poll(() => p.page.locator('[data-testid="playground-status"]').textContent())
    .toBe('connected')
  await p.page.keyboard.press('Escape')
  await p.modal.waitFor({ state: 'detached' })
  return (await p.page.locator('[data-testid="playground-address"]').textContent()) as `0x${string}`
}
