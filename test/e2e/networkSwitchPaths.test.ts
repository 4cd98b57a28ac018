import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/index.ts'
import { hasChromium } from './support/launchChromium.ts'
import { connectDevWallet, openPlayground, type PlaygroundPage } from './support/openPlayground.ts'
import { switchInWallet, twoChains } from './support/switchInWallet.ts'

/** Opens an Account feature (its view may take a moment to be reachable on a loaded machine). */
const openFeature = async (p: PlaygroundPage, feature: string, view: string) => {
  const account = p.view('Account')
  await account.waitFor()
  const target = p.view(view)
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true
        await account
          .locator(`[data-latch-feature="${feature}"]`)
          .click({ timeout: 5_000 })
          .catch(() => undefined)
        return target.isVisible()
      },
      { timeout: 60_000, interval: 3_000 },
    )
    .toBe(true)
  return target
}

describe.skipIf(!hasChromium)(
  'the wallet switches network in the middle of a flow (Chromium)',
  () => {
    it('behavior: on the Send preview, the modal goes back to the form with the new network’s token, the amount and receiver kept; its preview shows that network; nothing was sent', async () => {
      const { second, nonces } = twoChains()
      const p = await openPlayground('?autoApprove=1&siwx=0')
      await connectDevWallet(p)
      await p.view('Account').locator('[data-latch-feature="send"]').click()
      const send = p.view('WalletSend')
      await send.locator('[data-latch-send-token="ETH"]').waitFor({ timeout: 30_000 })
      await send.locator('[data-latch-send-token]').click()
      await p.view('WalletSendSelectToken').locator('[data-latch-token="LDT"]').click()
      await send.locator('[data-latch-send-token="LDT"]').waitFor()
      const receiver = devAccounts[1]?.address as string
      await send.locator('[data-latch-send-amount]').fill('5')
      await send.locator('[data-latch-send-receiver]').fill(receiver)
      await send.locator('[data-latch-send-preview]:enabled').click()
      await p.view('WalletSendPreview').waitFor()
      const before = await nonces()

      await switchInWallet(p, second.chainId)
      // The LDT chosen was the first network's: the form takes the new network's native token.
      await send.locator('[data-latch-send-token="ETH"]').waitFor({ timeout: 20_000 })
      expect(await send.locator('[data-latch-send-amount]').inputValue()).toBe('5')
      expect(await send.locator('[data-latch-send-receiver]').inputValue()).toBe(receiver)
      await send.locator('[data-latch-send-preview]:enabled').click({ timeout: 10_000 })
      const preview = p.view('WalletSendPreview')
      await preview.waitFor()
      expect(await preview.locator('[data-latch-send-summary]').textContent()).toBe('5 ETH')
      // The second chain is 'Latch Local 2' (playground/chain/startLocalChains.ts).
      expect(await preview.textContent()).toContain('Latch Local 2')
      await expect
        .poll(() => preview.locator('[data-latch-send-fee]').textContent(), { timeout: 20_000 })
        .toMatch(/ETH/)
      expect(await nonces()).toEqual(before)
    }, 90_000)

    it('behavior: on the Swap preview, the modal goes back to the form: the new network’s native token sold, the amount kept, the token bought to pick again; nothing was swapped', async () => {
      const { second, nonces } = twoChains()
      const p = await openPlayground('?autoApprove=1&siwx=0')
      await connectDevWallet(p)
      const swap = await openFeature(p, 'swaps', 'Swap')
      await swap
        .locator('[data-latch-swap-token-button="from"][data-latch-swap-symbol="ETH"]')
        .waitFor()
      await swap.locator('[data-latch-swap-amount]').fill('0.01')
      await swap.locator('[data-latch-swap-token-button="to"]').click()
      await p.view('SwapSelectToken').locator('[data-latch-swap-option="LDT"]').click()
      await swap.locator('[data-latch-swap-quote]').waitFor({ timeout: 20_000 })
      await swap.locator('[data-latch-swap-review]:enabled').click()
      await p.view('SwapPreview').waitFor()
      const before = await nonces()

      await switchInWallet(p, second.chainId)
      await swap.waitFor({ timeout: 20_000 })
      await swap
        .locator('[data-latch-swap-token-button="to"][data-latch-swap-symbol=""]')
        .waitFor({ timeout: 20_000 })
      expect(
        await swap
          .locator('[data-latch-swap-token-button="from"]')
          .getAttribute('data-latch-swap-symbol'),
      ).toBe('ETH')
      expect(await swap.locator('[data-latch-swap-amount]').inputValue()).toBe('0.01')
      expect(await swap.locator('[data-latch-swap-review]').isDisabled()).toBe(true)
      expect(await nonces()).toEqual(before)
    }, 120_000)

    it('behavior: on Buy, the typed amount is quoted again for the new network and the purchase lands there', async () => {
      const { second, nonces, balances } = twoChains()
      const p = await openPlayground('?autoApprove=1&siwx=0')
      const quoted: string[] = []
      p.page.on('request', (request) => {
        if (request.url().includes('/v1/onramp/quote'))
          quoted.push((JSON.parse(request.postData() ?? '{}') as { network: string }).network)
      })
      await connectDevWallet(p)
      const providers = await openFeature(p, 'onramp', 'OnRampProviders')
      await providers.locator('[data-latch-onramp-token="ETH"]').waitFor({ timeout: 20_000 })
      await providers.locator('[data-latch-onramp-amount]').fill('50')
      const ramp = providers.locator('[data-latch-onramp-provider="latch-ramp"]')
      await expect.poll(() => ramp.textContent(), { timeout: 20_000 }).toContain('About 0.0165 ETH')
      const before = await balances()
      const sent = await nonces()

      await switchInWallet(p, second.chainId)
      await expect
        .poll(() => quoted.filter((n) => n === `eip155:${second.chainId}`).length, {
          timeout: 20_000,
        })
        .toBeGreaterThan(0)
      expect(await providers.locator('[data-latch-onramp-amount]').inputValue()).toBe('50')
      await expect.poll(() => ramp.textContent(), { timeout: 20_000 }).toContain('About 0.0165 ETH')
      const opened = p.page.context().waitForEvent('page')
      await ramp.click()
      const provider = await opened
      await provider.waitForURL(/\/buy\?/, { timeout: 20_000 })
      expect(new URL(provider.url()).searchParams.get('network')).toBe(`eip155:${second.chainId}`)
      await provider.locator('[data-dev-onramp-pay]').click()
      await provider.locator('[data-dev-onramp-state="done"]').waitFor({ timeout: 20_000 })
      await provider.close()
      const inProgress = p.view('BuyInProgress')
      await expect
        .poll(() => inProgress.getAttribute('data-state'), { timeout: 20_000 })
        .toBe('arrived')
      const after = await balances()
      expect(after[0]).toBe(before[0])
      expect((after[1] ?? 0n) - (before[1] ?? 0n)).toBe(parseEther('0.0165'))
      expect(await nonces()).toEqual(sent)
    }, 150_000)
  },
)
