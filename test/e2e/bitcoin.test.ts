import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { hasChromium } from './support/launchChromium.ts'
import { connectDevWallet, devAddress, openPlayground } from './support/openPlayground.ts'

const bitcoinDevWallet = 'ws:Latch Bitcoin Dev Wallet'
const bitcoinMainnet = 'bip122:000000000019d6689c085ae165831e93'
const bitcoinTestnet = 'bip122:000000000933ea01ad0ee984209779ba'

type PageLatch = {
  request(
    rpc: { method: string; params?: unknown },
    options?: { namespace?: string },
  ): Promise<unknown>
  disconnect(namespace?: string): Promise<void>
  open(options?: { namespace?: string }): Promise<void>
  state: {
    connections: { value: Record<string, { accounts: { type: string; address: string }[] }> }
  }
}

describe.skipIf(!hasChromium)('Bitcoin beside EVM in the modal', () => {
  it('default: the Bitcoin dev wallet connects beside the EVM one, signs a message bip322-js verifies, and disconnecting Bitcoin alone keeps EVM', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    const account = p.view('Account')
    await account.waitFor()
    // SPEC §2 rule 1 as the app asks for it: open({ namespace: 'bitcoin' }) switches to Bitcoin,
    // which has no connection yet, so Connect shows (DECISIONS §2).
    await p.page.evaluate(() =>
      (window as unknown as { latch: PageLatch }).latch.open({ namespace: 'bitcoin' }),
    )
    await p.view('Connect').locator(`[data-latch-connector="${bitcoinDevWallet}"]`).click()
    await account.waitFor()
    await expect
      .poll(() => account.locator('[data-latch-address]').getAttribute('data-latch-address'))
      .toMatch(/^bc1q/)
    const connections = () =>
      p.page.evaluate(() => {
        const latch = (window as unknown as { latch: PageLatch }).latch
        return Object.fromEntries(
          Object.entries(latch.state.connections.value).map(([ns, c]) => [ns, c.accounts]),
        )
      })
    const both = await connections()
    expect(both.eip155?.[0]?.address.toLowerCase()).toBe(devAddress.toLowerCase())
    expect(both.bitcoin).toEqual([{ type: 'payment', address: expect.stringMatching(/^bc1q/) }])
    const address = both.bitcoin?.[0]?.address ?? ''

    const message = 'Latch e2e: sign with Bitcoin'
    const signed = (await p.page.evaluate(
      ([m, a]) =>
        (window as unknown as { latch: PageLatch }).latch.request(
          { method: 'bitcoin_signMessage', params: { message: m, address: a } },
          { namespace: 'bitcoin' },
        ),
      [message, address] as const,
    )) as { address: string; signature: string }
    expect(signed.address).toBe(address)
    expect(Verifier.verifySignature(address, message, signed.signature)).toBe(true)

    await p.page.evaluate(() =>
      (window as unknown as { latch: PageLatch }).latch.disconnect('bitcoin'),
    )
    const left = await connections()
    expect(Object.keys(left)).toEqual(['eip155'])
    // The EVM connection still signs.
    const evm = await p.page.evaluate(
      (a) =>
        (window as unknown as { latch: PageLatch }).latch.request(
          { method: 'personal_sign', params: ['0x6869', a] },
          { namespace: 'eip155' },
        ),
      devAddress,
    )
    expect(String(evm)).toMatch(/^0x[0-9a-f]{130}$/)
    expect(p.errors).toEqual([])
  }, 90_000)

  it('parameters: a sats-connect wallet (window.btc_providers) connects from the Connect view and signs a message bip322-js verifies', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await p.connectButton.click()
    await p.view('Connect').locator('[data-latch-connector="sc:LatchSatsConnectDevWallet"]').click()
    const account = p.view('Account')
    await expect
      .poll(() => account.locator('[data-latch-address]').getAttribute('data-latch-address'))
      .toMatch(/^bc1q/)
    const address =
      (await account.locator('[data-latch-address]').getAttribute('data-latch-address')) ?? ''
    const message = 'Latch e2e: sats-connect'
    const signed = (await p.page.evaluate(
      ([m, a]) =>
        (window as unknown as { latch: PageLatch }).latch.request(
          { method: 'bitcoin_signMessage', params: { message: m, address: a } },
          { namespace: 'bitcoin' },
        ),
      [message, address] as const,
    )) as { address: string; signature: string }
    expect(Verifier.verifySignature(address, message, signed.signature)).toBe(true)
    expect(p.errors).toEqual([])
  }, 90_000)

  it('behavior: from the Networks view, Bitcoin (no connection) opens Connect; its wallet connects, and Bitcoin Testnet shows the tb1q… account', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    const account = p.view('Account')
    await account.waitFor()
    const networks = p.view('Networks')
    await account.locator('[data-latch-network-button]').click()
    await networks.locator(`[data-latch-network="${bitcoinMainnet}"]`).click()
    await p.view('Connect').locator(`[data-latch-connector="${bitcoinDevWallet}"]`).click()
    await expect
      .poll(() => account.locator('[data-latch-address]').getAttribute('data-latch-address'))
      .toMatch(/^bc1q/)

    await account.locator('[data-latch-network-button]').click()
    await networks.locator(`[data-latch-network="${bitcoinTestnet}"]`).click()
    await expect
      .poll(() =>
        networks.locator(`[data-latch-network="${bitcoinTestnet}"]`).getAttribute('aria-current'),
      )
      .toBe('true')
    await p.modal.locator('[data-latch-back]').click()
    await expect
      .poll(() => account.locator('[data-latch-address]').getAttribute('data-latch-address'))
      .toMatch(/^tb1q/)
    expect(p.errors).toEqual([])
  }, 90_000)
})
