import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkView } from './support/checkView.ts'
import { hasChromium } from './support/launchChromium.ts'
import {
  connectDevWallet,
  devAddress,
  openPlayground,
  playground,
} from './support/openPlayground.ts'

/** The dev account's onramp purchases on the first chain, as the reference server lists them. */
const onrampHistory = async () => {
  const { apiUrl, chains } = playground()
  const query = new URLSearchParams({
    projectId: 'latch-playground',
    st: 'latch-react',
    sv: '0.1.0',
    onramp: 'coinbase',
    chainId: `eip155:${chains[0]?.chainId}`,
  })
  const answer = await fetch(`${apiUrl}/v1/account/${devAddress}/history?${query}`)
  return ((await answer.json()) as { data: Array<{ id: string }> }).data
}

describe.skipIf(!hasChromium)('buy crypto from the modal through the dev onramp', () => {
  it('default: 50 USD of ETH with Latch Ramp (1 % fee): the provider page pays, BuyInProgress sees 0.0165 ETH arrive, the history flags it as an onramp purchase and Activity says Bought', async () => {
    const url = playground().chains[0]?.url
    if (!url) throw new Error('no local chain')
    const client = createPublicClient({ transport: http(url) })
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    await p.view('Account').locator('[data-latch-feature="onramp"]').click()
    const providers = p.view('OnRampProviders')
    await providers.waitFor({ timeout: 45_000 })
    await providers.locator('[data-latch-onramp-token="ETH"]').waitFor({ timeout: 20_000 })
    await providers.locator('[data-latch-onramp-amount]').fill('50')
    const ramp = providers.locator('[data-latch-onramp-provider="latch-ramp"]')
    await expect
      .poll(() => ramp.textContent(), { timeout: 20_000 })
      .toContain('About 0.0165 ETH, fee 0.50 USD')
    expect(
      await providers.locator('[data-latch-onramp-provider="dev-pay"]').textContent(),
    ).toContain('fee 0.75 USD')
    await checkView(p.modal, 'OnRampProviders')
    const historyBefore = (await onrampHistory()).length
    const before = await client.getBalance({ address: devAddress })

    const opened = p.page.context().waitForEvent('page')
    await ramp.click()
    const provider = await opened
    await provider.waitForURL(/\/buy\?/, { timeout: 20_000 })
    // The provider's page (another origin) cannot reach the app's page to navigate it.
    expect(await provider.evaluate(() => window.opener)).toBeNull()
    const inProgress = p.view('BuyInProgress')
    await inProgress.waitFor({ timeout: 30_000 })
    expect(await inProgress.getAttribute('data-state')).toBe('waiting')
    await checkView(p.modal, 'BuyInProgress')
    expect(await provider.locator('h1').textContent()).toBe('Latch Ramp')
    await provider.locator('[data-dev-onramp-pay]').click()
    await provider.locator('[data-dev-onramp-state="done"]').waitFor({ timeout: 20_000 })
    await provider.close()

    await expect
      .poll(() => inProgress.getAttribute('data-state'), { timeout: 20_000 })
      .toBe('arrived')
    expect(
      await inProgress
        .locator('[data-latch-onramp-received]')
        .getAttribute('data-latch-onramp-received'),
    ).toBe('0.0165')
    expect((await client.getBalance({ address: devAddress })) - before).toBe(parseEther('0.0165'))
    // The reference server's history keeps it among the onramp purchases (onramp=coinbase).
    await expect
      .poll(async () => (await onrampHistory()).length, { timeout: 30_000 })
      .toBe(historyBefore + 1)
    const [purchase] = await onrampHistory()
    await inProgress.locator('[data-latch-onramp-done]').click()
    await p.view('Account').waitFor()
    // Activity lists it as a purchase (the onramp page names it), not as a transfer received.
    await p.view('Account').locator('[data-latch-tab="activity"]').click()
    const row = p.view('Transactions').locator(`[data-latch-transaction="${purchase?.id}"]`)
    await expect
      .poll(() => row.locator('.latch-line').first().textContent(), { timeout: 20_000 })
      .toBe('Bought')
    expect(await row.locator('[data-latch-transaction-amount]').textContent()).toBe('+0.0165 ETH')
    expect(p.errors).toEqual([])
  }, 150_000)
})
