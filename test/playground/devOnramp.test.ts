import { createPublicClient, type Hash, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { type DevOnramp, startDevOnramp } from '../../playground/onramp/startDevOnramp.ts'

let chain: LocalChain
let onramp: DevOnramp
const buyer = devAccounts[4]!.address

beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, token: false })
  onramp = await startDevOnramp({
    port: 0,
    chains: new Map([['eip155:31337', { chainId: 31337, url: chain.url }]]),
    treasury: devAccounts[8]!,
    prices: { ETH: 3000 },
  })
})
afterAll(async () => {
  await onramp?.stop()
  await chain?.stop()
})

const order = (extra: Record<string, string> = {}) =>
  `${onramp.pageUrl}?${new URLSearchParams({
    provider: 'latch-ramp',
    address: buyer,
    network: 'eip155:31337',
    asset: 'ETH',
    fiat: '50',
    currency: 'USD',
    ...extra,
  })}`

describe('startDevOnramp', () => {
  it('default: the page shows the order priced like the server quote; Pay sends the ETH from the treasury', async () => {
    const page = await fetch(order())
    expect(page.status).toBe(200)
    const text = await page.text()
    expect(text).toContain('Latch Ramp')
    expect(text).toContain('0.0165 ETH for 50.00 USD')
    expect(text).toContain('Fee: 0.50 USD')
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/)
    const client = createPublicClient({ transport: http(chain.url), pollingInterval: 50 })
    const before = await client.getBalance({ address: buyer })
    const paid = await fetch(order(), { method: 'POST' })
    expect(paid.status).toBe(200)
    const { hash } = (await paid.json()) as { hash: Hash }
    const tx = await client.getTransaction({ hash })
    expect(tx.from.toLowerCase()).toBe(devAccounts[8]!.address.toLowerCase())
    expect((await client.getBalance({ address: buyer })) - before).toBe(parseEther('0.0165'))
  })

  it('behavior: a bad order is a 400 with the reason and sends nothing', async () => {
    for (const [extra, reason] of [
      [{ address: 'nope' }, "'nope' is not an EVM address"],
      [{ provider: 'x' }, "Unknown provider 'x'"],
      [{ fiat: '5' }, "Invalid body field 'amount': 5 must be from 10.00 to 25000.00"],
    ] as const) {
      const answer = await fetch(order(extra), { method: 'POST' })
      expect([answer.status, ((await answer.json()) as { error: string }).error]).toEqual([
        400,
        reason,
      ])
    }
  })
})
