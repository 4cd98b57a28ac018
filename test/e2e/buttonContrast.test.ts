// Issue 31: the page's Latch buttons (ConnectButton, NetworkButton, AccountButton) as the
// playground paints them, checked with axe's colour-contrast rule in both themes and every
// accent the Theme panel suggests: the first thing a visitor sees reads at WCAG AA.
import { describe, expect, it } from 'vitest'
import { axeRule } from './support/checkView.ts'
import { hasChromium } from './support/launchChromium.ts'
import { connectDevWallet, openPlayground, playground } from './support/openPlayground.ts'

const buttons = [
  '[data-testid="latch-connect-button"]',
  '[data-testid="latch-network-button"]',
  '[data-testid="latch-account-button"]',
]

/** `#rrggbb` as getComputedStyle writes it. */
const rgbOf = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

describe.skipIf(!hasChromium)('page buttons', () => {
  it('rule: the three buttons pass colour-contrast in both themes and every accent the Theme panel offers', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    const accents = await p.page
      .locator('[data-testid="playground-accents"] option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    expect(accents.length, 'the Theme panel suggests accents').toBeGreaterThan(1)
    const disconnected = await axeRule(p.page, 'color-contrast', buttons.slice(0, 2))
    expect(disconnected.violations, 'disconnected, default theme').toEqual([])
    await connectDevWallet(p)
    await p.view('Account').waitFor()
    const failures: string[] = []
    for (const theme of ['dark', 'light']) {
      for (const accent of accents) {
        const query = new URLSearchParams({ autoApprove: '1', siwx: '0', theme, accent })
        await p.page.goto(`${playground().appUrl}/?${query}`)
        await expect.poll(() => p.connectButton.getAttribute('data-status')).toBe('connected')
        await p.page.locator(buttons[2] as string).waitFor()
        const label = `${theme} ${accent}`
        // The page paints its ConnectButton in the theme's accent (var(--latch-accent)).
        const painted = await p.connectButton.evaluate((el) => getComputedStyle(el).backgroundColor)
        if (painted !== rgbOf(accent)) failures.push(`${label}: ConnectButton painted ${painted}`)
        const result = await axeRule(p.page, 'color-contrast', buttons)
        failures.push(...result.violations.map((v) => `${label} ${v}`))
        failures.push(...result.incomplete.map((v) => `${label} undecided ${v}`))
        if (result.passes !== buttons.length) failures.push(`${label}: ${result.passes} passed`)
      }
    }
    expect(failures).toEqual([])
  }, 240_000)
})
