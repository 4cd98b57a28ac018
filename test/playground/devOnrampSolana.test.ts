import { createSolanaRpc, generateKeyPairSigner, getBase58Encoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevOnramp, startDevOnramp } from '../../playground/onramp/startDevOnramp.ts'
import {
  devSolanaKeys,
  localSolanaNetwork,
  type SolanaChain,
  startSolanaChain,
} from '../../playground/solana/index.ts'

let chain: SolanaChain
let onramp: DevOnramp
let network: string

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  network = localSolanaNetwork(chain.url).caipNetworkId
  onramp = await startDevOnramp({
    port: 0,
    chains: new Map(),
    treasury: {
      address: '0x0000000000000000000000000000000000000001',
      privateKey: '0x01',
    } as never,
    prices: { SOL: 150 },
    solana: {
      chains: new Map([[network, chain.url]]),
      treasury: (await devSolanaKeys()).at(-1) as never,
    },
  })
})
afterAll(async () => {
  await onramp?.stop()
  await chain?.stop()
})

describe('startDevOnramp on the local Solana chain (Buy on Solana, audit D1)', () => {
  it('behavior: the page prices SOL; Pay sends the SOL from the Solana treasury to the buyer', async () => {
    const buyer = (await generateKeyPairSigner()).address
    const order = `${onramp.pageUrl}?${new URLSearchParams({
      provider: 'latch-ramp',
      address: buyer,
      network,
      asset: 'SOL',
      fiat: '150',
      currency: 'USD',
    })}`
    const page = await fetch(order)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('0.99 SOL for 150.00 USD')
    const paid = await fetch(order, { method: 'POST' })
    expect(paid.status).toBe(200)
    const { signature } = (await paid.json()) as { signature: string }
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    const { value } = await createSolanaRpc(chain.url).getBalance(buyer).send()
    expect(value).toBe(990_000_000n)
  })

  it('behavior: an EVM address on the Solana chain is a 400 with the reason', async () => {
    const bad = await fetch(
      `${onramp.pageUrl}?${new URLSearchParams({ provider: 'latch-ramp', address: '0xabc', network, asset: 'SOL' })}`,
      { method: 'POST' },
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: "'0xabc' is not a Solana address" })
  })
})
