import {
  connect,
  createConfig,
  disconnect,
  getAccount,
  http,
  reconnect,
  signMessage,
  switchChain,
} from '@wagmi/core'
import { type Chain, defineChain, UserRejectedRequestError, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { createDevWallet } from '../../playground/devWallet/index.ts'
import { createLatchIn } from '../../runtime/createLatch.ts'
import { defineNetwork } from '../../runtime/networks.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import { latchConnector } from '../../wagmi/index.ts'

let chains: readonly [LocalChain, LocalChain]
beforeAll(async () => {
  chains = await Promise.all([
    startChain({ port: 0, chainId: 31337, token: false }),
    startChain({ port: 0, chainId: 31338, token: false }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all((chains ?? []).map((chain) => chain.stop()))
}, 30_000)

/** The clients a test made, destroyed after it even when an expectation failed midway. */
const live: Array<{ destroy: () => Promise<void> }> = []
afterEach(async () => {
  await Promise.all(live.splice(0).map((latch) => latch.destroy()))
})

/** A wagmi app whose only connector is Latch's modal, and the Latch client behind it. */
const setup = () => {
  const wallet = createDevWallet({
    chains: [
      { chainId: chains[0].chainId, rpcUrl: chains[0].url },
      { chainId: chains[1].chainId, rpcUrl: chains[1].url },
    ],
    autoApprove: true,
  })
  const networks = chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.url] } },
      testnet: true,
    }),
  )
  const storage = makeMemoryBackend()
  const latch = createLatchIn(
    {
      projectId: 'wagmi-test',
      networks,
      connectors: [{ id: 'dev', name: 'Latch Dev Wallet', namespace: 'eip155', provider: wallet }],
      storage,
    },
    {},
  )
  live.push(latch)
  const [first, second] = chains.map(
    (chain): Chain =>
      defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.url] } },
      }),
  )
  const config = createConfig({
    chains: [first!, second!],
    connectors: [latchConnector({ latch })],
    transports: {
      [chains[0].chainId]: http(chains[0].url),
      [chains[1].chainId]: http(chains[1].url),
    },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  return { latch, config, wallet, connector: config.connectors[0]! }
}

/** What the visitor does in Latch's modal once wagmi's connect opened it: picks the dev wallet. */
const pickInModal = async (latch: ReturnType<typeof setup>['latch'], connectorId = 'dev') => {
  await expect.poll(() => latch.state.modal.value.open).toBe(true)
  await latch.connect(connectorId)
}

describe('latchConnector', () => {
  it('default: wagmi connect opens Latch’s modal and getAccount sees the wallet picked there', async () => {
    const { latch, config, wallet, connector } = setup()
    expect(getAccount(config).status).toBe('disconnected')
    const connecting = connect(config, { connector })
    await pickInModal(latch)
    const result = await connecting
    expect(result.accounts).toEqual([wallet.address])
    expect(result.chainId).toBe(31337)
    const account = getAccount(config)
    expect(account.status).toBe('connected')
    expect(account.address).toBe(wallet.address)
    expect(account.chainId).toBe(31337)
    expect(account.connector?.id).toBe('latch')
  })

  it('behavior: wagmi actions sign through Latch’s connection (a signature viem verifies)', async () => {
    const { latch, config, wallet, connector } = setup()
    const connecting = connect(config, { connector })
    await pickInModal(latch)
    await connecting
    const signature = await signMessage(config, { message: 'hello from wagmi' })
    expect(
      await verifyMessage({ address: wallet.address, message: 'hello from wagmi', signature }),
    ).toBe(true)
  })

  it('behavior: wagmi switchChain moves Latch and the wallet to the other network', async () => {
    const { latch, config, connector } = setup()
    const connecting = connect(config, { connector })
    await pickInModal(latch)
    await connecting
    await switchChain(config, { chainId: 31338 })
    expect(getAccount(config).chainId).toBe(31338)
    expect(latch.state.network.value.id).toBe(31338)
    await expect
      .poll(() => latch.state.connections.value.eip155?.caipNetworkId)
      .toBe('eip155:31338')
  })

  it('behavior: a disconnect in Latch’s modal reaches wagmi, and wagmi’s disconnect reaches Latch', async () => {
    const { latch, config, connector } = setup()
    let connecting = connect(config, { connector })
    await pickInModal(latch)
    await connecting
    await latch.disconnect()
    await expect.poll(() => getAccount(config).status).toBe('disconnected')

    connecting = connect(config, { connector })
    await pickInModal(latch)
    await connecting
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    expect(latch.state.connections.value.eip155).toBeUndefined()
  })

  it('behavior: closing the modal without a wallet rejects wagmi’s connect as the user’s refusal', async () => {
    const { latch, config, connector } = setup()
    const connecting = connect(config, { connector })
    await expect.poll(() => latch.state.modal.value.open).toBe(true)
    await latch.close()
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('behavior: reconnect restores Latch’s own session without opening the modal', async () => {
    const { latch, config, connector } = setup()
    const connecting = connect(config, { connector })
    await pickInModal(latch)
    await connecting
    await latch.close()
    const second = createConfig({
      chains: config.chains,
      connectors: [latchConnector({ latch })],
      transports: config._internal.transports,
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    await reconnect(second, { connectors: [second.connectors[0]!] })
    expect(getAccount(second).status).toBe('connected')
    expect(latch.state.modal.value.open).toBe(false)
  })
})
