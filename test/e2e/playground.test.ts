import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { hasChromium, launchChromium } from './support/launchChromium.ts'
import {
  connectDevWallet,
  devAddress,
  openPlayground,
  playground,
} from './support/openPlayground.ts'

describe.skipIf(!hasChromium)('demo page in Chromium', () => {
  it('default: loads disconnected with no request leaving 127.0.0.1', async () => {
    const p = await openPlayground()
    await p.page.locator('[data-testid="playground-status"]').waitFor()
    await p.page.waitForLoadState('networkidle')
    expect(await p.connectButton.getAttribute('data-status')).toBe('disconnected')
    expect(await p.page.locator('[data-testid="playground-sign-message"]').isDisabled()).toBe(true)
    p.expectNoExternalRequests()
    expect(p.errors).toEqual([])
  })

  it('behavior: requests to any host but 127.0.0.1 are blocked and counted', async () => {
    const session = await launchChromium()
    try {
      await session.page.goto(playground().appUrl)
      const outcome = await session.page.evaluate(async () => {
        const image = new Image()
        image.src = 'https://images.example.com/logo.png'
        await new Promise((resolve) => {
          image.onerror = resolve
          image.onload = resolve
        })
        return fetch('http://localhost:9/x').then(
          () => 'answered',
          () => 'failed',
        )
      })
      expect(outcome).toBe('failed')
      expect(session.blocked).toEqual([
        'https://images.example.com/logo.png',
        'http://localhost:9/x',
      ])
    } finally {
      await session.close()
    }
  })

  it('behavior: sign-in (SIWX) opens after connecting; Sign closes the modal', async () => {
    const p = await openPlayground('?autoApprove=1')
    await connectDevWallet(p)
    const sign = p.view('SIWXSignMessage')
    await sign.waitFor()
    await sign.locator('[data-latch-siwx-sign]').click()
    await p.modal.waitFor({ state: 'detached' })
    await p.page.locator('[data-testid="playground-sign-in"]').click()
    await expect
      .poll(() => p.page.locator('[data-testid="playground-session"]').textContent())
      .toBe(`Signed in as ${devAddress}`)
  })

  it('behavior: Sign message returns a signature of the dev account; Send mines a transfer', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    await p.view('Account').waitFor()
    await p.page.keyboard.press('Escape')
    await p.page.locator('[data-testid="playground-sign-message"]').click()
    const output = p.page.locator('[data-testid="playground-signature"]')
    await output.waitFor()
    const signature = (await output.textContent()) as `0x${string}`
    expect(
      await verifyMessage({
        address: devAddress,
        message: 'Hello from the Latch playground',
        signature,
      }),
    ).toBe(true)

    await p.page.locator('[data-testid="playground-send"]').click()
    const hash = p.page.locator('[data-testid="playground-tx-hash"]')
    await hash.waitFor()
    const [first] = playground().chains
    const chain = createPublicClient({ transport: http(first?.url) })
    const receipt = await chain.waitForTransactionReceipt({
      hash: (await hash.textContent()) as `0x${string}`,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(devAddress.toLowerCase())
    const tx = await chain.getTransaction({ hash: receipt.transactionHash })
    expect(tx.value).toBe(parseEther('0.01'))
  })
})
