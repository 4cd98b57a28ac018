import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Effect, Exit } from 'effect'
import { formatEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalChain, startChain } from '../../../playground/chain/index.ts'
import { createDevWallet } from '../../../playground/devWallet/index.ts'
import { createLatch } from '../../../runtime/client.ts'
import { defineNetwork, type Network } from '../../../runtime/networks.ts'
import { ChainRpc } from '../../../runtime/services/ChainRpc.ts'
import { resolveOptions } from '../../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'
import { type FaultProxy, startFaultProxy } from './support/faultProxy.ts'
import { watchUnhandledRejections } from './support/unhandled.ts'

// SPEC §9 "fallback ranked": a network whose first RPC URL is dead still reads its chain
// through the next one, through ChainRpc and through the client's balance.

let chain: LocalChain
let proxy: FaultProxy
let dead: string
const unhandled = watchUnhandledRejections()

/** A URL on 127.0.0.1 where nothing listens: connections are refused. */
const closedPort = () =>
  new Promise<string>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(`http://127.0.0.1:${port}`))
    })
  })

beforeAll(async () => {
  unhandled.install()
  chain = await startChain({ port: 0, chainId: 31337, token: false })
  proxy = await startFaultProxy(chain.url)
  dead = await closedPort()
}, 60_000)
afterAll(async () => {
  await proxy?.stop()
  await chain?.stop()
  unhandled.uninstall()
}, 30_000)
afterEach(() => {
  proxy.reset()
  expect(unhandled.take()).toEqual([])
})

const networkOver = (urls: string[]): Network =>
  defineNetwork({
    id: chain.chainId,
    chainNamespace: 'eip155',
    name: 'Latch Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
  })

const balanceOver = (urls: string[]) =>
  Effect.runPromiseExit(
    ChainRpc.use((rpc) =>
      rpc.getBalance(networkOver(urls), chain.accounts[0]!.address as `0x${string}`),
    ).pipe(Effect.provide(ChainRpc.layer({ projectId: 'faults' }))),
  )

describe('fault matrix: chain RPC transports', () => {
  it('behavior: a dead first RPC URL falls back to the next: the native balance is read', async () => {
    const exit = await balanceOver([dead, chain.url])
    expect(Exit.isSuccess(exit) && formatEther(exit.value)).toBe('10000')
  })

  for (const [name, fault] of [
    ['500', { kind: 'status', status: 500 }],
    ['503', { kind: 'status', status: 503 }],
    ['connection reset', { kind: 'reset' }],
    ['invalid JSON', { kind: 'invalidJson' }],
  ] as const) {
    it(`behavior: a first RPC URL answering ${name} falls back to the next`, async () => {
      proxy.inject('/', fault)
      const exit = await balanceOver([proxy.url, chain.url])
      expect(Exit.isSuccess(exit) && formatEther(exit.value)).toBe('10000')
      expect(proxy.requests.length).toBeGreaterThan(0)
    })
  }

  it('behavior: with every URL dead the read fails with a ChainRpcError, not a throw', async () => {
    const exit = await balanceOver([dead, await closedPort()])
    expect(Exit.isFailure(exit)).toBe(true)
    const reason = Exit.isFailure(exit)
      ? exit.cause.reasons.find((r) => r._tag === 'Fail')
      : undefined
    expect(reason?._tag === 'Fail' && [reason.error._tag, reason.error.reason]).toEqual([
      'ChainRpcError',
      'Http',
    ])
  })

  it('behavior: the client shows the balance of a network whose first RPC URL is dead', async () => {
    const network = networkOver([dead, chain.url])
    const wallet = createDevWallet({
      chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
      autoApprove: true,
    })
    const latch = createLatch(
      resolveOptions({
        projectId: 'faults',
        networks: [network],
        connectors: [{ id: 'dev', name: 'Dev', namespace: 'eip155', provider: wallet }],
        storage: makeMemoryBackend(),
      }),
      {},
    )
    try {
      await latch.connect('dev')
      // The balance is read after connect, in the background.
      await vi.waitFor(() =>
        expect(latch.state.account.value).toMatchObject({
          status: 'connected',
          balance: '10000',
          balanceSymbol: 'ETH',
          balanceLoading: false,
        }),
      )
    } finally {
      await latch.destroy()
    }
  })
})
