// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConnectButton, LatchProvider } from '../../react/index.ts'
import { createLatchIn } from '../../runtime/createLatch.ts'
import { defineNetwork, type Network } from '../../runtime/networks.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import { FAKE_ADDRESS } from './support/fakeWallet.ts'
import { makeFakeWalletConnect, uriOf } from './support/fakeWalletConnect.ts'
import { click, mount, shadow, waitFor } from './support/mount.tsx'
import { startFakeRpc } from './support/startFakeRpc.ts'

let rpc: Awaited<ReturnType<typeof startFakeRpc>>
let local: Network
const CHAIN_ID = 31_337

beforeAll(async () => {
  rpc = await startFakeRpc(CHAIN_ID)
  local = defineNetwork({
    id: CHAIN_ID,
    chainNamespace: 'eip155',
    name: 'Latch Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc.url] } },
  })
})
afterAll(() => rpc.stop())

let cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const c of cleanup.reverse()) await c()
  cleanup = []
  document.body.innerHTML = ''
})

/** A real client in basic mode (`adapters: []`) whose WalletConnect connector the test drives. */
const setup = async () => {
  const wc = makeFakeWalletConnect(local.caipNetworkId)
  const latch = createLatchIn(
    { projectId: 'test', networks: [local], adapters: [], storage: makeMemoryBackend() },
    { walletConnect: wc.connector },
  )
  await latch.ready
  const view = await mount(
    <LatchProvider client={latch}>
      <ConnectButton />
    </LatchProvider>,
  )
  cleanup.push(async () => {
    await view.unmount()
    await latch.destroy()
  })
  const button = view.container.querySelector('[data-testid="latch-connect-button"]') as Element
  return { wc, latch, button }
}

const qrUri = () => shadow().querySelector('[data-latch-wc-uri]')?.getAttribute('data-latch-wc-uri')

describe('WalletConnect views with a real client', () => {
  it('default: basic mode opens ConnectingWalletConnectBasic with the pairing URI; approval shows Account', async () => {
    const { wc, button } = await setup()
    await click(button)
    await waitFor(() => shadow().querySelector('[data-latch-view="ConnectingWalletConnectBasic"]'))
    expect(await waitFor(qrUri)).toBe(uriOf(1))
    expect(shadow().querySelector('[data-latch-wc-uri] svg')).not.toBeNull()
    await act(async () => wc.approve(FAKE_ADDRESS))
    const account = await waitFor(() => shadow().querySelector('[data-latch-view="Account"]'))
    expect(account.querySelector('[data-latch-address]')?.getAttribute('data-latch-address')).toBe(
      FAKE_ADDRESS,
    )
    expect(wc.attempts).toBe(1)
    // The balance read over the network's RPC lands in its placeholder.
    await waitFor(() => account.querySelector('[data-latch-balance]')?.textContent === '10 ETH')
  })

  it('behavior: a rejected pairing shows the message without a QR; Retry pairs again with a new URI', async () => {
    const { wc, button } = await setup()
    await click(button)
    expect(await waitFor(qrUri)).toBe(uriOf(1))
    await act(async () => wc.end('rejected'))
    const alert = await waitFor(() => shadow().querySelector('[data-latch-view] [role="alert"]'))
    expect(alert.textContent).toContain('The connection was declined in the wallet.')
    expect(qrUri()).toBeUndefined()
    await click(shadow().querySelector('[data-latch-wc-retry]') as Element)
    expect(await waitFor(qrUri)).toBe(uriOf(2))
    expect(shadow().innerHTML).not.toContain('pairing-1@')
    await act(async () => wc.approve(FAKE_ADDRESS))
    const account = await waitFor(() => shadow().querySelector('[data-latch-view="Account"]'))
    await waitFor(() => account.querySelector('[data-latch-balance]')?.textContent === '10 ETH')
    expect(wc.attempts).toBe(2)
  })
})
