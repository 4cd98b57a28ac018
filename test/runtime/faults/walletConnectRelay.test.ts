// Each WalletConnect client of this process gets its own core (the dApp and the wallet), as
// they would in separate processes.
process.env.DISABLE_GLOBAL_CORE = 'true'

import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { devAccounts } from '../../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../../playground/chain/startChain.ts'
import {
  createMobileWallet,
  type MobileWallet,
} from '../../../playground/mobileWallet/createMobileWallet.ts'
import { type DevRelay, startDevRelay } from '../../../playground/relay/startDevRelay.ts'
import { createLatch, type LatchClient } from '../../../runtime/client.ts'
import {
  makeWalletConnectConnector,
  type WalletConnectConnector,
} from '../../../runtime/connectors/walletConnect/walletConnectConnector.ts'
import { resolveOptions } from '../../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'
import { localNetwork } from '../support/localNetwork.ts'
import { watchUnhandledRejections } from './support/unhandled.ts'

// The WalletConnect relay drops every socket and comes back on the same port (a restart, a
// deploy, a network blip): the session paired before must still answer requests.

let chain: LocalChain
const unhandled = watchUnhandledRejections()

beforeAll(async () => {
  unhandled.install()
  chain = await startChain({ port: 0, chainId: 31337, token: false })
}, 30_000)
afterAll(async () => {
  await chain?.stop()
  unhandled.uninstall()
})

const closers: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined)
  expect(unhandled.take()).toEqual([])
})

/** A relay, a Latch client with a WalletConnect connector on it, and a paired mobile wallet. */
const pairedOver = async (relay: DevRelay, relayGracePeriod?: number) => {
  const connector: WalletConnectConnector = makeWalletConnectConnector({
    projectId: 'latch-test',
    networks: [localNetwork(chain)],
    relayUrl: relay.url,
    relayGracePeriod,
    logger: 'silent',
    metadata: { name: 'Latch faults', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  const latch: LatchClient = createLatch(
    resolveOptions({
      projectId: 'latch-test',
      networks: [localNetwork(chain)],
      storage: makeMemoryBackend(),
    }),
    { walletConnect: connector },
  )
  const wallet: MobileWallet = await createMobileWallet({
    relayUrl: relay.url,
    projectId: 'latch-test',
    chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
    privateKey: devAccounts[1]?.privateKey,
  })
  closers.push(
    () => latch.destroy(),
    () => connector.close(),
    () => wallet.close(),
  )
  const uri = new Promise<string>((resolve) => {
    const stop = connector.onUri((u) => {
      stop()
      resolve(u)
    })
  })
  const connecting = latch.connect('walletConnect')
  await wallet.pair(await uri)
  await connecting
  return { latch, connector, wallet }
}

const sign = async (latch: LatchClient, wallet: MobileWallet, text: string) => {
  const hex = `0x${Buffer.from(text).toString('hex')}` as const
  const signature = (await latch.request({
    method: 'personal_sign',
    params: [hex, wallet.address],
  })) as `0x${string}`
  return verifyMessage({ address: wallet.address, message: { raw: hex }, signature })
}

/** Resolves once `condition` holds (bounded). */
const until = (condition: () => boolean, ms = 10_000) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout: ms, interval: 20 })

describe('fault matrix: the WalletConnect relay drops and returns', () => {
  it('behavior: after the relay restarts on the same port, the paired session still signs', async () => {
    let relay = await startDevRelay({ port: 0 })
    const port = relay.port
    closers.push(() => relay.stop())
    const { latch, connector, wallet } = await pairedOver(relay)
    expect(await sign(latch, wallet, 'before the drop')).toBe(true)

    await relay.stop()
    await until(() => connector.provider()?.relayer.connected === false)
    relay = await startDevRelay({ port })
    expect(await sign(latch, wallet, 'after the relay came back')).toBe(true)
    expect(latch.state.account.value).toMatchObject({
      status: 'connected',
      address: wallet.address,
      connectorId: 'walletConnect',
    })
  }, 30_000)

  it('behavior: the relay dropping every socket and staying up keeps the session answering', async () => {
    const relay = await startDevRelay({ port: 0 })
    closers.push(() => relay.stop())
    const { latch, connector, wallet } = await pairedOver(relay)
    relay.dropConnections()
    await until(() => connector.provider()?.relayer.connected === false)
    expect(await sign(latch, wallet, 'after a drop')).toBe(true)
    expect(latch.state.account.value.status).toBe('connected')
  }, 30_000)

  it("behavior: a request while the relay stays down fails with 'Connection request reset' after the grace period; the session answers once it is back", async () => {
    let relay = await startDevRelay({ port: 0 })
    const port = relay.port
    closers.push(() => relay.stop())
    const grace = 300
    const { latch, connector, wallet } = await pairedOver(relay, grace)
    await relay.stop()
    await until(() => connector.provider()?.relayer.connected === false)
    const started = Date.now()
    const error = await sign(latch, wallet, 'into the void').then(
      () => undefined,
      (e: Error & { reason?: string }) => e,
    )
    expect({ name: error?.name, reason: error?.reason, message: error?.message }).toEqual({
      name: 'WalletError',
      reason: 'ConnectionReset',
      message: 'Connection request reset. Please try again.',
    })
    expect(Date.now() - started).toBeLessThan(grace + 5_000)
    // The session is kept, not forgotten: the visitor stays connected and can retry.
    expect(latch.state.account.value).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    relay = await startDevRelay({ port })
    // The SDK reconnects on its own (within a second here); the same session then signs.
    await until(() => connector.provider()?.relayer.connected === true)
    expect(await sign(latch, wallet, 'after the relay came back')).toBe(true)
  }, 30_000)
})
