import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalChain, startChain } from '../../playground/chain/index.ts'
import { createDevWallet } from '../../playground/devWallet/index.ts'
import { createLatch, type LatchClient } from '../../runtime/client.ts'
import type { Network } from '../../runtime/networks.ts'
import { resolveOptions } from '../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import { localNetwork } from './support/localNetwork.ts'

let chain: LocalChain
let local: Network

beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, token: false })
  local = localNetwork(chain)
}, 30_000)
afterAll(() => chain?.stop())

// Every client a test makes is destroyed after it, passed or failed: none leaves timers behind.
const clients: LatchClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((latch) => latch.destroy()))
})

/** A dev wallet whose user answers each prompt when the test says so. */
const setup = (options: { onRequest?: (method: string, params: unknown) => void } = {}) => {
  const waiting: ((ok: boolean) => void)[] = []
  let auto = true
  const devWallet = createDevWallet({
    chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
    approve: () => (auto ? Promise.resolve(true) : new Promise((resolve) => waiting.push(resolve))),
  })
  // The same wallet, telling the test each method it is asked.
  const wallet: typeof devWallet = Object.create(devWallet, {
    request: {
      value: (args: { method: string; params?: unknown }) => {
        options.onRequest?.(args.method, (args as { params?: unknown }).params)
        return devWallet.request(args as never)
      },
    },
  })
  const latch = createLatch(
    resolveOptions({
      projectId: 'test',
      networks: [local],
      connectors: [{ id: 'dev', name: 'Latch Dev Wallet', namespace: 'eip155', provider: wallet }],
      storage: makeMemoryBackend(),
    }),
    {},
  )
  clients.push(latch)
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
    // The wallet puts up its prompt.
    await vi.waitFor(() => expect(s.waiting).toHaveLength(1))
    expect(await s.latch.rejectPendingRequests()).toBe(1)
    expect(await signing).toMatchInlineSnapshot(`"Request was aborted"`)
    expect(await read).toMatch(/^0x/)
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
  })

  it('rule: a disconnected connection runs the login flow again', async () => {
    const s = setup()
    const result = await s.latch.switchConnection('dev')
    expect(result.accounts[0]?.address).toBe(chain.accounts[0]!.address)
  })

  it("rule: any other status is 'Invalid connection status'", async () => {
    const s = setup()
    s.holdPrompts()
    const connecting = s.latch.connect('dev').catch(() => undefined)
    await vi.waitFor(() => expect(s.latch.state.account.value.status).toBe('connecting'))
    const error = await s.latch.switchConnection('dev').then(
      () => new Error('switched'),
      (e: Error) => e,
    )
    expect(error.message).toMatchInlineSnapshot(`"Invalid connection status"`)
    for (const answer of s.waiting) answer(false)
    await connecting
  })
})

describe('request: params checked against the contract (SPEC §5)', () => {
  /**
   * The dev wallet, recording every method it is asked, but for the reads the client makes on
   * its own after a connect (wallet_getCapabilities for token balances, …).
   */
  const recorded = () => {
    const asked: string[] = []
    const own = new Set([
      'wallet_getCapabilities',
      'wallet_getAssets',
      'eth_chainId',
      'eth_accounts',
    ])
    const onRequest = (method: string, params: unknown) => {
      // The client's own reads carry the connected address; the tests' bad ones do not.
      const ownRead = own.has(method) && !JSON.stringify(params ?? []).includes('0x12"')
      if (!ownRead) asked.push(method)
    }
    return { ...setup({ onRequest }), asked }
  }

  const bad = [
    ['a call whose to lacks 0x', [{ calls: [{ to: 'abc' }] }], 'params[0].calls[0].to'],
    [
      'a call whose data lacks 0x',
      [{ calls: [{ to: '0x0000000000000000000000000000000000000001', data: 'ff' }] }],
      'params[0].calls[0].data',
    ],
    ['no calls at all', [{ calls: [] }], 'params[0].calls'],
    ['no params', undefined, 'params[0]'],
  ] as const

  it.each(bad)(
    "rule: wallet_sendCalls with %s fails 'Invalid input' naming the field; the wallet is never asked",
    async (_name, params, field) => {
      const s = recorded()
      await s.latch.connect('dev')
      s.asked.length = 0
      await expect(s.latch.request({ method: 'wallet_sendCalls', params })).rejects.toMatchObject({
        _tag: 'RpcParamsError',
        message: 'Invalid input',
        method: 'wallet_sendCalls',
        field,
      })
      expect(s.asked).toEqual([])
      await s.latch.destroy()
    },
  )

  it('rule: the other smart-account methods are checked too (wallet_revokePermissions without a context, wallet_getCapabilities with a bad address)', async () => {
    const s = recorded()
    await s.latch.connect('dev')
    s.asked.length = 0
    await expect(
      // Off the contract on purpose: the client checks what the types would refuse.
      s.latch.request({ method: 'wallet_revokePermissions', params: [{}] as never }),
    ).rejects.toMatchObject({ field: 'params[0].permissionContext' })
    await expect(
      s.latch.request({ method: 'wallet_getCapabilities', params: ['0x12'] }),
    ).rejects.toMatchObject({ field: 'params[0]' })
    expect(s.asked).toEqual([])
  })

  it('behavior: params the contract accepts reach the wallet unchanged', async () => {
    const s = recorded()
    await s.latch.connect('dev')
    s.asked.length = 0
    const hash = await s.latch.request({
      method: 'eth_sendTransaction',
      params: [{ from: chain.accounts[0]!.address, to: chain.accounts[1]!.address, value: '0x1' }],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(s.asked).toEqual(['eth_sendTransaction'])
  })
})
