import { effect as watchSignal } from '@preact/signals-core'
import { createPublicClient, http } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChains, startLocalChains } from '../../playground/chain/index.ts'
import { createDevWallet, type DevWalletProvider } from '../../playground/devWallet/index.ts'
import { createLatch, type LatchClient } from '../../runtime/client.ts'
import type { Network } from '../../runtime/networks.ts'
import type { ExternalConnector, LatchOptions } from '../../runtime/services/Config.ts'
import { resolveOptions } from '../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend, type StorageBackend } from '../../runtime/services/Storage.ts'
import { localNetwork } from './support/localNetwork.ts'

let chains: LocalChains
let local: Network
let local2: Network

beforeAll(async () => {
  chains = await startLocalChains({ ports: [0, 0] })
  const [a, b] = chains.chains
  local = localNetwork(a)
  local2 = localNetwork(b, 'Latch Local 2')
}, 30_000)
afterAll(() => chains?.stop())

interface Setup {
  readonly latch: LatchClient
  readonly wallet: DevWalletProvider
  readonly storage: StorageBackend
  readonly prompts: string[]
  answer: boolean
}

// Every client a test makes is destroyed after it, passed or failed: none leaves timers behind.
const clients: LatchClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((latch) => latch.destroy()))
})

const setup = (
  options: Partial<LatchOptions> & {
    storage?: StorageBackend
    wallet?: DevWalletProvider
    extra?: readonly ExternalConnector[]
  } = {},
): Setup => {
  const prompts: string[] = []
  const state = { answer: true }
  const wallet =
    options.wallet ??
    createDevWallet({
      chains: chains.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.url })) as never,
      approve: async (r) => {
        prompts.push(r.method)
        return state.answer
      },
    })
  const storage = options.storage ?? makeMemoryBackend()
  const { wallet: _w, extra = [], ...rest } = options
  const latch = createLatch(
    resolveOptions({
      projectId: 'test',
      networks: [local, local2],
      connectors: [
        { id: 'dev', name: 'Latch Dev Wallet', namespace: 'eip155', provider: wallet },
        ...extra,
      ],
      ...rest,
      storage,
    }),
    {},
  )
  clients.push(latch)
  return Object.defineProperty({ latch, wallet, storage, prompts } as unknown as Setup, 'answer', {
    get: () => state.answer,
    set: (v: boolean) => {
      state.answer = v
    },
  })
}

/** Resolves when `predicate` holds for the signal's value (signals notify synchronously). */
const until = <T>(read: () => T, predicate: (value: T) => boolean) =>
  new Promise<T>((resolve) => {
    let stop: (() => void) | undefined
    stop = watchSignal(() => {
      const value = read()
      if (predicate(value)) {
        queueMicrotask(() => stop?.())
        resolve(value)
      }
    })
  })

const account0 = () => chains.chains[0].accounts[0]!.address

