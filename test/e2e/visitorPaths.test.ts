import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/index.ts'
import { codeFor } from './support/emailInbox.ts'
import { hasChromium } from './support/launchChromium.ts'
import { startEmailLogin } from './support/logInByEmail.ts'
import {
  connectDevWallet,
  openPlayground,
  type PlaygroundPage,
  playground,
} from './support/openPlayground.ts'

const statusOf = (p: PlaygroundPage) =>
  p.page.locator('[data-testid="playground-status"]').textContent()

/**
 * Where keyboard focus is inside the modal's shadow root: the view holding it, whether it is
 * that view's first control, and the attributes that name it.
 */
const focusedControl = (p: PlaygroundPage) =>
  p.page.evaluate(() => {
    const inner = document.activeElement?.shadowRoot?.activeElement ?? null
    const view = inner?.closest('[data-latch-view]') ?? null
    const first = view?.querySelector(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    )
    return {
      view: view?.getAttribute('data-latch-view') ?? null,
      first: inner !== null && inner === first,
      attributes: Object.fromEntries(
        (inner?.getAttributeNames() ?? [])
          .filter((name) => name.startsWith('data-latch'))
          .map((name) => [name, inner?.getAttribute(name) ?? '']),
      ) as Record<string, string>,
    }
  })

/** Presses Tab until the focused control carries `attribute` (= `value`), at most 40 times. */
const tabTo = async (p: PlaygroundPage, attribute: string, value?: string) => {
  for (let i = 0; i < 40; i++) {
    const on = (await focusedControl(p)).attributes[attribute]
    if (on !== undefined && (value === undefined || on === value)) return
    await p.page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${attribute}${value === undefined ? '' : `=${value}`}`)
}

/** A code that is not `code` (the next one, six digits). */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** `123456` as people copy it from elsewhere: `123 456`. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`

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

  it('behavior: keyboard only, on a fresh page, each lazily loaded view lands on its first control from its first visit (Account, WalletSend), the preview on itself (WalletSendPreview)', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    const landsOnFirst = (view: string) =>
      expect.poll(() => focusedControl(p), { timeout: 10_000 }).toMatchObject({ view, first: true })
    await p.connectButton.focus()
    await p.page.keyboard.press('Enter')
    await p.view('Connect').waitFor()
    await tabTo(p, 'data-latch-connector', 'dev.latch.wallet')
    await p.page.keyboard.press('Enter')
    await p.view('Account').waitFor({ timeout: 30_000 })
    await landsOnFirst('Account')
    await tabTo(p, 'data-latch-feature', 'send')
    await p.page.keyboard.press('Enter')
    const send = p.view('WalletSend')
    await send.locator('[data-latch-send-token="ETH"]').waitFor({ timeout: 30_000 })
    await landsOnFirst('WalletSend')
    await tabTo(p, 'data-latch-send-amount')
    await p.page.keyboard.type('0.01')
    await tabTo(p, 'data-latch-send-receiver')
    await p.page.keyboard.type(devAccounts[1]?.address as string)
    // On a fresh page the balance and the receiver's lookup come over the Data API first.
    await expect.poll(() => send.getAttribute('data-state'), { timeout: 10_000 }).toBe('ready')
    await p.page.keyboard.press('Enter')
    await p.view('WalletSendPreview').waitFor({ timeout: 10_000 })
    // The preview holds the focus itself, a region under its title: not Back, which a second
    // Enter would press.
    await expect
      .poll(() => focusedControl(p), { timeout: 10_000 })
      .toMatchObject({
        view: 'WalletSendPreview',
        attributes: { 'data-latch-view': 'WalletSendPreview' },
      })
  }, 120_000)

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
})
