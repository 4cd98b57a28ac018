import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { answerInFrame } from './support/approveInFrame.ts'
import { hasChromium } from './support/launchChromium.ts'
import { openPlayground, type PlaygroundPage, playground } from './support/openPlayground.ts'

const statusOf = (p: PlaygroundPage) =>
  p.page.locator('[data-testid="playground-status"]').textContent()

describe.skipIf(!hasChromium)('social login through the local OpenID provider (Chromium)', () => {
  it('behavior: Google on Connect opens the popup; the dev login there reaches Account; the embedded wallet signs', async () => {
    const p = await openPlayground('?siwx=0')
    await p.connectButton.click()
    const connect = p.view('Connect')
    await connect.waitFor()

    const opened = p.page.waitForEvent('popup')
    const started = performance.now()
    await connect.locator('[data-latch-social="google"]').click()
    const popup = await opened
    await p.view('ConnectingSocial').waitFor()

    // The provider's own dev login form, on the OIDC origin.
    const login = popup.locator('input[name="login"]')
    await login.waitFor()
    expect(new URL(popup.url()).origin).toBe(playground().oidcUrl)
    await login.fill(`e2e-social-${Date.now()}`)
    await popup.locator('input[name="password"]').fill('dev')
    await popup.locator('button[type="submit"]').click()

    // Back through the frame's callback page; the modal closes the popup and connects.
    await p.view('Account').waitFor({ timeout: 30_000 })
    const clickToAccountMs = performance.now() - started
    await expect.poll(() => statusOf(p)).toBe('connected')
    await expect.poll(() => popup.isClosed()).toBe(true)
    const address = (await p.page
      .locator('[data-testid="playground-address"]')
      .textContent()) as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // Neither the provider's tokens nor the wallet key reached the app's storage.
    const appStorage = await p.page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(appStorage).not.toMatch(/0x[0-9a-f]{64}/i)
    expect(appStorage).not.toMatch(/eyJ[\w-]+\.[\w-]+\./)

    // Sign a message in the frame; viem verifies it against the embedded account.
    await p.page.keyboard.press('Escape')
    await p.modal.waitFor({ state: 'detached' })
    await p.page.locator('[data-testid="playground-sign-message"]').click()
    // The frame holds the request until the visitor approves it in the frame's own UI.
    await answerInFrame(p, 'approve')
    const output = p.page.locator('[data-testid="playground-signature"]')
    await output.waitFor()
    expect(
      await verifyMessage({
        address,
        message: 'Hello from the Latch playground',
        signature: (await output.textContent()) as `0x${string}`,
      }),
    ).toBe(true)
    console.log(
      `[measure] social click→Account ${clickToAccountMs.toFixed(0)} ms (incl. form fill)`,
    )
    expect(p.errors).toEqual([])
  }, 120_000)

  it('behavior: closing the popup returns to Connect with a clear message', async () => {
    const p = await openPlayground('?siwx=0')
    await p.connectButton.click()
    const connect = p.view('Connect')
    await connect.waitFor()
    const opened = p.page.waitForEvent('popup')
    await connect.locator('[data-latch-social="github"]').click()
    // Closed at once: the provider remembers this browser's login from the test above and
    // would otherwise send it straight back.
    const popup = await opened
    await popup.close()
    const error = p.view('Connect').locator('[data-latch-social-error]')
    await error.waitFor()
    expect(await error.textContent()).toBe(
      'The login window was closed before the login finished. Try again.',
    )
    expect(await statusOf(p)).toBe('disconnected')
  }, 60_000)
})