describe('createLatch: connection flow (SPEC §4)', () => {
  it('rule: connecting sets connecting, then connected, and reads the balance over the RPC', async () => {
    const { latch } = setup()
    await latch.ready
    const statuses: string[] = []
    const stop = watchSignal(() => {
      const status = latch.state.account.value.status
      if (statuses.at(-1) !== status) statuses.push(status)
    })
    await latch.connect('dev')
    stop()
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected'])
    expect(latch.state.account.value.address).toBe(account0())
    expect(latch.state.account.value.caipAddress).toBe(`eip155:${local.id}:${account0()}`)
    expect(latch.state.network.value.name).toBe('Latch Local')
    expect(latch.state.connections.value.eip155?.connectorId).toBe('dev')
    const account = await until(
      () => latch.state.account.value,
      (a) => a.balance !== undefined,
    )
    expect(Number(account.balance)).toBeGreaterThan(9000)
    expect(account.balanceSymbol).toBe('ETH')
  })

  it('rule: a failed connect returns to disconnected when nothing was connected', async () => {
    const s = setup()
    s.answer = false
    const error = await s.latch.connect('dev').catch((e: unknown) => e)
    expect((error as Error).message).toMatchInlineSnapshot(`"User rejected the request"`)
    expect((error as { _tag: string })._tag).toBe('WalletError')
    expect(s.latch.state.account.value.status).toBe('disconnected')
  })

  it('rule: a failed connect returns to connected when a connection exists', async () => {
    const refusing = createDevWallet({
      chains: chains.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.url })) as never,
      approve: async () => false,
    })
    const s = setup({
      extra: [{ id: 'other', name: 'Other Wallet', namespace: 'eip155', provider: refusing }],
    })
    await s.latch.connect('dev')
    await expect(s.latch.connect('other')).rejects.toThrow('User rejected the request')
    expect(s.latch.state.account.value.status).toBe('connected')
    expect(s.latch.state.account.value.address).toBe(account0())
  })

  it('rule: status, connected namespaces and recent wallets are persisted', async () => {
    const s = setup()
    await s.latch.connect('dev')
    expect(s.storage.getItem('latch:v1:connectionStatus')).toBe('connected')
    expect(s.storage.getItem('latch:v1:connectedNamespaces')).toBe('eip155')
    expect(JSON.parse(s.storage.getItem('latch:v1:recentWallets') ?? '[]')[0].id).toBe('dev')
    expect(s.latch.state.connectors.value.map((c) => [c.id, c.recent])).toEqual([['dev', true]])
  })

  it('rule: a reload restores the connection without a prompt (reconnecting)', async () => {
    const first = setup()
    await first.latch.connect('dev')
    await first.latch.destroy()
    const prompts = first.prompts.length
    const second = setup({ storage: first.storage, wallet: first.wallet })
    expect(second.latch.state.account.value.status).toBe('reconnecting')
    await second.latch.ready
    expect(second.latch.state.account.value.status).toBe('connected')
    expect(second.latch.state.account.value.address).toBe(account0())
    expect(first.prompts.length).toBe(prompts)
  })

  it('rule: disconnect removes the connection, resets account data and stored login', async () => {
    const s = setup()
    await s.latch.connect('dev')
    s.storage.setItem('latch:v1:login:email', 'a@b.co')
    await s.latch.disconnect()
    expect(s.latch.state.account.value).toMatchObject({
      status: 'disconnected',
      address: undefined,
      balance: undefined,
    })
    expect(s.latch.state.connections.value).toEqual({})
    expect(s.storage.getItem('latch:v1:connectionStatus')).toBe('disconnected')
    expect(s.storage.getItem('latch:v1:login:email')).toBeNull()
  })

  it('rule: wallet events update state (accountsChanged to none disconnects)', async () => {
    const s = setup()
    await s.latch.connect('dev')
    await s.wallet.disconnect()
    await until(
      () => s.latch.state.account.value.status,
      (st) => st === 'disconnected',
    )
    expect(s.latch.state.connections.value).toEqual({})
  })
})

describe('createLatch: networks', () => {
  it('default: switchNetwork asks the wallet and makes the network active', async () => {
    const s = setup()
    await s.latch.connect('dev')
    await s.latch.switchNetwork(local2)
    expect(s.latch.state.network.value.name).toBe('Latch Local 2')
    expect(await s.wallet.request({ method: 'eth_chainId' })).toBe(`0x${(31338).toString(16)}`)
    expect(s.latch.state.account.value.caipAddress).toBe(`eip155:${local2.id}:${account0()}`)
  })

  it("rule: a wallet on a network the app does not list is 'Unknown Network' and opens UnsupportedChain", async () => {
    const s = setup({ networks: [local] })
    await s.latch.connect('dev')
    await s.wallet.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${(31338).toString(16)}` }],
    })
    const network = await until(
      () => s.latch.state.network.value,
      (n) => n.caipNetworkId === 'eip155:31338',
    )
    expect(network.name).toBe('Unknown Network')
    expect(s.latch.state.router.value.view).toBe('UnsupportedChain')
    expect(s.latch.state.modal.value.open).toBe(true)
    await s.latch.switchNetwork(local)
    expect(s.latch.state.network.value.name).toBe('Latch Local')
    expect(s.latch.state.modal.value.open).toBe(false)
  })

  it('rule: no UnsupportedChain view when unsupported chains are allowed', async () => {
    const s = setup({ networks: [local], allowUnsupportedChain: true })
    await s.latch.connect('dev')
    await s.wallet.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${(31338).toString(16)}` }],
    })
    await until(
      () => s.latch.state.network.value.name,
      (n) => n === 'Unknown Network',
    )
    expect(s.latch.state.router.value.view).toBe('Connect')
  })

  it("behavior: switching to a network the app does not list is 'Unsupported chain'", async () => {
    const s = setup({ networks: [local] })
    const error = await s.latch.switchNetwork(local2).then(
      () => new Error('switched'),
      (e: Error) => e,
    )
    expect(error.message).toMatchInlineSnapshot(`"Unsupported chain"`)
  })
})

