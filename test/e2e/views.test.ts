import { describe, expect, it } from 'vitest'
import { checkView } from './support/checkView.ts'
import { hasChromium } from './support/launchChromium.ts'
import {
  connectDevWallet,
  focusInModal,
  openPlayground,
  playground,
} from './support/openPlayground.ts'
import { saveScreenshot } from './support/saveScreenshot.ts'

const red = 'rgb(255, 0, 0)'

describe.skipIf(!hasChromium)('modal views in Chromium', () => {
  it('behavior: required sign-in refuses Escape, Cancel disconnects, Sign closes', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=required')
    await connectDevWallet(p)
    const sign = p.view('SIWXSignMessage')
    await checkView(p.modal, 'SIWXSignMessage')
    await p.page.keyboard.press('Escape')
    await expect.poll(() => p.modal.getAttribute('data-shake')).toBe('true')
    expect(await sign.isVisible()).toBe(true)
    await sign.locator('[data-latch-siwx-cancel]').click()
    await expect.poll(() => p.connectButton.getAttribute('data-status')).toBe('disconnected')
    await sign.waitFor({ state: 'detached' })
    // docs/DECISIONS.md: after that disconnect the modal stays open on Connect, focus inside.
    await p.view('Connect').waitFor()
    expect(await p.modal.isVisible()).toBe(true)
    expect((await focusInModal(p.page)).inside).toBe(true)
    await p.view('Connect').locator('[data-latch-connector="dev.latch.wallet"]').click()
    await sign.locator('[data-latch-siwx-sign]').click()
    await p.modal.waitFor({ state: 'detached' })
    expect(await p.connectButton.getAttribute('data-status')).toBe('connected')
  })

  it('behavior: a wallet on a network the app does not list opens UnsupportedChain', async () => {
    const [first, second] = playground().chains
    if (!first || !second) throw new Error('the playground has two chains')
    const p = await openPlayground(`?autoApprove=1&siwx=0&networks=${first.chainId}`)
    await connectDevWallet(p)
    await p.view('Account').waitFor()
    await p.page.evaluate(
      (chainId) =>
        (
          window as unknown as {
            latchDevWallet: { request: (a: { method: string; params: unknown[] }) => unknown }
          }
        ).latchDevWallet.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        }),
      second.chainId,
    )
    const unsupported = p.view('UnsupportedChain')
    await checkView(p.modal, 'UnsupportedChain')
    await expect
      .poll(() => p.page.locator('[data-testid="playground-network"]').textContent())
      .toContain('Unknown Network')
    await unsupported.locator(`[data-latch-network="eip155:${first.chainId}"]`).click()
    await expect
      .poll(() => p.page.locator('[data-testid="playground-network"]').textContent())
      .toContain(`eip155:${first.chainId}`)
  })

  it('behavior: light theme, and host CSS cannot reach the modal', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0&theme=light')
    await p.page.addStyleTag({ content: '* { color: red !important }' })
    expect(await p.connectButton.evaluate((el) => getComputedStyle(el).color)).toBe(red)
    await p.connectButton.click()
    const connect = p.view('Connect')
    await connect.waitFor()
    const colors = await p.modal.evaluate((modal) =>
      [modal, ...modal.querySelectorAll('h2, button, p, span')].map(
        (el) => getComputedStyle(el).color,
      ),
    )
    expect(colors.length).toBeGreaterThan(2)
    expect(colors.filter((color) => color === red)).toEqual([])
    await saveScreenshot(p.modal, 'Connect', 'light')
    await connect.locator('[data-latch-connector="dev.latch.wallet"]').click()
    await p.view('Account').waitFor()
    await expect
      .poll(() => p.view('Account').locator('[data-latch-balance]').textContent())
      .toMatch(/ETH$/)
    await saveScreenshot(p.modal, 'Account', 'light')
    await p.view('Account').locator('[data-latch-network-button]').click()
    await p.view('Networks').waitFor()
    await saveScreenshot(p.modal, 'Networks', 'light')
  })

  it('behavior: the playground Theme panel applies mode, language and themeVariables', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    const panel = p.page.locator('[data-testid="playground-theme"]')
    await panel.locator('select[name="theme"]').selectOption('light')
    await panel.locator('select[name="locale"]').selectOption('es')
    await panel.locator('input[type="color"]').fill('#be123c')
    await panel.locator('input[type="range"]').fill('4')
    await expect
      .poll(() => panel.locator('[data-testid="playground-theme-options"]').textContent())
      .toContain('\'--latch-accent\': "#be123c"')
    await panel.getByRole('button', { name: /Apply/ }).click()
    await p.page.waitForURL(/accent=%23be123c/)
    // The query keeps what was there (?autoApprove=1) and adds the panel's choices.
    expect(p.page.url()).toContain('autoApprove=1')
    const button = p.page.locator('[data-testid="latch-connect-button"]')
    await expect.poll(() => button.textContent()).toBe('Conectar billetera')
    await button.click()
    const modal = p.page.locator('[data-testid="latch-modal"]')
    await modal.locator('[data-latch-view="Connect"]').waitFor()
    expect(await modal.locator('#latch-title').textContent()).toBe('Conectar billetera')
    const look = await modal.evaluate((el) => ({
      radius: getComputedStyle(el).borderTopLeftRadius,
      accent: getComputedStyle(el).getPropertyValue('--latch-accent').trim(),
      theme: el.closest('.latch-root')?.getAttribute('data-theme'),
    }))
    expect(look).toEqual({ radius: '4px', accent: '#be123c', theme: 'light' })
    await checkView(modal, 'Connect', 'Connect-themed')
  })
})
