// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { FAKE_ADDRESS } from './support/fakeWallet.ts'
import { makeFakeWalletConnect, uriOf } from './support/fakeWalletConnect.ts'
import { click, shadow, waitFor } from './support/mount.tsx'
import { realClients } from './support/realClient.tsx'

const { local, mountClient } = realClients()

/** A real client in basic mode (`adapters: []`) whose WalletConnect connector the test drives. */
const setup = async () => {
  const wc = makeFakeWalletConnect(local().caipNetworkId)
  const { latch, button } = await mountClient(
    { networks: [local()], adapters: [] },
    { walletConnect: wc.connector },
  )
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
