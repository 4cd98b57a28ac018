import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { batchExecutorAddress } from '../../playground/chain/batchExecutor.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { localViemChain } from '../../playground/chain/localViemChain.ts'
import { answerInFrame, secureFrame } from './support/approveInFrame.ts'
import { codeFor } from './support/emailInbox.ts'
import { hasChromium } from './support/launchChromium.ts'
import { openPlayground, type PlaygroundPage, playground } from './support/openPlayground.ts'

const ldt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const statusOf = (p: PlaygroundPage) =>
  p.page.locator('[data-testid="playground-status"]').textContent()

/** Opens the modal on Account (the modal is closed). */
const openAccount = async (p: PlaygroundPage) => {
  await p.connectButton.click()
  const account = p.view('Account')
  await account.waitFor()
  return account
}

describe.skipIf(!hasChromium)('embedded wallet as a smart account (Chromium)', () => {
  it('behavior: an e-mail login is a smart account; Send batch runs in one approved EIP-7702 transaction; the Account view switches it to an EOA on the same address and back; a session key granted and revoked in the frame', async () => {
    const [first] = playground().chains
    const chain = createPublicClient({ transport: http(first?.url) })
    const p = await openPlayground('?siwx=0')
    const email = `smart-${Date.now()}@example.com`
    await p.connectButton.click()
    await p.view('Connect').waitFor()
    await p.view('Connect').locator('[data-latch-email-input]').fill(email)
    await p.view('Connect').locator('[data-latch-email-submit]').click()
    const otpView = p.view('EmailVerifyOtp')
    await otpView.waitFor()
    await otpView.locator('[data-latch-otp-input]').fill(await codeFor(email))
    await otpView.locator('[data-latch-otp-submit]').click()
    await expect.poll(() => statusOf(p)).toBe('connected')
    await p.page.keyboard.press('Escape')
    await p.modal.waitFor({ state: 'detached' })
    const address = (await p.page
      .locator('[data-testid="playground-address"]')
      .textContent()) as `0x${string}`

    // SPEC §9: eip155 defaults to a smart account, not live before its first batch.
    let account = await openAccount(p)
    const type = account.locator('[data-latch-account-type]')
    await expect.poll(() => type.getAttribute('data-latch-account-type')).toBe('smartAccount')
    expect(await type.textContent()).toBe('Account type: Smart account')
    await account.locator('[data-latch-smart-account-pending]').waitFor()
    await p.page.keyboard.press('Escape')
    await p.modal.waitFor({ state: 'detached' })

    // Gas and LDT for the embedded account.
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [address, toHex(parseEther('1'))] as never,
    })
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccounts[0]!.privateKey),
      chain: localViemChain({ chainId: first!.chainId, url: first!.url }),
      transport: http(first!.url),
    })
    await chain.waitForTransactionReceipt({
      hash: await funder.writeContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, parseEther('5')],
      }),
    })

    // Send batch: asked in the frame's own UI, with the delegation said; one transaction.
    await p.page.locator('[data-testid="playground-send-batch"]').click()
    const ask = secureFrame(p).locator('[data-latch-frame-approval="wallet_sendCalls"]')
    await ask.waitFor()
    expect(await ask.locator('h1').textContent()).toBe('Send these calls')
    expect(await ask.textContent()).toContain('All calls in one transaction, or none of them')
    expect(await ask.textContent()).toContain(batchExecutorAddress)
    await answerInFrame(p, 'approve')
    const output = p.page.locator('[data-testid="playground-batch-status"]')
    await output.waitFor({ timeout: 30_000 })
    const [status, hash] = ((await output.textContent()) ?? '').split(' ') as [
      string,
      `0x${string}`,
    ]
    expect(status).toBe('success')
    const tx = await chain.getTransaction({ hash })
    expect(tx.type).toBe('eip7702')
    expect(tx.from.toLowerCase()).toBe(address.toLowerCase())
    expect(tx.to?.toLowerCase()).toBe(address.toLowerCase())
    expect(
      await chain.readContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ).toBe(parseEther('4'))
    await p.modal.waitFor({ state: 'detached' })

    // Switch to EOA in the Account view: same address, new type in state and on screen.
    account = await openAccount(p)
    // Live now: the first batch delegated the address, and the state heard it.
    await expect.poll(() => account.locator('[data-latch-smart-account-pending]').count()).toBe(0)
    await account.locator('[data-latch-switch-account-type="eoa"]').click()
    await expect
      .poll(() =>
        account.locator('[data-latch-account-type]').getAttribute('data-latch-account-type'),
      )
      .toBe('eoa')
    expect(await account.locator('[data-latch-account-type]').textContent()).toBe(
      'Account type: EOA',
    )
    expect(await p.page.locator('[data-testid="playground-address"]').textContent()).toBe(address)
    // And back: the smart account is live now (the first batch delegated the address).
    await account.locator('[data-latch-switch-account-type="smartAccount"]').click()
    await expect
      .poll(() =>
        account.locator('[data-latch-account-type]').getAttribute('data-latch-account-type'),
      )
      .toBe('smartAccount')
    expect(await account.locator('[data-latch-smart-account-pending]').count()).toBe(0)
    await p.page.keyboard.press('Escape')
    await p.modal.waitFor({ state: 'detached' })

    // ERC-7715 through the embedded smart account: grant and revoke are approved in the frame.
    const result = (id: string) => p.page.locator(`[data-testid="${id}"]`)
    await p.page.locator('[data-testid="playground-grant"]').click()
    const grantAsk = secureFrame(p).locator('[data-latch-frame-approval="wallet_grantPermissions"]')
    await grantAsk.waitFor()
    expect(await grantAsk.locator('h1').textContent()).toBe('Grant these permissions')
    expect(await grantAsk.textContent()).toContain('0.01 ETH')
    await answerInFrame(p, 'approve')
    await result('playground-grant-result').waitFor({ timeout: 30_000 })
    expect(await result('playground-grant-result').textContent()).toMatch(
      /^granted 0x[0-9a-f]{64}$/,
    )
    const spendButton = p.page.locator('[data-testid="playground-session-spend"]')
    const spendOutcome = async () => {
      await spendButton.click()
      await expect.poll(() => spendButton.isEnabled()).toBe(true)
      const ok = result('playground-session-spend-result')
      const failed = result('playground-session-spend-result-error')
      await expect.poll(async () => (await ok.count()) + (await failed.count())).toBe(1)
      return ((await ok.count()) ? await ok.textContent() : await failed.textContent()) ?? ''
    }
    expect(await spendOutcome()).toMatch(/^success 0x/)
    await p.modal.waitFor({ state: 'detached' })
    await p.page.locator('[data-testid="playground-revoke"]').click()
    await secureFrame(p).locator('[data-latch-frame-approval="wallet_revokePermissions"]').waitFor()
    await answerInFrame(p, 'approve')
    await result('playground-revoke-result').waitFor({ timeout: 30_000 })
    expect(await spendOutcome()).toBe('reverted: SessionRevoked')
    expect(p.errors.filter((e) => !/status of (400|401)/.test(e))).toEqual([])
  }, 150_000)
})
