import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/checkView.ts'
import { hasChromium } from './support/launchChromium.ts'
import { openPlayground, type PlaygroundPage, playground } from './support/openPlayground.ts'

const statusOf = (p: PlaygroundPage) =>
  p.page.locator('[data-testid="playground-status"]').textContent()

describe.skipIf(!hasChromium)('Farcaster login through the dev relay (Chromium)', () => {
  it('behavior: Farcaster on Connect shows the sign-in as a QR; approving it on the dev page ends connected with an embedded wallet; ProfileWallets lists it', async () => {
    const p = await openPlayground('?siwx=0')
    await p.connectButton.click()
    const connect = p.view('Connect')
    await connect.waitFor()
    const clicked = performance.now()
    await connect.locator('[data-latch-social="farcaster"]').click()

    const view = p.view('ConnectingFarcaster')
    const qr = view.locator('[data-latch-farcaster-uri]')
    await qr.waitFor()
    const clickToQrMs = performance.now() - clicked
    const uri = (await qr.getAttribute('data-latch-farcaster-uri')) as string
    expect(new URL(uri).origin).toBe(playground().farcasterUrl)
    expect(await qr.locator('svg').count()).toBe(1)
    expect(await view.locator('[data-latch-farcaster-open]').getAttribute('href')).toBe(uri)
    expect(await axeViolations(p.modal)).toEqual([])
    expect(await statusOf(p)).toBe('disconnected')

    // The visitor's Farcaster client: the relay's dev approve page, in another tab.
    const client = await p.page.context().newPage()
    await client.goto(uri)
    const fid = 100_000 + Math.floor(Math.random() * 900_000)
    await client.locator('input[name="fid"]').fill(String(fid))
    await client.locator('input[name="username"]').fill('e2e-caster')
    const approved = performance.now()
    await client.locator('[data-farcaster-approve]').click()
    await client.locator('[data-farcaster-done]').waitFor()
    await client.close()

    // The modal's next look at the sign-in finds it approved; the frame logs in.
    await p.view('Account').waitFor({ timeout: 30_000 })
    const approveToAccountMs = performance.now() - approved
    await expect.poll(() => statusOf(p)).toBe('connected')
    const address = (await p.page
      .locator('[data-testid="playground-address"]')
      .textContent()) as string
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const appStorage = await p.page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(appStorage).not.toMatch(/0x[0-9a-f]{64}/i)

    // ProfileWallets, from Account: the embedded wallet's connection, marked active.
    await p.view('Account').locator('[data-latch-profile-wallets]').click()
    const wallets = p.view('ProfileWallets')
    await wallets.waitFor()
    const row = wallets.locator('[data-latch-profile-wallet="eip155"]')
    expect(await row.getAttribute('aria-current')).toBe('true')
    expect(await row.getAttribute('data-latch-connector')).toBe('latch-auth')
    expect(await row.locator(`[data-latch-address="${address}"]`).count()).toBe(1)
    expect(await axeViolations(p.modal)).toEqual([])

    // By keyboard: Tab reaches the row's Disconnect (named for its wallet); Enter ends it.
    const disconnect = row.getByRole('button', { name: 'Disconnect Embedded wallet (EVM)' })
    expect(await disconnect.count()).toBe(1)
    let onDisconnect = false
    for (let i = 0; i < 12 && !onDisconnect; i++) {
      await p.page.keyboard.press('Tab')
      onDisconnect = await p.page.evaluate(
        () =>
          document.activeElement?.shadowRoot?.activeElement?.hasAttribute(
            'data-latch-profile-disconnect',
          ) === true,
      )
    }
    expect(onDisconnect, 'Tab never reached Disconnect').toBe(true)
    await p.page.keyboard.press('Enter')
    await p.view('Connect').waitFor()
    await expect.poll(() => statusOf(p)).toBe('disconnected')

    console.log(
      `[measure] Farcaster click→QR ${clickToQrMs.toFixed(0)} ms (frame load incl.), approve→Account ${approveToAccountMs.toFixed(0)} ms (poll 1.5 s)`,
    )
    expect(p.errors).toEqual([])
  }, 120_000)

  it('behavior: Cancel on ConnectingFarcaster goes back to Connect, still disconnected', async () => {
    const p = await openPlayground('?siwx=0')
    await p.connectButton.click()
    await p.view('Connect').waitFor()
    await p.view('Connect').locator('[data-latch-social="farcaster"]').click()
    const view = p.view('ConnectingFarcaster')
    await view.locator('[data-latch-farcaster-uri]').waitFor()
    await view.locator('[data-latch-farcaster-cancel]').click()
    await p.view('Connect').waitFor()
    expect(await p.view('Connect').locator('[data-latch-social-error]').count()).toBe(0)
    expect(await statusOf(p)).toBe('disconnected')
    expect(p.errors).toEqual([])
  }, 60_000)
})
