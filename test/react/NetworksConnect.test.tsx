// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createBitcoinDevWallet } from '../../playground/bitcoin/createBitcoinDevWallet.ts'
import { bitcoin, bitcoinTestnet, type Network } from '../../runtime/networks.ts'
import { FAKE_ADDRESS, makeFakeWallet } from './support/fakeWallet.ts'
import { click, shadow, waitFor } from './support/mount.tsx'
import { realClients } from './support/realClient.tsx'

const CHAIN_ID = 31_337
const { local, mountClient } = realClients(CHAIN_ID)

/** A real client on the local EVM chain and Bitcoin main/test, with an EVM and a Bitcoin wallet. */
const setup = async () => {
  const { latch, button } = await mountClient({
    networks: [local(), bitcoin, bitcoinTestnet],
    connectors: [
      {
        id: 'fake',
        name: 'Fake Wallet',
        namespace: 'eip155',
        provider: makeFakeWallet(CHAIN_ID),
      },
      {
        id: 'btc',
        name: 'Bitcoin Dev Wallet',
        namespace: 'bitcoin',
        provider: createBitcoinDevWallet({ autoApprove: true }),
      },
    ],
  })
  const inView = (name: string) =>
    waitFor(() => shadow().querySelector(`[data-latch-view="${name}"]`))
  const address = async () =>
    (await inView('Account'))
      .querySelector('[data-latch-address]')
      ?.getAttribute('data-latch-address')
  /** From Account: the network button, then a network's tile in the Networks view. */
  const pickNetwork = async (network: Network) => {
    await click((await inView('Account')).querySelector('[data-latch-network-button]') as Element)
    await click(
      (await inView('Networks')).querySelector(
        `[data-latch-network="${network.caipNetworkId}"]`,
      ) as Element,
    )
  }
  await click(button)
  await click((await inView('Connect')).querySelector('[data-latch-connector="fake"]') as Element)
  expect(await address()).toBe(FAKE_ADDRESS)
  return { latch, inView, address, pickNetwork }
}

describe('Networks view across namespaces', () => {
  it('default: picking a network of a namespace with no connection opens Connect there, and its wallet connects beside the EVM one', async () => {
    const { latch, inView, address, pickNetwork } = await setup()
    await pickNetwork(bitcoin)
    await inView('Connect')
    expect(latch.state.router.value).toEqual({
      view: 'Connect',
      history: ['Account', 'Networks'],
    })
    expect(latch.state.network.value.caipNetworkId).toBe(bitcoin.caipNetworkId)
    expect(latch.state.account.value.status).toBe('disconnected')

    await click(shadow().querySelector('[data-latch-connector="btc"]') as Element)
    await waitFor(
      () =>
        latch.state.account.value.namespace === 'bitcoin' &&
        latch.state.account.value.status === 'connected',
    )
    expect(await address()).toMatch(/^bc1q/)
    expect(Object.keys(latch.state.connections.value).sort()).toEqual(['bitcoin', 'eip155'])
  })

  it('behavior: picking a network of a connected namespace switches in place, without Connect', async () => {
    const { latch, inView, pickNetwork } = await setup()
    await pickNetwork(bitcoin)
    await click((await inView('Connect')).querySelector('[data-latch-connector="btc"]') as Element)
    await waitFor(
      () =>
        latch.state.account.value.namespace === 'bitcoin' &&
        latch.state.account.value.status === 'connected',
    )
    await inView('Account')
    await pickNetwork(local())
    await waitFor(() => latch.state.network.value.caipNetworkId === local().caipNetworkId)
    expect(latch.state.router.value.view).toBe('Networks')
    expect(latch.state.account.value.address).toBe(FAKE_ADDRESS)
  })

  it('behavior: switching Bitcoin main → test shows the tb1q… account in Account, and back the bc1q… one', async () => {
    const { latch, inView, address, pickNetwork } = await setup()
    await pickNetwork(bitcoin)
    await click((await inView('Connect')).querySelector('[data-latch-connector="btc"]') as Element)
    await waitFor(
      () =>
        latch.state.account.value.namespace === 'bitcoin' &&
        latch.state.account.value.status === 'connected',
    )
    const main = await address()
    expect(main).toMatch(/^bc1q/)

    await pickNetwork(bitcoinTestnet)
    await waitFor(() => latch.state.network.value.caipNetworkId === bitcoinTestnet.caipNetworkId)
    await click(shadow().querySelector('[data-latch-back]') as Element)
    expect(await address()).toMatch(/^tb1q/)
    expect(latch.state.account.value.caipAddress).toBe(
      `${bitcoinTestnet.caipNetworkId}:${latch.state.account.value.address}`,
    )

    await pickNetwork(bitcoin)
    await waitFor(() => latch.state.network.value.caipNetworkId === bitcoin.caipNetworkId)
    await click(shadow().querySelector('[data-latch-back]') as Element)
    expect(await address()).toBe(main)
  })
})
