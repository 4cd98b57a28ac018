import { signal } from '@preact/signals-core'
import { Effect } from 'effect'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChains, startLocalChains } from '../../../playground/chain/index.ts'
import { Logger } from '../../../runtime/effect.ts'
import {
  type Connector,
  type ConnectorContext,
  type ConnectorEvent,
  createConnector,
  createLatch,
  type LatchClient,
  type LatchOptions,
  type Network,
  WalletError,
} from '../../../runtime/index.ts'
import { localNetwork } from '../support/localNetwork.ts'

let chains: LocalChains
let local: Network

beforeAll(async () => {
  chains = await startLocalChains({ ports: [0, 0] })
  local = localNetwork(chains.chains[0]!)
}, 30_000)
afterAll(() => chains?.stop())

const clients: LatchClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((latch) => latch.destroy()))
})

const client = (options: Partial<LatchOptions>) => {
  const latch = createLatch({ projectId: 'third-party', networks: [local], ...options })
  clients.push(latch)
  return latch
}

/**
 * A connector as an app would write one: a wallet of its own (here a key in memory) behind
 * Latch's `Connector` interface, declared with `createConnector`.
 */
const keyWallet = (key = generatePrivateKey()) => {
  const account = privateKeyToAccount(key)
  const built: ConnectorContext[] = []
  const calls: string[] = []
  const factory = createConnector(({ config, logger, state, environment }) => {
    built.push({ config, logger, state, environment })
    const listeners = new Set<(event: ConnectorEvent) => void>()
    const connector: Connector = {
      id: 'key-wallet',
      name: 'Key Wallet',
      type: 'EXTERNAL',
      namespace: 'eip155',
      icon: undefined,
      rdns: undefined,
      connect: (network) =>
        Effect.sync(() => {
          calls.push('connect')
          return {
            accounts: [{ type: 'eoa', address: account.address }],
            caipNetworkId: network.caipNetworkId,
          }
        }),
      restore: () => Effect.succeed(undefined),
      disconnect: () => Effect.sync(() => void calls.push('disconnect')),
      switchNetwork: () => Effect.void,
      request: ({ method, params }) => {
        calls.push(method)
        if (method !== 'personal_sign') return Effect.fail(WalletError.of('Unsupported'))
        const [message] = params as [`0x${string}`]
        return Effect.promise(() => account.signMessage({ message: { raw: message } }))
      },
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    return { connectors: signal([connector]) }
  }, 'keyWallet')
  return { factory, account, built, calls }
}

describe('createConnector', () => {
  it('default: an app connector in the list connects, signs and disconnects through the runtime', async () => {
    const wallet = keyWallet()
    const latch = client({ connectors: [wallet.factory] })
    await latch.ready
    expect(latch.state.connectors.value.map((c) => c.id)).toContain('key-wallet')

    await latch.connect('key-wallet')
    expect(latch.state.account.value).toMatchObject({
      status: 'connected',
      address: wallet.account.address,
    })
    const message = '0x68656c6c6f' // "hello"
    const signature = await latch.request({
      method: 'personal_sign',
      params: [message, wallet.account.address],
    })
    expect(
      await verifyMessage({
        address: wallet.account.address,
        message: { raw: message },
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    await latch.disconnect()
    expect(latch.state.account.value.status).toBe('disconnected')
    // In this order (the runtime may ask the wallet more on the side, e.g. its capabilities).
    const steps = ['connect', 'personal_sign', 'disconnect']
    expect(wallet.calls.filter((call) => steps.includes(call))).toEqual(steps)
  })

  it("behavior: the factory is built once, with the client's config, logger and state", async () => {
    const wallet = keyWallet()
    const latch = client({ connectors: [wallet.factory] })
    await latch.ready
    expect(wallet.built).toHaveLength(1)
    const [context] = wallet.built
    expect(context?.config.projectId).toBe('third-party')
    expect(context?.state.connectors).toBe(latch.state.connectors)
    // Its logger writes to the client's buffer.
    await Effect.runPromise(context!.logger.error('from the key wallet'))
    const entries = await latch.runtime!.runPromise(Logger.use((l) => l.entries))
    expect(entries.map((e) => e.message)).toContain('from the key wallet')
  })

  it('parameters: connectors as a function replaces the default list', async () => {
    const wallet = keyWallet()
    let families: unknown[] = []
    const latch = client({
      frameUrl: 'http://127.0.0.1:9/frame',
      connectors: (defaults) => {
        families = defaults.map((f) => f.family)
        return [wallet.factory]
      },
    })
    await latch.ready
    expect(families).toEqual([
      'injected',
      'walletStandard',
      'satsConnect',
      'walletConnect',
      'embedded',
    ])
    // The embedded wallet (a default, with a frameUrl) is gone: only the app's connector is left.
    expect(latch.state.connectors.value.map((c) => c.id)).toEqual(['key-wallet'])
  })

  it('parameters: a list extends the defaults, wallets handed in as they are included', async () => {
    const wallet = keyWallet()
    const provider = { request: async () => [] }
    const latch = client({
      frameUrl: 'http://127.0.0.1:9/frame',
      connectors: [{ id: 'dev', name: 'Dev', namespace: 'eip155', provider }, wallet.factory],
    })
    await latch.ready
    // SPEC §9 order: the embedded wallet (AUTH) before the external ones, whatever the list's order.
    expect(latch.state.connectors.value.map((c) => [c.id, c.type])).toEqual([
      ['latch-auth', 'AUTH'],
      ['key-wallet', 'EXTERNAL'],
      ['dev', 'EXTERNAL'],
    ])
  })

  it('behavior: a factory that fails is logged, and the other connectors still work', async () => {
    const wallet = keyWallet()
    const broken = createConnector(() => {
      throw new Error('no SDK')
    }, 'broken')
    const latch = client({ connectors: [broken, wallet.factory] })
    await latch.ready
    expect(latch.state.connectors.value.map((c) => c.id)).toEqual(['key-wallet'])
    const entries = await latch.runtime!.runPromise(Logger.use((l) => l.entries))
    expect(entries.map((e) => e.message)).toContain('Latch: the connector factory broken failed')
  })

  it("behavior: a family's status signal is mirrored into its state slot until destroy", async () => {
    const pairing = signal({ status: 'idle' as const, uri: undefined, error: undefined })
    const withStatus = createConnector(() => ({
      connectors: signal([]),
      status: { slot: 'walletConnect', signal: pairing },
    }))
    const latch = client({ connectors: [withStatus] })
    await latch.ready
    const waiting = {
      status: 'waiting',
      uri: 'wc:1@2?relay-protocol=irn',
      error: undefined,
    } as const
    ;(pairing as { value: unknown }).value = waiting
    expect(latch.state.walletConnect.value).toEqual(waiting)
    await latch.destroy()
    ;(pairing as { value: unknown }).value = { status: 'idle', uri: undefined, error: undefined }
    expect(latch.state.walletConnect.value).toEqual(waiting)
  })
})
