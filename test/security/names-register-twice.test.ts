import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLatch, type LatchClient } from '../../runtime/client.ts'
import { defineNetwork } from '../../runtime/networks.ts'
import { resolveOptions } from '../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import { startFakeDataApi } from '../react/support/startFakeDataApi.ts'
import { startFakeRpc } from '../react/support/startFakeRpc.ts'

// Session 15 read-through: a script on the app's page (or Register pressed again on the view
// remounted after ApproveTransaction) starts a second registration while the first waits for
// the wallet. Before the fix the visitor was asked for a second signature and two POSTs went out.

const address = '0x00000000000000000000000000000000000000aa'
const signature = `0x${'12'.repeat(65)}`

let api: Awaited<ReturnType<typeof startFakeDataApi>>
let rpc: Awaited<ReturnType<typeof startFakeRpc>>
beforeAll(async () => {
  ;[api, rpc] = await Promise.all([startFakeDataApi(), startFakeRpc(31_337)])
  api.answers.set('/v1/profile/account', {
    status: 200,
    body: { name: 'alice.latch.id', addresses: { '60': { address } } },
  })
})
afterAll(() => Promise.all([api.stop(), rpc.stop()]))

const clients: LatchClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.destroy()))
})

/** A client connected to an EIP-1193 wallet that holds each personal_sign until answered. */
const setup = async () => {
  const signs: Array<(signed: string) => void> = []
  const provider = {
    request: ({ method }: { readonly method: string }): Promise<unknown> => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts')
        return Promise.resolve([address])
      if (method === 'eth_chainId') return Promise.resolve('0x7a69')
      if (method === 'personal_sign') return new Promise((resolve) => signs.push(resolve))
      return Promise.reject(Object.assign(new Error('unsupported'), { code: 4200 }))
    },
  }
  const latch = createLatch(
    resolveOptions({
      projectId: 'test',
      apiUrl: api.url,
      networks: [
        defineNetwork({
          id: 31_337,
          chainNamespace: 'eip155',
          name: 'Latch Local',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpc.url] } },
        }),
      ],
      connectors: [{ id: 'held', name: 'Held Wallet', namespace: 'eip155', provider }],
      storage: makeMemoryBackend(),
    }),
    {},
  )
  clients.push(latch)
  await latch.connect('held')
  return { latch, signs }
}

describe('a name registered twice at once', () => {
  it('attack: a page script calls registerName twice: one signature, one POST, the second refused', async () => {
    const { latch, signs } = await setup()
    const first = latch.registerName('alice')
    const second = latch.registerName('alice')
    await expect(second).rejects.toThrow('A name registration is already under way')
    await vi.waitFor(() => expect(signs).toHaveLength(1))
    expect(latch.state.names.value.status).toBe('registering')
    signs[0]?.(signature)
    await expect(first).resolves.toMatchObject({ name: 'alice.latch.id' })
    expect(signs).toHaveLength(1)
    expect(api.asked('/v1/profile/account')).toBe(1)
  })

  it('attack: a check asked while it registers (the remounted view) does not reopen Register', async () => {
    const { latch, signs } = await setup()
    const registering = latch.registerName('alice')
    await vi.waitFor(() => expect(signs).toHaveLength(1))
    latch.searchName('alice')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(latch.state.names.value.status).toBe('registering')
    signs[0]?.(signature)
    await registering
    expect(latch.state.names.value.status).toBe('registered')
  })
})
