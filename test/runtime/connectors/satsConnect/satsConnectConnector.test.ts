import { Verifier } from 'bip322-js'
import { Effect } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createSatsConnectDevWallet,
  type SatsConnectDevWalletOptions,
  satsConnectDevWalletInfo,
} from '../../../../playground/bitcoin/createSatsConnectDevWallet.ts'
import { createLatch, type LatchClient } from '../../../../runtime/client.ts'
import { makeSatsConnectConnector } from '../../../../runtime/connectors/satsConnect/satsConnectConnector.ts'
import { findSatsConnectProviders } from '../../../../runtime/connectors/satsConnect/satsConnectProviders.ts'
import { bitcoin, bitcoinTestnet } from '../../../../runtime/networks.ts'
import { resolveOptions } from '../../../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../../../runtime/services/Storage.ts'

const connectorId = `sc:${satsConnectDevWalletInfo.id}`

/** A page's window with the sats-connect dev wallet listed in `btc_providers` (WBIP004). */
const pageWith = (options: SatsConnectDevWalletOptions = { autoApprove: true }) => {
  const wallet = createSatsConnectDevWallet(options)
  const window = Object.assign(new EventTarget(), {
    [satsConnectDevWalletInfo.id]: wallet,
    btc_providers: [{ id: satsConnectDevWalletInfo.id, name: satsConnectDevWalletInfo.name }],
  })
  return { wallet, window }
}

let latch: LatchClient | undefined
afterEach(async () => {
  await latch?.destroy()
  latch = undefined
})

const clientOn = (window: EventTarget) => {
  latch = createLatch(
    resolveOptions({
      projectId: 'test',
      networks: [bitcoin, bitcoinTestnet],
      storage: makeMemoryBackend(),
    }),
    { window },
  )
  return latch
}

const signWith = (client: LatchClient, address: string, message: string) =>
  client.request(
    { method: 'bitcoin_signMessage', params: { message, address } },
    { namespace: 'bitcoin' },
  ) as Promise<{ address: string; signature: string }>

describe('sats-connect Bitcoin wallets', () => {
  it('default: a wallet listed in window.btc_providers is a bitcoin connector; it connects with its payment account and signs BIP-322 that bip322-js verifies', async () => {
    const { window } = pageWith()
    const client = clientOn(window)
    await client.ready
    expect(client.state.connectors.value).toContainEqual(
      expect.objectContaining({
        id: connectorId,
        name: satsConnectDevWalletInfo.name,
        namespace: 'bitcoin',
        type: 'ANNOUNCED',
      }),
    )
    await client.connect(connectorId)
    const address = client.state.account.value.address ?? ''
    expect(address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/)
    expect(client.state.connections.value.bitcoin?.accounts).toEqual([{ type: 'payment', address }])
    const signed = await signWith(client, address, 'Latch over sats-connect')
    expect(signed.address).toBe(address)
    expect(Verifier.verifySignature(address, 'Latch over sats-connect', signed.signature)).toBe(
      true,
    )
  })

  it('behavior: switching to Bitcoin Testnet asks the wallet to change network and moves to its tb1q… account', async () => {
    const { window, wallet } = pageWith()
    const client = clientOn(window)
    await client.ready
    await client.connect(connectorId)
    await client.switchNetwork(bitcoinTestnet)
    expect(wallet.network).toBe('testnet')
    const address = client.state.account.value.address ?? ''
    expect(address).toMatch(/^tb1q/)
    expect(client.state.account.value.caipAddress).toBe(
      `${bitcoinTestnet.caipNetworkId}:${address}`,
    )
    const signed = await signWith(client, address, 'on testnet')
    expect(Verifier.verifySignature(address, 'on testnet', signed.signature)).toBe(true)
  })

  it('parameters: connecting while the app is on testnet moves a mainnet wallet there', async () => {
    const { wallet } = pageWith()
    const connector = makeSatsConnectConnector(wallet, satsConnectDevWalletInfo)
    const result = await Effect.runPromise(connector.connect(bitcoinTestnet))
    expect(result.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)
    expect(result.accounts.map((a) => a.address)).toEqual([expect.stringMatching(/^tb1q/)])
  })

  it('behavior: a refused connect is UserRejected and restore finds nothing', async () => {
    const { wallet } = pageWith({ approve: async () => false })
    const connector = makeSatsConnectConnector(wallet, satsConnectDevWalletInfo)
    const error = await Effect.runPromise(Effect.flip(connector.connect(bitcoin)))
    expect({ reason: error.reason, message: error.message }).toEqual({
      reason: 'UserRejected',
      message: 'User rejected the request',
    })
    expect(await Effect.runPromise(connector.restore(bitcoin))).toBeUndefined()
  })

  it('behavior: disconnect renounces the permission, so a reload restores nothing', async () => {
    const { wallet } = pageWith()
    const connector = makeSatsConnectConnector(wallet, satsConnectDevWalletInfo)
    await Effect.runPromise(connector.connect(bitcoin))
    expect(await Effect.runPromise(connector.restore(bitcoin))).toMatchObject({
      caipNetworkId: bitcoin.caipNetworkId,
    })
    await Effect.runPromise(connector.disconnect())
    expect(await Effect.runPromise(connector.restore(bitcoin))).toBeUndefined()
  })

  it('rule: findSatsConnectProviders skips entries that are malformed or point at no provider', () => {
    const { wallet } = pageWith()
    const found = findSatsConnectProviders({
      Good: { Provider: wallet },
      NotOne: { request: 'no' },
      btc_providers: [
        { id: 'Good.Provider', name: 'Good', icon: 'data:image/svg+xml;base64,AA==' },
        { id: 'Good.Provider', name: 'Same again' },
        { id: 'Missing.Provider', name: 'Missing' },
        { id: 'NotOne', name: 'Not a provider' },
        { name: 'No id' },
        null,
      ],
    })
    expect(found.map((f) => f.listing)).toEqual([
      { id: 'Good.Provider', name: 'Good', icon: 'data:image/svg+xml;base64,AA==' },
    ])
    expect(findSatsConnectProviders({})).toEqual([])
  })
})
