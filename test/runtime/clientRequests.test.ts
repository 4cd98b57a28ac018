import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChain, startChain } from '../../playground/chain/index.ts'
import { createDevWallet } from '../../playground/devWallet/index.ts'
import { createLatch } from '../../runtime/client.ts'
import type { Network } from '../../runtime/networks.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import { localNetwork } from './support/localNetwork.ts'

let chain: LocalChain
let local: Network

beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, token: false })
  local = localNetwork(chain)
}, 30_000)
afterAll(() => chain?.stop())

/** A dev wallet whose user answers each prompt when the test says so. */
const setup = () => {
  const waiting: ((ok: boolean) => void)[] = []
  let auto = true
  const wallet = createDevWallet({
    chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
    approve: () => (auto ? Promise.resolve(true) : new Promise((resolve) => waiting.push(resolve))),
  })
  const latch = createLatch(
    {
      projectId: 'test',
      networks: [local],
      connectors: [{ id: 'dev', name: 'Latch Dev Wallet', namespace: 'eip155', provider: wallet }],
      storage: makeMemoryBackend(),
    },
    {},
  )
  return {
    latch,
    wallet,
    waiting,
    holdPrompts: () => {
      auto = false
    },
  }
}

describe('request: pending requests (SPEC §6)', () => {
  it("rule: rejecting pending requests aborts the unsafe ones with 'Request was aborted' and leaves reads alone", async () => {
    const s = setup()
    await s.latch.connect('dev')
    s.holdPrompts()
    const signing = s.latch
      .request({ method: 'personal_sign', params: ['0x68656c6c6f', chain.accounts[0]!.address] })
      .then(
        () => 'signed',
        (e: Error) => e.message,
      )
    const read = s.latch.request({ method: 'eth_blockNumber' })
    await new Promise((r) => setTimeout(r, 20)) // let the wallet put up its prompt
    expect(s.waiting).toHaveLength(1)
    expect(await s.latch.rejectPendingRequests()).toBe(1)
    expect(await signing).toMatchInlineSnapshot(`"Request was aborted"`)
    expect(await read).toMatch(/^0x/)
    await s.latch.destroy()
  })
})

describe('switchConnection (SPEC §4)', () => {
  it('rule: a connected connection reconnects without a prompt', async () => {
    const s = setup()
    await s.latch.connect('dev')
    s.holdPrompts()
    const result = await s.latch.switchConnection('dev')
    expect(s.waiting).toHaveLength(0)
    expect(result.accounts[0]?.address).toBe(chain.accounts[0]!.address)
    expect(s.latch.state.account.value.status).toBe('connected')
    await s.latch.destroy()
  })

  it('rule: a disconnected connection runs the login flow again', async () => {
    const s = setup()
    const result = await s.latch.switchConnection('dev')
    expect(result.accounts[0]?.address).toBe(chain.accounts[0]!.address)
    await s.latch.destroy()
  })

  it("rule: any other status is 'Invalid connection status'", async () => {
    const s = setup()
    s.holdPrompts()
    const connecting = s.latch.connect('dev').catch(() => undefined)
    await new Promise((r) => setTimeout(r, 20))
    expect(s.latch.state.account.value.status).toBe('connecting')
    const error = await s.latch.switchConnection('dev').then(
      () => new Error('switched'),
      (e: Error) => e,
    )
    expect(error.message).toMatchInlineSnapshot(`"Invalid connection status"`)
    for (const answer of s.waiting) answer(false)
    await connecting
    await s.latch.destroy()
  })
})
