import { createServer, request as forward, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { effect as watchSignal } from '@preact/signals-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LocalChain } from '../../playground/chain/index.ts'
import { createDevWallet } from '../../playground/devWallet/index.ts'
import { createLatch } from '../../runtime/client.ts'
import {
  RECOMMENDED_WALLETS,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_SIZE,
} from '../../runtime/constants.ts'
import type { Network } from '../../runtime/networks.ts'
import { resolveOptions } from '../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import type { RunningServer } from '../../server/startServer.ts'
import { type DataApiStack, destroyedAfterEach, startDataApiStack } from './support/dataApiStack.ts'

let chain: LocalChain
let server: RunningServer
let local: Network

let stack: DataApiStack | undefined
beforeAll(async () => {
  stack = await startDataApiStack((chain) => ({
    prices: { ETH: 3000 },
    identities: { [chain.accounts[0]!.address]: { name: 'alice.latch.id', avatar: null } },
  }))
  ;({ chain, server, local } = stack)
}, 120_000)
afterAll(() => stack?.stop(), 30_000)

const clients = destroyedAfterEach()

const client = (apiUrl: string | undefined, extra: { siwx?: { required: boolean } } = {}) => {
  const wallet = createDevWallet({
    chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
    autoApprove: true,
  })
  const latch = createLatch(
    resolveOptions({
      projectId: 'test',
      networks: [local],
      ...(apiUrl ? { apiUrl } : {}),
      connectors: [{ id: 'dev', name: 'Latch Dev Wallet', namespace: 'eip155', provider: wallet }],
      storage: makeMemoryBackend(),
      ...extra,
    }),
    {},
  )
  clients.push(latch)
  return latch
}

describe('loadWallets (the registry behind AllWallets)', () => {
  it('default: the first page holds WALLET_PAGE_SIZE wallets and RECOMMENDED_WALLETS recommended', async () => {
    const latch = client(server.url)
    await latch.loadWallets()
    expect(latch.state.wallets.value.status).toBe('ready')
    const wallets = latch.state.wallets.value.data
    expect(wallets.entries).toHaveLength(WALLET_PAGE_SIZE)
    expect(wallets.count).toBeGreaterThan(WALLET_PAGE_SIZE)
    expect(wallets.recommended).toHaveLength(RECOMMENDED_WALLETS)
    await latch.loadWallets({ more: true })
    expect(latch.state.wallets.value.data.page).toBe(2)
    expect(latch.state.wallets.value.data.entries).toHaveLength(wallets.count)
  })

  it('parameters: search asks for up to WALLET_SEARCH_SIZE matches', async () => {
    const latch = client(server.url)
    await latch.loadWallets({ search: 'meta' })
    const wallets = latch.state.wallets.value.data
    expect(wallets.entries.length).toBeGreaterThan(0)
    expect(wallets.entries.length).toBeLessThanOrEqual(WALLET_SEARCH_SIZE)
    expect(wallets.entries.every((w) => /meta/i.test(w.name) || /meta/i.test(w.id))).toBe(true)
  })

  it("behavior: a project the server does not know raises the 'Invalid App Configuration' alert", async () => {
    const latch = createLatch(
      resolveOptions({
        projectId: 'unknown',
        networks: [local],
        apiUrl: server.url,
        storage: makeMemoryBackend(),
      }),
      {},
    )
    clients.push(latch)
    await latch.loadWallets()
    expect(latch.state.wallets.value.status).toBe('error')
    expect(latch.state.alert.value?.message).toMatchInlineSnapshot(`"Invalid App Configuration"`)
  })

  it('behavior: without apiUrl the registry is unavailable and nothing is fetched', async () => {
    const latch = client(undefined)
    await latch.loadWallets()
    expect(latch.state.wallets.value).toMatchObject({ status: 'ready', data: { available: false } })
  })
})

describe('profile', () => {
  it('default: the connected address shows its identity from the Data API', async () => {
    const latch = client(server.url)
    await latch.connect('dev')
    const name = await new Promise<string>((resolve) => {
      const stop = watchSignal(() => {
        const value = latch.state.account.value.profileName
        if (value) {
          queueMicrotask(() => stop())
          resolve(value)
        }
      })
    })
    expect(name).toBe('alice.latch.id')
  })
})

describe('SIWX with a Data API', () => {
  it('default: the nonce comes from the server, and the sign-in spends it there', async () => {
    const latch = client(server.url, { siwx: { required: false } })
    await latch.connect('dev')
    const session = await latch.signIn()
    expect(await server.nonces.spend('test', session.data.nonce)).toBe('unknown')
  })
})

describe('analytics (SPEC §7 POST /e)', () => {
  const eventsOf = async (projectId = 'test') =>
    (await server.storage.listEvents(projectId)).map((e) => (e.props as { event: string }).event)

  it('default: with apiUrl the modal and connection events reach the server', async () => {
    const latch = client(server.url)
    await latch.ready
    await latch.open()
    await latch.connect('dev')
    await latch.close()
    // Each event is its own background POST: they arrive in any order.
    await vi.waitFor(async () =>
      expect((await eventsOf()).slice(0, 3).sort()).toEqual([
        'CONNECT_SUCCESS',
        'MODAL_CLOSE',
        'MODAL_OPEN',
      ]),
    )
    const close = (await server.storage.listEvents('test')).find(
      (e) => (e.props as { event: string }).event === 'MODAL_CLOSE',
    )
    expect(close?.props).toMatchObject({ type: 'track', properties: { connected: true } })
  })

  it('behavior: a failed call sends an error event with the SPEC message', async () => {
    const latch = client(server.url)
    await latch.ready
    await expect(latch.connect('nobody')).rejects.toThrow('Provider not found')
    await vi.waitFor(async () => expect((await eventsOf())[0]).toBe('CONNECT_ERROR'))
    const [latest] = await server.storage.listEvents('test')
    expect(latest?.props).toMatchObject({
      type: 'error',
      properties: { error: 'WalletError', message: 'Provider not found' },
    })
  })

  it('behavior: a refused send is reported as SEND_ERROR with the SPEC §5 message', async () => {
    const latch = client(server.url)
    await latch.ready
    await latch.connect('dev')
    await expect(latch.send()).rejects.toThrow('An amount and receiver address are required')
    await vi.waitFor(async () => expect((await eventsOf())[0]).toBe('SEND_ERROR'))
    const [latest] = await server.storage.listEvents('test')
    expect(latest?.props).toMatchObject({
      type: 'error',
      properties: { message: 'An amount and receiver address are required' },
    })
  })

  it('parameters: features.analytics false sends nothing', async () => {
    const before = await eventsOf()
    const wallet = createDevWallet({
      chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
      autoApprove: true,
    })
    const latch = createLatch(
      resolveOptions({
        projectId: 'test',
        networks: [local],
        apiUrl: server.url,
        features: { analytics: false },
        connectors: [{ id: 'dev', name: 'Dev', namespace: 'eip155', provider: wallet }],
        storage: makeMemoryBackend(),
      }),
    )
    clients.push(latch)
    await latch.open()
    await latch.connect('dev')
    await latch.close()
    await latch.destroy()
    expect(await eventsOf()).toEqual(before)
  })

  it("behavior: a 403 from /e shows 'Invalid App Configuration'", async () => {
    const latch = createLatch(
      resolveOptions({
        projectId: 'not-on-the-server',
        networks: [local],
        apiUrl: server.url,
        storage: makeMemoryBackend(),
      }),
    )
    clients.push(latch)
    await latch.ready
    await latch.open()
    await vi.waitFor(() =>
      expect(latch.state.alert.value?.message).toBe('Invalid App Configuration'),
    )
  })
})

describe('connect does not wait for the reads that follow it', () => {
  it('behavior: a held identity answer does not hold up connect; the name shows once it comes', async () => {
    // In front of the reference server: identity requests are held until the test answers them.
    const held: { res: ServerResponse; closed: boolean }[] = []
    const gate = createServer((req, res) => {
      if (req.url?.startsWith('/v1/identity/')) {
        const entry = { res, closed: false }
        req.socket.on('close', () => {
          entry.closed = true
        })
        held.push(entry)
        return
      }
      const target = new URL(server.url)
      const out = forward(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (upstream) => {
          res.writeHead(upstream.statusCode ?? 502, upstream.headers)
          upstream.pipe(res)
        },
      )
      req.pipe(out)
    })
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve))
    const { port } = gate.address() as AddressInfo
    const latch = client(`http://127.0.0.1:${port}`)
    try {
      await latch.connect('dev')
      expect(latch.state.account.value.status).toBe('connected')
      await vi.waitFor(() => expect(held).toHaveLength(1))
      expect(held[0]?.closed).toBe(false)
      expect(latch.state.account.value.profileName).toBeUndefined()
      held[0]?.res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ name: 'held.latch.id', avatar: null }))
      await vi.waitFor(() => expect(latch.state.account.value.profileName).toBe('held.latch.id'))
    } finally {
      await latch.destroy()
      gate.closeAllConnections()
      await new Promise((resolve) => gate.close(resolve))
    }
  })
})
