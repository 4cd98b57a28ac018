// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { idleWallets, makeFakeClient, registryWallet } from '../support/fakeClient.ts'
import { click } from '../support/mount.tsx'
import {
  connector,
  findView,
  renderModal,
  walletConnectConnector,
  write,
} from '../support/renderModal.tsx'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
  document.body.innerHTML = ''
})

const rainbow = registryWallet('rainbow', 'Rainbow')
const trust = registryWallet('trust', 'Trust Wallet')

const setup = async (prepare?: (fake: ReturnType<typeof makeFakeClient>) => void) => {
  const fake = makeFakeClient()
  fake.state.connectors.value = [
    connector('dev.latch.wallet', 'Latch Dev Wallet', { type: 'ANNOUNCED', recent: true }),
    walletConnectConnector,
  ]
  prepare?.(fake)
  unmount = await renderModal(fake)
  const root = await findView('Connect')
  const tiles = () =>
    [
      ...root.querySelectorAll(
        '[data-latch-connector], [data-latch-wallet], [data-latch-all-wallets]',
      ),
    ].map(
      (t) =>
        t.getAttribute('data-latch-connector') ??
        (t.hasAttribute('data-latch-all-wallets')
          ? 'all'
          : `registry:${t.getAttribute('data-latch-wallet')}`),
    )
  return { fake, root, tiles, loads: () => fake.calls.filter((c) => c[0] === 'loadWallets') }
}

describe('Connect view with the registry and WalletConnect', () => {
  it('default: WalletConnect first, installed next, then the recommended wallets and All wallets with the count', async () => {
    const { fake, root, tiles, loads } = await setup()
    // Painted before the registry answers; asked for once, after the paint.
    expect(tiles()).toEqual(['walletConnect', 'dev.latch.wallet', 'all'])
    expect(loads()).toEqual([['loadWallets']])
    await write(fake.state.wallets, {
      ...idleWallets,
      status: 'ready',
      entries: [rainbow, trust],
      count: 420,
      page: 1,
      recommended: [rainbow, trust],
    })
    expect(tiles()).toEqual([
      'walletConnect',
      'dev.latch.wallet',
      'registry:rainbow',
      'registry:trust',
      'all',
    ])
    expect(root.querySelector('[data-latch-wallet-count]')?.textContent).toBe('420')
  })

  it('parameters: WalletConnect listed for eip155 and solana (one session) shows one tile', async () => {
    const { tiles } = await setup((fake) => {
      fake.state.connectors.value = [
        walletConnectConnector,
        { ...walletConnectConnector, namespace: 'solana' },
        connector('dev.latch.wallet', 'Latch Dev Wallet', { type: 'ANNOUNCED' }),
      ]
    })
    expect(tiles()).toEqual(['walletConnect', 'dev.latch.wallet', 'all'])
  })

  it('parameters: a registry already loading or loaded is not asked for again', async () => {
    const { loads } = await setup((fake) => {
      fake.state.wallets.value = { ...idleWallets, status: 'loading' }
    })
    expect(loads()).toEqual([])
  })

  it('parameters: the count of a search left in AllWallets is not shown as the total', async () => {
    const { root } = await setup((fake) => {
      fake.state.wallets.value = { ...idleWallets, status: 'ready', search: 'rain', count: 3 }
    })
    expect(root.querySelector('[data-latch-wallet-count]')).toBeNull()
  })

  it('behavior: the WalletConnect tile opens ConnectingWalletConnect, which starts the pairing', async () => {
    const { fake, root } = await setup((f) => {
      f.hold.connect = new Promise(() => undefined)
    })
    await click(root.querySelector('[data-latch-connector="walletConnect"]') as Element)
    expect(fake.state.router.value).toEqual({
      view: 'ConnectingWalletConnect',
      history: ['Connect'],
    })
    const wc = await findView('ConnectingWalletConnect')
    expect(wc.textContent).not.toContain('Continue in')
    expect(fake.calls).toContainEqual(['connect', 'walletConnect'])
    expect(fake.calls.filter((c) => c[0] === 'connect')).toHaveLength(1)
  })

  it('parameters: without WalletConnect the recommended wallets link to their homepages', async () => {
    const { tiles, root } = await setup((fake) => {
      fake.state.connectors.value = fake.state.connectors.value.filter(
        (c) => c.type !== 'WALLET_CONNECT',
      )
      fake.state.wallets.value = { ...idleWallets, status: 'ready', recommended: [rainbow] }
    })
    expect(tiles()).toEqual(['dev.latch.wallet', 'registry:rainbow', 'all'])
    expect(root.querySelector('[data-latch-wallet="rainbow"]')?.getAttribute('href')).toBe(
      'https://rainbow.example',
    )
  })
})
