import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import type { PlaygroundPage } from './openPlayground.ts'

/**
 * From Account, a visitor's swap up to its preview: opens Swap, types `amount` of ETH first,
 * then picks `to` as the token bought, waits for the quote and reviews it. Gives the SwapPreview
 * view (its fee and confirm button are the test's to read and press).
 *
 * @example
 * import { reviewSwap } from './support/reviewSwap.ts'
 * const preview = await reviewSwap(p, { amount: '0.01', to: 'LDT' })
 */
export const reviewSwap = async (
  p: PlaygroundPage,
  order: { readonly amount: string; readonly to: string },
): Promise<Locator> => {
  const account = p.view('Account')
  await account.waitFor()
  const swap = p.view('Swap')
  // The Swap views load lazily; a click landing while Account still slides in is clicked again.
  await expect
    .poll(
      async () => {
        if (await swap.isVisible()) return true
        await account
          .locator('[data-latch-feature="swaps"]')
          .click({ timeout: 5_000 })
          .catch(() => undefined)
        return swap.isVisible()
      },
      { timeout: 60_000, interval: 3_000 },
    )
    .toBe(true)
  await swap
    .locator('[data-latch-swap-token-button="from"][data-latch-swap-symbol="ETH"]')
    .waitFor()
  await swap.locator('[data-latch-swap-amount]').fill(order.amount)
  await swap.locator('[data-latch-swap-token-button="to"]').click()
  await p
    .view('SwapSelectToken')
    .locator(`[data-latch-swap-option="${order.to}"]`)
    .click({ timeout: 20_000 })
  await swap.locator('[data-latch-swap-quote]').waitFor({ timeout: 20_000 })
  await swap.locator('[data-latch-swap-review]:enabled').click()
  return p.view('SwapPreview')
}
