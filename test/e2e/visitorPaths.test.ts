import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/index.ts'
import { codeFor } from './support/emailInbox.ts'
import { hasChromium } from './support/launchChromium.ts'
import { startEmailLogin } from './support/logInByEmail.ts'
import {
  connectDevWallet,
  devAddress,
  openPlayground,
  type PlaygroundPage,
  playground,
} from './support/openPlayground.ts'
import { reviewSwap } from './support/reviewSwap.ts'

const statusOf = (p: PlaygroundPage) =>
  p.page.locator('[data-testid="playground-status"]').textContent()

/** A code that is not `code` (the next one, six digits). */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Switches the page's dev wallet to `chainId` from the wallet's side, as a visitor does in it. */
const switchInWallet = (p: PlaygroundPage, chainId: number) =>
  p.page.evaluate(async (id) => {
    type Provider = { request: (args: unknown) => Promise<unknown> }
    const provider = await new Promise<Provider>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) =>
        resolve((event as CustomEvent<{ provider: Provider }>).detail.provider),
      )
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${id.toString(16)}` }],
    })
  }, chainId)

/** `123456` as people copy it from elsewhere: `123 456`. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`

/**
 * The dev wallet's nonce on each of the playground's two chains, and its switch to the second
 * one from the wallet's side, done once the page shows that network.
 */
const twoChains = () => {
  const [first, second] = playground().chains
  if (!first || !second) throw new Error('the playground has two chains')
  const nonces = () =>
    Promise.all(
      [first, second].map((c) =>
        createPublicClient({ transport: http(c.url) }).getTransactionCount({
          address: devAddress,
        }),
      ),
    )
  const switchToSecond = async (p: PlaygroundPage) => {
    await switchInWallet(p, second.chainId)
    await expect
      .poll(() => p.page.locator('[data-testid="playground-network"]').textContent())
      .toContain(`eip155:${second.chainId}`)
  }
  return { nonces, switchToSecond }
}

