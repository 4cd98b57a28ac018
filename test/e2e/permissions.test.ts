import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { hasChromium } from './support/launchChromium.ts'
import { connectDevWallet, openPlayground, playground } from './support/openPlayground.ts'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe.skipIf(!hasChromium)('ERC-7715 permissions in Chromium', () => {
  it('behavior: the page grants its session key 0.01 ETH through the dev wallet; the key pays within it, past it reverts, revoke ends it', async () => {
    const [first] = playground().chains
    const chain = createPublicClient({ transport: http(first?.url) })
    const before = await chain.getBalance({ address: recipient })
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    await p.view('Account').waitFor()
    await p.page.keyboard.press('Escape')
    const result = (id: string) => p.page.locator(`[data-testid="${id}"]`)

    await p.page.locator('[data-testid="playground-grant"]').click()
    await result('playground-grant-result').waitFor({ timeout: 30_000 })
    expect(await result('playground-grant-result').textContent()).toMatch(
      /^granted 0x[0-9a-f]{64}$/,
    )
    const spend = async () => {
      const button = p.page.locator('[data-testid="playground-session-spend"]')
      await button.click()
      // Pending while disabled; then exactly one of the result or the error shows.
      await expect.poll(() => button.isEnabled()).toBe(true)
      const ok = result('playground-session-spend-result')
      const failed = result('playground-session-spend-result-error')
      await expect.poll(async () => (await ok.count()) + (await failed.count())).toBe(1)
      return ((await ok.count()) ? await ok.textContent() : await failed.textContent()) ?? ''
    }
    expect(await spend()).toMatch(/^success 0x/)
    expect(await spend()).toMatch(/^success 0x/)
    // 0.012 ETH would be past the 0.01 ETH limit.
    expect(await spend()).toBe('reverted: OverLimit')
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.008'))

    await p.page.locator('[data-testid="playground-revoke"]').click()
    await result('playground-revoke-result').waitFor({ timeout: 30_000 })
    expect(await spend()).toBe('reverted: SessionRevoked')
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.008'))
    expect(p.errors).toEqual([])
  }, 120_000)
})