describe('createLatch: RPC', () => {
  it("rule: methods outside the allow-list are 'Requested RPC call is not allowed'", async () => {
    const s = setup()
    await s.latch.connect('dev')
    const error = await s.latch.request({ method: 'eth_sign', params: [] }).then(
      () => new Error('allowed'),
      (e: Error) => e,
    )
    expect(error.message).toMatchInlineSnapshot(`"Requested RPC call is not allowed"`)
    expect(await s.latch.request({ method: 'eth_chainId' })).toBe(`0x${(31337).toString(16)}`)
  })
})

describe('createLatch: sending', () => {
  it('behavior: after a sent transaction is mined the balance is read again', async () => {
    const s = setup()
    await s.latch.connect('dev')
    const before = await until(
      () => s.latch.state.account.value.balance,
      (b) => b !== undefined,
    )
    const hash = await s.latch.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: account0(),
          to: chains.chains[0].accounts[5]!.address,
          value: `0x${(10n ** 18n).toString(16)}`,
        },
      ],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const after = await until(
      () => s.latch.state.account.value.balance,
      (b) => b !== undefined && b !== before,
    )
    expect(Number(before) - Number(after)).toBeGreaterThanOrEqual(1)
  })
})

describe('createLatch: SIWX (SPEC §2)', () => {
  it('rule: after connecting with no session the sign view opens; success keeps a verifiable session and closes', async () => {
    const s = setup({
      siwx: { required: true },
      metadata: { name: 'Test App', url: 'http://127.0.0.1:5173', description: '', icons: [] },
    })
    await s.latch.open()
    await s.latch.connect('dev')
    expect(s.latch.state.router.value.view).toBe('SIWXSignMessage')
    expect(await s.latch.close()).toBe(false)
    expect(s.latch.state.modal.value).toMatchObject({ open: true, shake: true })

    const session = await s.latch.signIn()
    expect(s.latch.state.modal.value.open).toBe(false)
    const parsed = parseSiweMessage(session.message)
    expect(parsed).toMatchObject({
      address: account0(),
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      nonce: session.data.nonce,
      version: '1',
    })
    const client = createPublicClient({ transport: http(chains.chains[0].url) })
    expect(
      await verifySiweMessage(client, {
        message: session.message,
        signature: session.signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it("rule: a declined signature keeps the sign view open with 'Signature declined'", async () => {
    const s = setup({ siwx: { required: false } })
    await s.latch.connect('dev')
    s.answer = false
    await expect(s.latch.signIn()).rejects.toThrow()
    expect(s.latch.state.router.value.view).toBe('SIWXSignMessage')
    expect(s.latch.state.siwx.value.error).toMatchInlineSnapshot(`"Signature declined"`)
    expect(s.latch.state.toast.value?.message).toBe('Signature declined')
  })

  it('rule: the wallet switching to an account with no session opens the sign view for it (a session is per account)', async () => {
    const base = createDevWallet({
      chains: chains.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.url })) as never,
      autoApprove: true,
    })
    const heard: ((accounts: unknown) => void)[] = []
    const wallet: DevWalletProvider = {
      ...base,
      request: base.request,
      on: (event, listener) => {
        if (event === 'accountsChanged') heard.push(listener)
        base.on(event, listener)
        return wallet
      },
    }
    const s = setup({ siwx: { required: false }, wallet })
    await s.latch.connect('dev')
    await s.latch.signIn()
    expect(s.latch.state.modal.value.open).toBe(false)
    const other = chains.chains[0].accounts[1]!.address
    for (const listener of heard) listener([other])
    await until(
      () => s.latch.state.modal.value.open && s.latch.state.router.value.view,
      (view) => view === 'SIWXSignMessage',
    )
    expect(s.latch.state.account.value.caipAddress).toBe(`eip155:${local.id}:${other}`)
  })

  it('rule: cancel on the sign view disconnects when sign-in is required', async () => {
    const s = setup({ siwx: { required: true } })
    await s.latch.connect('dev')
    await s.latch.cancelSignIn()
    expect(s.latch.state.account.value.status).toBe('disconnected')
  })

  it('rule: cancel on the sign view only closes when sign-in is optional', async () => {
    const s = setup({ siwx: { required: false } })
    await s.latch.connect('dev')
    await s.latch.cancelSignIn()
    expect(s.latch.state.account.value.status).toBe('connected')
    expect(s.latch.state.modal.value.open).toBe(false)
  })
})