describe.skipIf(!hasChromium)('the paths visitors take besides the straight one (Chromium)', () => {
  it('behavior: a code pasted with a space logs in; a second mistyped code says the tries left', async () => {
    const p = await openPlayground('?siwx=0')
    const email = `paste-${Date.now()}@example.com`
    const otp = await startEmailLogin(p, email)
    const input = otp.locator('[data-latch-otp-input]')
    const error = otp.locator('[data-latch-otp-error]')
    const code = await codeFor(email)
    const wrong = wrongFor(code)

    // Pasted (as text is inserted), with the space the visitor copied along.
    await input.focus()
    await p.page.keyboard.insertText(spaced(wrong))
    expect(await input.inputValue()).toBe(wrong)
    await p.page.keyboard.press('Enter')
    await expect.poll(() => error.textContent()).toBe('Invalid code. 4 tries left')
    // Typed wrong a second time: the count goes down, the field is empty and focused again.
    await p.page.keyboard.type(wrong)
    await p.page.keyboard.press('Enter')
    await expect.poll(() => error.textContent()).toBe('Invalid code. 3 tries left')
    await expect.poll(() => input.inputValue()).toBe('')
    await p.page.keyboard.insertText(` ${spaced(code)}`)
    expect(await input.inputValue()).toBe(code)
    await p.page.keyboard.press('Enter')
    await expect.poll(() => statusOf(p), { timeout: 20_000 }).toBe('connected')
  }, 90_000)

  it('behavior: closed on the code step and opened again, the same e-mail goes back to that step; its code logs in', async () => {
    const p = await openPlayground('?siwx=0')
    const email = `reopen-${Date.now()}@example.com`
    const otp = await startEmailLogin(p, email)
    const code = await codeFor(email)
    await otp.locator('[data-latch-otp-input]').fill(wrongFor(code))
    await otp.locator('[data-latch-otp-submit]').click()
    await expect
      .poll(() => otp.locator('[data-latch-otp-error]').textContent())
      .toBe('Invalid code. 4 tries left')

    // To look for the mail elsewhere: Escape, then the button again (SPEC §2: on Connect).
    await p.page.keyboard.press('Escape')
    await p.modal.waitFor({ state: 'detached' })
    await p.connectButton.click()
    const connect = p.view('Connect')
    await connect.waitFor()
    // The code step's words are not the e-mail box's.
    expect(await connect.locator('[data-latch-email-error]').count()).toBe(0)
    expect(await connect.locator('[data-latch-email-input]').inputValue()).toBe(email)
    await connect.locator('[data-latch-email-submit]').click()
    // Back on the code step at once: no 'Please try again after N seconds', no new code.
    await otp.waitFor({ timeout: 10_000 })
    expect(await otp.locator('[data-latch-otp-error]').count()).toBe(0)
    await otp.locator('[data-latch-otp-input]').fill(code)
    await otp.locator('[data-latch-otp-submit]').click()
    await expect.poll(() => statusOf(p), { timeout: 20_000 }).toBe('connected')
  }, 90_000)

  it('behavior: keyboard only, an amount and a receiver edited in the middle keep the caret where typed; Enter previews', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    await p.view('Account').locator('[data-latch-feature="send"]').click()
    const send = p.view('WalletSend')
    await send.locator('[data-latch-send-token="ETH"]').waitFor({ timeout: 30_000 })
    const amount = send.locator('[data-latch-send-amount]')
    await amount.fill('1.5')
    // Home, then two digits at a person's pace: each lands where the caret is.
    await amount.press('Home')
    await p.page.keyboard.type('20', { delay: 150 })
    await expect.poll(() => amount.inputValue()).toBe('201.5')
    const receiver = send.locator('[data-latch-send-receiver]')
    const address = devAccounts[1]?.address as string
    await receiver.fill(address.slice(2))
    await receiver.press('Home')
    await p.page.keyboard.type('0x', { delay: 150 })
    await expect.poll(() => receiver.inputValue()).toBe(address)
    await p.page.keyboard.press('Enter')
    const preview = p.view('WalletSendPreview')
    await preview.waitFor({ timeout: 10_000 })
    expect(await preview.locator('[data-latch-send-summary]').textContent()).toBe('201.5 ETH')
  }, 90_000)

  it('behavior: in Spanish, an amount typed with a decimal comma is the amount sent', async () => {
    const url = playground().chains[0]?.url as string
    const client = createPublicClient({ transport: http(url) })
    const receiver = devAccounts[2]?.address as `0x${string}`
    const p = await openPlayground('?autoApprove=1&siwx=0&locale=es')
    await connectDevWallet(p)
    await p.view('Account').locator('[data-latch-feature="send"]').click()
    const send = p.view('WalletSend')
    await send.locator('[data-latch-send-token="ETH"]').waitFor({ timeout: 30_000 })
    await send.locator('[data-latch-send-amount]').pressSequentially('0,01', { delay: 100 })
    await send.locator('[data-latch-send-receiver]').fill(receiver)
    await send.locator('[data-latch-send-preview]:enabled').click({ timeout: 10_000 })
    const preview = p.view('WalletSendPreview')
    expect(await preview.locator('[data-latch-send-summary]').textContent()).toContain('0,01 ETH')
    const before = await client.getBalance({ address: receiver })
    await preview.locator('[data-latch-send-confirm]').click()
    await p.view('Account').waitFor({ timeout: 30_000 })
    expect((await client.getBalance({ address: receiver })) - before).toBe(parseEther('0.01'))
  }, 90_000)

  it('behavior: the wallet switching network on the Send preview sends nothing: the token chosen was the other network’s', async () => {
    const { nonces, switchToSecond } = twoChains()
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    await p.view('Account').locator('[data-latch-feature="send"]').click()
    const send = p.view('WalletSend')
    await send.locator('[data-latch-send-token="ETH"]').waitFor({ timeout: 30_000 })
    await send.locator('[data-latch-send-token]').click()
    await p.view('WalletSendSelectToken').locator('[data-latch-token="LDT"]').click()
    await send.locator('[data-latch-send-token="LDT"]').waitFor()
    await send.locator('[data-latch-send-amount]').fill('5')
    await send.locator('[data-latch-send-receiver]').fill(devAccounts[1]?.address as string)
    await send.locator('[data-latch-send-preview]:enabled').click()
    const preview = p.view('WalletSendPreview')
    await preview.waitFor()
    const before = await nonces()
    await switchToSecond(p)
    await preview.locator('[data-latch-send-confirm]').click()
    await expect
      .poll(() => preview.locator('[data-latch-send-error]').textContent())
      .toBe('A token is required')
    expect(await nonces()).toEqual(before)
  }, 90_000)

  it('behavior: the wallet switching network on the Swap preview swaps nothing: the tokens quoted were the other network’s', async () => {
    const { nonces, switchToSecond } = twoChains()
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    const preview = await reviewSwap(p, { amount: '0.01', to: 'LDT' })
    await preview.waitFor()
    const before = await nonces()
    await switchToSecond(p)
    await preview.locator('[data-latch-swap-confirm]').click()
    // Said in words, not 'HTTP status code: 400' from the server the tokens were sent to.
    await expect
      .poll(() => preview.locator('[data-latch-swap-error]').textContent())
      .toBe('Choose the tokens and the amount to swap')
    expect(await nonces()).toEqual(before)
  }, 120_000)
})
