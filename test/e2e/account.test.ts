import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatBalance } from '../../react/format/formatBalance.ts'
import { checkView } from './support/checkView.ts'
import { hasChromium } from './support/launchChromium.ts'
import {
  anvilBalanceText,
  connectDevWallet,
  devAddress,
  openPlayground,
  type PlaygroundPage,
  playground,
} from './support/openPlayground.ts'

/** The Latch Dev Token on a fresh playground chain (deployer account 0, nonce 0). */
const ldtAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** What the token row should show: the LDT balance anvil holds, formatted as the modal does. */
const anvilLdtText = async (chainUrl: string) => {
  const client = createPublicClient({ transport: http(chainUrl) })
  const amount = await client.readContract({
    address: ldtAddress,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [devAddress as `0x${string}`],
  })
  return `${formatBalance(formatUnits(amount, 18))} LDT`
}

/** The attribute `name` of the element focused inside the modal's shadow root. */
const focusedAttribute = (p: PlaygroundPage, name: string) =>
  p.page.evaluate(
    (attribute) =>
      document
        .querySelector('[data-latch-host]')
        ?.shadowRoot?.activeElement?.getAttribute(attribute) ?? null,
    name,
  )

/** Presses Tab until the modal's focus is on an element with `name="value"`; fails after 30. */
const tabTo = async (p: PlaygroundPage, name: string, value: string) => {
  for (let i = 0; i < 30; i++) {
    if ((await focusedAttribute(p, name)) === value) return
    await p.page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached [${name}="${value}"]`)
}

describe.skipIf(!hasChromium)('Account in Chromium', () => {
  it('default: tokens read from anvil, the Activity tab, Receive with copy — by keyboard, axe-clean in both themes', async () => {
    const [chain] = playground().chains
    if (!chain) throw new Error('the playground has a chain')
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await p.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(p.page.url()).origin,
    })
    await connectDevWallet(p)
    const account = p.view('Account')
    await account.waitFor()

    // Header: the native balance anvil holds, and a USD total once the tokens are in.
    await expect
      .poll(() => account.locator('[data-latch-balance]').textContent(), { timeout: 15_000 })
      .toBe(await anvilBalanceText(chain.url))
    const ldt = account.locator('[data-latch-token]', { hasText: 'LDT' })
    await ldt.waitFor({ timeout: 15_000 })
    expect(await ldt.locator('[data-latch-token-amount]').textContent()).toBe(
      await anvilLdtText(chain.url),
    )
    expect(
      await account.locator('[data-latch-token="native"] [data-latch-token-amount]').textContent(),
    ).toBe(await anvilBalanceText(chain.url))
    expect(await account.locator('[data-latch-usd]').textContent()).toMatch(/^\$[\d,]+\.\d{2}$/)
    await checkView(p.modal, 'Account')

    // Activity by keyboard: Tab reaches the selected tab, the arrow key moves to Activity.
    await tabTo(p, 'data-latch-tab', 'tokens')
    await p.page.keyboard.press('ArrowRight')
    expect(await focusedAttribute(p, 'data-latch-tab')).toBe('activity')
    const transactions = p.view('Transactions')
    await transactions.waitFor()
    // Whatever the history holds, the tab settles on a list, the empty note or the error state.
    await expect.poll(() => transactions.getAttribute('aria-busy')).toBe('false')
    await checkView(p.modal, 'Transactions')

    // Receive by keyboard, then copy.
    await tabTo(p, 'data-latch-feature', 'receive')
    await p.page.keyboard.press('Enter')
    const receive = p.view('WalletReceive')
    await checkView(p.modal, 'WalletReceive')
    expect(await receive.locator('[data-latch-receive-qr] svg').count()).toBe(1)
    expect(await receive.locator('[data-latch-address]').textContent()).toBe(devAddress)
    expect(await receive.locator('[data-latch-receive-networks] li').count()).toBeGreaterThan(0)
    await tabTo(p, 'data-latch-copy', '')
    await p.page.keyboard.press('Enter')
    await expect
      .poll(() => receive.locator('[data-latch-copy]').textContent())
      .toBe('Address copied')
    expect(await p.page.evaluate(() => navigator.clipboard.readText())).toBe(devAddress)
  }, 90_000)

  it('behavior: Activity lists the transfers the indexer read from anvil, newest first', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    const account = p.view('Account')
    await account.locator('[data-latch-tab="activity"]').click()
    const transactions = p.view('Transactions')
    // The LDT minted to account 0 when `npm start` deployed it is in its history.
    const ldt = transactions.locator('[data-latch-transaction]', { hasText: 'LDT' })
    await ldt.first().waitFor({ timeout: 20_000 })
    expect(await transactions.locator('[role="alert"]').count()).toBe(0)
    const amounts = await ldt.locator('[data-latch-transaction-amount]').allTextContents()
    expect(amounts).toContain('+1,000,000 LDT')
    const years = (await transactions
      .locator('[data-latch-year]')
      .evaluateAll((els) =>
        els.map((el) => Number(el.getAttribute('data-latch-year'))),
      )) as number[]
    expect(years).toEqual([...years].sort((a, b) => b - a))
    expect(p.errors).toEqual([])
  }, 60_000)
})
