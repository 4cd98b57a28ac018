// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { afterPaint } from '../../../../react/modal/afterPaint.ts'
import { solana } from '../../../../runtime/networks.ts'
import { orderConnectors } from '../../../../runtime/services/Connectors.ts'
import { makeFakeClient, registryWallet, walletsAt } from '../../support/fakeClient.ts'
import { click, waitFor } from '../../support/mount.tsx'
import {
  connector,
  findView,
  renderModal,
  walletConnectConnector,
  write,
} from '../../support/renderModal.tsx'

const rainbow = registryWallet('rainbow', 'Rainbow')
const trust = registryWallet('trust', 'Trust Wallet')

const setup = async (prepare?: (fake: ReturnType<typeof makeFakeClient>) => void) => {
  const fake = makeFakeClient()
  // As the runtime publishes them: SPEC §9's order, WalletConnect first.
  fake.state.connectors.value = [
    walletConnectConnector,
    connector('dev.latch.wallet', 'Latch Dev Wallet', { type: 'ANNOUNCED', recent: true }),
  ]
  prepare?.(fake)
  await renderModal(fake)
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
  it('default: WalletConnect first, the installed (recent) wallet next, then the recommended wallets and All wallets with the count', async () => {
    const { fake, root, tiles, loads } = await setup()
    // Painted before the registry answers; asked for once, after the paint.
    expect(tiles()).toEqual(['walletConnect', 'dev.latch.wallet', 'all'])
    await waitFor(() => loads().length > 0)
    expect(loads()).toEqual([['loadWallets']])
    await write(
      fake.state.wallets,
      walletsAt('ready', {
        entries: [rainbow, trust],
        count: 420,
        page: 1,
        recommended: [rainbow, trust],
      }),
    )
    expect(tiles()).toEqual([
      'walletConnect',
      'dev.latch.wallet',
      'registry:rainbow',
      'registry:trust',
      'all',
    ])
    expect(root.querySelector('[data-latch-wallet-count]')?.textContent).toBe('420')
    expect(root.querySelector('[data-latch-wallet-count]')?.getAttribute('title')).toBe(
      '420 wallets',
    )
  })

  it('behavior: SPEC §9 connector order: WalletConnect, recent, injected, external', async () => {
    const { tiles } = await setup((fake) => {
      const app = connector('app', 'App Wallet')
      const dev = connector('dev.latch.wallet', 'Latch Dev Wallet', { type: 'ANNOUNCED' })
      // Ordered as Connectors publishes them into state.
      fake.state.connectors.value = orderConnectors(
        [
          app,
          connector('injected', 'Browser Wallet', { type: 'INJECTED' }),
          { ...dev, recent: true },
          connector('latch-auth', 'Embedded', { type: 'AUTH' }),
          walletConnectConnector,
        ],
        ['dev.latch.wallet'],
      )
    })
    expect(tiles()).toEqual(['walletConnect', 'dev.latch.wallet', 'injected', 'app', 'all'])
  })

  it('behavior: in a Solana-only app the e-mail box, socials and Farcaster are not offered (they could only fail)', async () => {
    const fake = makeFakeClient({
      frameUrl: 'http://127.0.0.1:8788/frame',
      features: { email: true, socials: undefined },
      config: { networks: [solana] },
    })
    fake.state.connectors.value = [walletConnectConnector]
    await renderModal(fake)
    const root = await findView('Connect')
    expect(root.querySelector('[data-latch-email-form], [data-latch-social]')).toBeNull()
    expect(root.querySelector('[data-latch-section="login"]')).toBeNull()
  })

  it('behavior: the sections read wallets, then e-mail and socials, then more wallets', async () => {
    const fake = makeFakeClient({
      frameUrl: 'http://127.0.0.1:8788/frame',
      features: { email: true, socials: undefined },
    })
    fake.state.connectors.value = [
      connector('dev.latch.wallet', 'Latch Dev Wallet', { type: 'ANNOUNCED' }),
      walletConnectConnector,
    ]
    fake.state.wallets.value = walletsAt('ready', { count: 12, recommended: [rainbow] })
    await renderModal(fake)
    const root = await findView('Connect')
    const order = [
      ...root.querySelectorAll(
        '[data-latch-section="wallets"], [data-latch-email-form], [data-latch-social], [data-latch-section="more"]',
      ),
    ].map((node) =>
      node.hasAttribute('data-latch-social')
        ? 'social'
        : node.hasAttribute('data-latch-email-form')
          ? 'email'
          : node.getAttribute('data-latch-section'),
    )
    expect([...new Set(order)]).toEqual(['wallets', 'email', 'social', 'more'])
    // Nothing on screen is a control that cannot be used.
    expect(root.querySelectorAll('[disabled], [aria-disabled="true"]')).toHaveLength(0)
  })

  it('behavior: without frameUrl neither the e-mail box nor the socials show, not even disabled', async () => {
    const fake = makeFakeClient({ features: { email: true, socials: undefined } })
    fake.state.connectors.value = [walletConnectConnector]
    await renderModal(fake)
    const root = await findView('Connect')
    expect(root.querySelector('[data-latch-email-form], input, [data-latch-social]')).toBeNull()
    expect(root.querySelectorAll('[disabled], [aria-disabled="true"]')).toHaveLength(0)
    expect(root.textContent).not.toContain('not available yet')
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
      fake.state.wallets.value = walletsAt('loading')
    })
    // Past the paint, when an idle registry is asked for: a task queued after the view's.
    await act(() => new Promise<void>((resolve) => afterPaint(resolve)))
    expect(loads()).toEqual([])
  })

  it('parameters: the count of a search left in AllWallets is not shown as the total', async () => {
    const { root } = await setup((fake) => {
      fake.state.wallets.value = walletsAt('ready', { search: 'rain', count: 3 })
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
      fake.state.wallets.value = walletsAt('ready', { recommended: [rainbow] })
    })
    expect(tiles()).toEqual(['dev.latch.wallet', 'registry:rainbow', 'all'])
    expect(root.querySelector('[data-latch-wallet="rainbow"]')?.getAttribute('href')).toBe(
      'https://rainbow.example',
    )
  })
})
