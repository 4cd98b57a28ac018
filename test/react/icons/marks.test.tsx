// @vitest-environment happy-dom
import { act } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { NetworkIcon } from '../../../react/components/NetworkIcon.tsx'
import { type MarkName, markOf } from '../../../react/icons/markOf.ts'
import Mark from '../../../react/icons/marks.tsx'
import { AccountButton, LatchProvider, NetworkButton } from '../../../react/index.ts'
import {
  arbitrum,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  defineNetwork,
  mainnet,
  optimism,
  polygon,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../../../runtime/networks.ts'
import { makeFakeClient, noAccount } from '../support/fakeClient.ts'
import { mount, waitFor } from '../support/mount.tsx'
import { findView, renderModal, walletConnectConnector } from '../support/renderModal.tsx'

const local = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

describe('markOf', () => {
  it('default: every built-in network has its chain’s mark', () => {
    const marks = [
      mainnet,
      arbitrum,
      avalanche,
      base,
      bsc,
      optimism,
      polygon,
      solana,
      solanaDevnet,
      solanaTestnet,
      bitcoin,
      bitcoinTestnet,
    ].map(markOf)
    expect(marks).toEqual([
      'ethereum',
      'arbitrum',
      'avalanche',
      'base',
      'bsc',
      'optimism',
      'polygon',
      'solana',
      'solana',
      'solana',
      'bitcoin',
      'bitcoin',
    ])
  })

  it('behavior: an EVM chain Latch has no mark for gets none', () => {
    expect(markOf(local)).toBeUndefined()
  })
})

describe('Mark', () => {
  const names: MarkName[] = [
    'google',
    'x',
    'discord',
    'farcaster',
    'github',
    'apple',
    'facebook',
    'walletConnect',
    'ethereum',
    'arbitrum',
    'avalanche',
    'base',
    'bsc',
    'optimism',
    'polygon',
    'solana',
    'bitcoin',
  ]

  it.each(names)('default: %s is inline SVG that asks no host for anything', (name) => {
    const svg = renderToStaticMarkup(<Mark name={name} />)
    expect(svg).toMatch(/^<svg[^>]*data-latch-mark="[^"]+"[^>]*aria-hidden="true"/)
    expect(svg).not.toMatch(/href|url\(|<image|<use|https?:/i)
    expect(svg.length).toBeLessThan(1_000)
  })

  it('parameters: a testnet gets a badge', () => {
    expect(renderToStaticMarkup(<Mark name="solana" testnet />)).toContain('data-testnet=""')
    expect(renderToStaticMarkup(<Mark name="solana" />)).not.toContain('data-testnet')
  })

  it('behavior: an unknown EVM chain is a plain disc, no text', () => {
    const svg = renderToStaticMarkup(<NetworkIcon network={local} />)
    expect(svg).toContain('data-latch-mark="generic"')
    expect(svg).not.toContain('<text')
  })

  it('behavior: the app’s own network image wins; an unsafe one is ignored', () => {
    const own = { ...local, assets: { imageUrl: 'http://127.0.0.1/local.png' } }
    expect(renderToStaticMarkup(<NetworkIcon network={own} />)).toContain(
      'src="http://127.0.0.1/local.png"',
    )
    const unsafe = { ...local, assets: { imageUrl: 'javascript:alert(1)' } }
    expect(renderToStaticMarkup(<NetworkIcon network={unsafe} />)).toContain('generic')
  })
})

describe('icons in the page and the modal', () => {
  it('default: NetworkButton shows the network’s mark, its name stays its text', async () => {
    const fake = makeFakeClient()
    fake.state.network.value = base
    const view = await mount(
      <LatchProvider client={fake.client} modal={false}>
        <NetworkButton />
      </LatchProvider>,
    )
    const button = view.container.querySelector('[data-testid="latch-network-button"]')
    await waitFor(() => button?.querySelector('[data-latch-mark="base"]'))
    expect(button?.textContent).toBe('Base')
  })

  it('default: the Networks view shows each network’s mark', async () => {
    const fake = makeFakeClient({ view: 'Networks' })
    await renderModal(fake)
    const root = await findView('Networks')
    await waitFor(() => root.querySelector('[data-latch-mark]'))
    const marks = [...root.querySelectorAll('[data-latch-network]')].map((tile) =>
      tile.querySelector('[data-latch-mark]')?.getAttribute('data-latch-mark'),
    )
    expect(marks).toEqual(['ethereum', 'base'])
  })

  it('default: WalletConnect’s tile on Connect shows its mark, not a letter', async () => {
    const fake = makeFakeClient()
    fake.state.connectors.value = [walletConnectConnector]
    await renderModal(fake)
    const root = await findView('Connect')
    const tile = root.querySelector('[data-latch-connector="walletConnect"]')
    await waitFor(() => tile?.querySelector('[data-latch-mark="walletConnect"]'))
    expect(tile?.textContent).toBe('WalletConnect')
  })

  it('behavior: the AccountButton shows the identicon, or the profile image when there is one', async () => {
    const fake = makeFakeClient()
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    fake.state.account.value = {
      ...noAccount,
      address,
      caipAddress: `eip155:1:${address}`,
      status: 'connected',
    }
    const view = await mount(
      <LatchProvider client={fake.client} modal={false}>
        <AccountButton />
      </LatchProvider>,
    )
    const button = () => view.container.querySelector('[data-testid="latch-account-button"]')
    await waitFor(() => button()?.querySelector('[data-latch-identicon]'))
    expect(button()?.textContent).toBe('0xf39F…2266')
    await act(async () => {
      fake.state.account.value = {
        ...fake.state.account.value,
        profileImage: 'http://127.0.0.1/me.png',
      }
      await vi.dynamicImportSettled()
    })
    expect(button()?.querySelector('[data-latch-avatar] img')?.getAttribute('src')).toBe(
      'http://127.0.0.1/me.png',
    )
  })
})
