import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { PORTFOLIO_CACHE_MS } from '../../runtime/constants.ts'
import { answerInFrame } from './support/approveInFrame.ts'
import { codeFor } from './support/emailInbox.ts'
import { hasChromium } from './support/launchChromium.ts'
import { openPlayground, type PlaygroundPage, playground } from './support/openPlayground.ts'
import { reviewSwap } from './support/reviewSwap.ts'

const chain = () => {
  const url = playground().chains[0]?.url
  if (!url) throw new Error('no local chain')
  return createPublicClient({ transport: http(url) })
}

/** Anvil mines only when told to from here on (`true`), or at once again (`false`). */
const holdBlocks = (hold: boolean) =>
  chain().request({ method: 'evm_setAutomine' as never, params: [!hold] as never })
const mine = () => chain().request({ method: 'evm_mine' as never })

/** Closes the modal and opens it again on Account's Activity tab: what a visitor checks. */
const openActivity = async (p: PlaygroundPage) => {
  // The answer is seen gone from the secure frame a moment before the frame hides and hands
  // the keyboard back to the modal (frameFocus.test.ts holds that hand-over): Escape waits for it.
  await expect
    .poll(() => p.page.evaluate(() => document.activeElement?.tagName), { timeout: 15_000 })
    .not.toBe('IFRAME')
  await p.page.keyboard.press('Escape')
  await p.modal.waitFor({ state: 'detached' })
  await p.connectButton.click()
  await p.view('Account').locator('[data-latch-tab="activity"]').click()
  return p.view('Transactions')
}

/** The Activity row of `hash`: its status and the words of its first line. */
const row = (p: PlaygroundPage, hash: string) =>
  p.view('Transactions').locator(`[data-latch-transaction="${hash}"]`)

/** The id (hash) of the pending row Activity shows, once it shows one. */
const pendingRow = async (p: PlaygroundPage) => {
  const pending = p.view('Transactions').locator('[data-latch-transaction-status="pending"]')
  await pending.first().waitFor({ timeout: 20_000 })
  expect(await pending.count()).toBe(1)
  return (await pending.first().getAttribute('data-latch-transaction')) as string
}

describe.skipIf(!hasChromium)('a visitor’s journey on the playground (Chromium)', () => {
  it('behavior: e-mail login with one mistyped code; send; swap with the amount first; both in Activity at once, pending then confirmed; fees in both previews', async () => {
    const p = await openPlayground('?siwx=0')
    const email = `journey-${Date.now()}@example.com`

    // Login: the code field has the focus when the step opens; one wrong code, then the right one.
    await p.connectButton.click()
    const connect = p.view('Connect')
    await connect.waitFor({ timeout: 30_000 })
    await connect.locator('[data-latch-email-input]').fill(email)
    await connect.locator('[data-latch-email-submit]').click()
    const otp = p.view('EmailVerifyOtp')
    await otp.waitFor()
    await expect
      .poll(() =>
        p.page.evaluate(
          () =>
            document.activeElement?.shadowRoot?.activeElement?.hasAttribute(
              'data-latch-otp-input',
            ) ?? false,
        ),
      )
      .toBe(true)
    const code = await codeFor(email)
    await p.page.keyboard.type(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
    await p.page.keyboard.press('Enter')
    await expect
      .poll(() => otp.locator('[data-latch-otp-error]').textContent())
      .toBe('Invalid code. 4 tries left')
    await p.page.keyboard.type(code)
    await p.page.keyboard.press('Enter')
    // Logged in: the modal moves on to Account.
    const account = p.view('Account')
    await account.waitFor({ timeout: 20_000 })
    const address = (await p.page
      .locator('[data-testid="playground-address"]')
      .textContent()) as `0x${string}`
    await chain().request({
      method: 'anvil_setBalance' as never,
      params: [address, `0x${parseEther('1').toString(16)}`] as never,
    })
    // Funded from outside the modal: once the balances' cache has expired, a reload reads
    // them afresh (the session stays).
    await p.page.waitForTimeout(PORTFOLIO_CACHE_MS + 1_000)
    await p.page.reload()
    await expect
      .poll(() => p.page.locator('[data-testid="playground-status"]').textContent())
      .toBe('connected')
    await p.connectButton.click()
    await account.waitFor()

    // Send 0.01 ETH: the preview shows the fee; the chain holds the block back meanwhile.
    await account.locator('[data-latch-feature="send"]').click()
    const send = p.view('WalletSend')
    await send.locator('[data-latch-send-token="ETH"]').waitFor({ timeout: 30_000 })
    await send.locator('[data-latch-send-amount]').fill('0.01')
    await send.locator('[data-latch-send-receiver]').fill(devAccounts[1]?.address ?? '')
    await send.locator('[data-latch-send-preview]:enabled').click()
    const sendPreview = p.view('WalletSendPreview')
    await expect
      .poll(() => sendPreview.locator('[data-latch-send-fee]').textContent())
      .toMatch(/^0\.0\d* ETH \(\$[\d.,<]+\)$/)
    await holdBlocks(true)
    try {
      await sendPreview.locator('[data-latch-send-confirm]').click()
      await answerInFrame(p, 'approve')
      // At once, before the block: one row, pending.
      await openActivity(p)
      const sentHash = await pendingRow(p)
      expect(await row(p, sentHash).textContent()).toContain('Sent')
      await mine()
      await expect
        .poll(() => row(p, sentHash).getAttribute('data-latch-transaction-status'), {
          timeout: 20_000,
        })
        .toBe('confirmed')
    } finally {
      await holdBlocks(false)
    }

    // Swap: the amount typed first, then the token bought; it quotes, and the preview has a fee.
    const swapPreview = await reviewSwap(p, { amount: '0.01', to: 'LDT' })
    await expect
      .poll(() => swapPreview.locator('[data-latch-swap-fee]').textContent())
      .toMatch(/^0\.0\d* ETH \(\$[\d.,<]+\)$/)
    await holdBlocks(true)
    try {
      await swapPreview.locator('[data-latch-swap-confirm]').click()
      await answerInFrame(p, 'approve')
      await openActivity(p)
      // One entry with both legs, pending at once; then confirmed.
      const swapHash = await pendingRow(p)
      expect(await row(p, swapHash).locator('.latch-line').first().textContent()).toMatch(
        /^Swapped 0\.01 ETH for [\d.,]+ LDTPending$/,
      )
      await mine()
      await expect
        .poll(() => row(p, swapHash).getAttribute('data-latch-transaction-status'), {
          timeout: 20_000,
        })
        .toBe('confirmed')
      expect(await p.view('Transactions').locator('[data-latch-transaction]').count()).toBe(2)
    } finally {
      await holdBlocks(false)
    }
  }, 240_000)
})
