// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountButton, LatchProvider } from '../../react/index.ts'
import type { RegistryWallet, WalletConnectPairing } from '../../react/types.ts'
import type { AccountState, ConnectorInfo } from '../../runtime/index.ts'
import { makeFakeClient, noAccount, registryWallet, walletsAt } from './support/fakeClient.ts'
import { click, mount, shadow, waitFor } from './support/mount.tsx'
import {
  connector,
  findView,
  renderModal,
  walletConnectConnector,
  write,
} from './support/renderModal.tsx'

// Everything a wallet (EIP-6963 announcement, error messages), the Data API (registry,
// identity) or the chain hands the modal is untrusted. These tests put hostile values into
// the state the real views read and check that nothing of them becomes markup, a handler, a
// script or a link that runs code.

type Pwned = { __latchPwned?: string }
const pwned = () => (globalThis as Pwned).__latchPwned
/** A script body that, if it ever ran, would leave a mark the tests look for. */
const mark = (label: string) => `globalThis.__latchPwned='${label}'`

/** Markup in names and messages: each piece would inject an element or a handler if parsed. */
const html = (label: string) =>
  `<img src=x onerror="${mark(label)}"><script>${mark(label)}</script>"><svg onload="${mark(label)}">`

/** Links that run code or render a document of the attacker's choosing, in their disguises. */
const hostileUrls = [
  `javascript:${mark('js')}`,
  ` JaVaScRiPt:${mark('js-case')}`,
  `java\tscript:${mark('js-tab')}`,
  `javascript://%0A${mark('js-comment')}`,
  `data:text/html,<script>${mark('data')}</script>`,
  'data:text/html;base64,PHNjcmlwdD5nbG9iYWxUaGlzLl9fbGF0Y2hQd25lZD0nYjY0Jzwvc2NyaXB0Pg==',
  `vbscript:${mark('vbs')}`,
  '//evil.example/protocol-relative.png',
] as const

const URI = 'wc:8a5e5bdc@2?relay-protocol=irn&symKey=4b2c0f&expiryTimestamp=1700000300'

// Schemes a wallet's deep link may never carry (the only place a non-http(s) href may show).
const unsafeDeepLinkSchemes = new Set([
  'javascript:',
  'vbscript:',
  'data:',
  'blob:',
  'file:',
  'filesystem:',
  'about:',
])
const schemeOf = (value: string): string => {
  try {
    return new URL(value).protocol.toLowerCase()
  } catch {
    return '(relative or malformed)'
  }
}
const urlAttributes = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster']
const forbiddenTags = new Set([
  'SCRIPT',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'BASE',
  'META',
  'LINK',
  'FORM',
])

/** Every element under `root` (the QR code's SVG included). */
const elementsOf = (root: ParentNode): Element[] => [...root.querySelectorAll('*')]

/**
 * What must hold wherever hostile values are on screen: no script-capable element, no `on*`
 * attribute, and every URL attribute `http(s):`, or `data:image/…` on an `<img>`, or (for a
 * wallet's deep link only) the wallet's own scheme and never `javascript:`/`data:`/… .
 */
const expectInert = (root: ParentNode) => {
  const problems: string[] = []
  for (const element of elementsOf(root)) {
    const tag = element.tagName.toUpperCase()
    if (forbiddenTags.has(tag)) problems.push(`<${tag.toLowerCase()}> element`)
    for (const { name, value } of [...element.attributes]) {
      if (name.toLowerCase().startsWith('on')) problems.push(`${name} on <${tag.toLowerCase()}>`)
      if (!urlAttributes.includes(name.toLowerCase())) continue
      const scheme = schemeOf(value)
      if (scheme === 'http:' || scheme === 'https:') continue
      if (name === 'src' && tag === 'IMG' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) continue
      const deepLink = element.matches('[data-latch-wc-mobile], [data-latch-wc-desktop]')
      if (name === 'href' && deepLink && /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
        if (!unsafeDeepLinkSchemes.has(scheme)) continue
      }
      problems.push(`${name}="${value}" on <${tag.toLowerCase()}>`)
    }
  }
  expect(problems).toEqual([])
  expect(pwned()).toBeUndefined()
}

/** All of the modal and the page around it. */
const expectAllInert = () => {
  expectInert(shadow())
  expectInert(document.body)
}

afterEach(() => {
  delete (globalThis as Pwned).__latchPwned
})

const hostileWallet = (id: string, name: string, url: string): RegistryWallet =>
  registryWallet(id, name, {
    imageUrl: url,
    homepage: url,
    mobileLink: url,
    desktopLink: url,
    webappLink: url,
  })

const connected = (extra: Partial<AccountState>): AccountState => ({
  ...noAccount,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  status: 'connected',
  connectorId: 'evil',
  balance: '1.5',
  ...extra,
})

const readyWallets = (wallets: readonly RegistryWallet[]) =>
  walletsAt('ready', { recommended: wallets, entries: wallets, count: wallets.length, page: 1 })

/** Renders the overlay on `view` with the connectors, registry and account given. */
const setup = async (
  view: 'Connect' | 'AllWallets' | 'Account',
  state: {
    readonly connectors?: readonly ConnectorInfo[]
    readonly wallets?: readonly RegistryWallet[]
    readonly account?: AccountState
  },
) => {
  const fake = makeFakeClient({ view })
  fake.state.connectors.value = state.connectors ?? []
  fake.state.wallets.value = readyWallets(state.wallets ?? [])
  if (state.account) fake.state.account.value = state.account
  fake.hold.connect = new Promise(() => undefined)
  const unmount = await renderModal(fake)
  return { fake, root: await findView(view), unmount }
}

describe('hostile input', () => {
  it('default: http(s) and data:image URLs from wallets and the registry still reach src and href', async () => {
    const svg = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
    const { root } = await setup('Connect', {
      connectors: [connector('good', 'Good Wallet', { icon: svg })],
      wallets: [registryWallet('rainbow', 'Rainbow', { imageUrl: 'https://r.example/logo.png' })],
    })
    expect(root.querySelector('[data-latch-connector="good"] img')?.getAttribute('src')).toBe(svg)
    const tile = root.querySelector('[data-latch-wallet="rainbow"]')
    expect(tile?.getAttribute('href')).toBe('https://rainbow.example')
    expect(tile?.querySelector('img')?.getAttribute('src')).toBe('https://r.example/logo.png')
    expectAllInert()
  })

  it.each(hostileUrls)(
    'behavior: %j as an icon, logo or homepage is dropped on Connect and AllWallets',
    async (url) => {
      const { fake, root } = await setup('Connect', {
        connectors: [connector('evil', 'Evil Wallet', { icon: url, type: 'ANNOUNCED' })],
        wallets: [hostileWallet('bad', 'Bad Wallet', url)],
      })
      // The icon falls back to the wallet's monogram; the homepage tile keeps its name, no href.
      const tile = root.querySelector('[data-latch-connector="evil"]')
      expect(tile?.querySelector('img')).toBeNull()
      expect(tile?.textContent).toBe('EWEvil Wallet')
      const wallet = root.querySelector('[data-latch-wallet="bad"]')
      expect(wallet?.hasAttribute('href')).toBe(false)
      expect(wallet?.textContent).toBe('BWBad Wallet')
      expectAllInert()

      await act(async () => fake.client.navigate('AllWallets'))
      const all = await findView('AllWallets')
      expect(all.querySelector('[data-latch-connector="evil"]')?.textContent).toContain(
        'Evil Wallet',
      )
      expect(all.querySelector('[data-latch-wallet="bad"]')?.textContent).toContain('Bad Wallet')
      expect(all.querySelectorAll('img')).toHaveLength(0)
      expectAllInert()
    },
  )

  it.each(hostileUrls)(
    'behavior: %j as a deep link or logo never reaches the WalletConnect view',
    async (url) => {
      const { fake, root } = await setup('Connect', {
        connectors: [walletConnectConnector],
        wallets: [hostileWallet('bad', 'Bad Wallet', url)],
      })
      await click(root.querySelector('[data-latch-wallet="bad"]') as Element)
      const wc = await findView('ConnectingWalletConnect')
      const pairing: WalletConnectPairing = { status: 'waiting', uri: URI, error: undefined }
      await write(fake.state.walletConnect, pairing)
      await waitFor(() => wc.querySelector('[data-latch-wc-uri]'))
      expect(wc.querySelector('img')).toBeNull()
      expect(wc.textContent).toContain('Continue in Bad Wallet')
      expectAllInert()
    },
  )

  it.each(hostileUrls)(
    'behavior: %j as a profile image or explorer link is dropped on Account',
    async (url) => {
      const { root } = await setup('Account', {
        account: connected({
          profileImage: url,
          addressExplorerUrl: url,
          profileName: 'vitalik.eth',
        }),
      })
      expect(root.querySelector('img')).toBeNull()
      expect(root.querySelector('a')).toBeNull()
      expect(root.textContent).toContain('vitalik.eth')
      expectAllInert()
    },
  )

  it('behavior: a data:image URL shows as an image, never as a link', async () => {
    const svg = 'DATA:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
    const { root, unmount } = await setup('Connect', {
      wallets: [hostileWallet('bad', 'Bad Wallet', svg)],
    })
    const wallet = root.querySelector('[data-latch-wallet="bad"]')
    expect(wallet?.hasAttribute('href')).toBe(false)
    expect(wallet?.querySelector('img')?.getAttribute('src')).toBe(svg)
    expectAllInert()
    await unmount()
    const account = await setup('Account', {
      account: connected({ profileImage: svg, addressExplorerUrl: svg }),
    })
    expect(account.root.querySelector('img')?.getAttribute('src')).toBe(svg)
    expect(account.root.querySelector('a')).toBeNull()
    expectAllInert()
  })

  it('behavior: a wallet deep link keeps its own scheme, and an http(s) one its universal link', async () => {
    const wallet = registryWallet('rainbow', 'Rainbow', {
      mobileLink: 'rainbow://',
      desktopLink: 'https://rainbow.me/desktop',
    })
    const { fake, root } = await setup('Connect', {
      connectors: [walletConnectConnector],
      wallets: [wallet],
    })
    await click(root.querySelector('[data-latch-wallet="rainbow"]') as Element)
    const wc = await findView('ConnectingWalletConnect')
    await write(fake.state.walletConnect, { status: 'waiting', uri: URI, error: undefined })
    const encoded = encodeURIComponent(URI)
    expect(wc.querySelector('[data-latch-wc-mobile]')?.getAttribute('href')).toBe(
      `rainbow://wc?uri=${encoded}`,
    )
    expect(wc.querySelector('[data-latch-wc-desktop]')?.getAttribute('href')).toBe(
      `https://rainbow.me/desktop/wc?uri=${encoded}`,
    )
    expectAllInert()
  })

  it('behavior: markup in wallet names and wallet errors shows as text on Connect, AllWallets and ConnectingExternal', async () => {
    const name = html('name')
    const error = html('error')
    const { fake, root } = await setup('Connect', {
      connectors: [connector('evil', name, { rdns: name })],
      wallets: [registryWallet('bad', html('registry'))],
    })
    fake.hold.connect = undefined
    fake.fail.connect = new Error(error)
    expect(root.querySelector('[data-latch-connector="evil"] .latch-tile-name')?.textContent).toBe(
      name,
    )
    expect(root.querySelector('[data-latch-wallet="bad"] .latch-tile-name')?.textContent).toBe(
      html('registry'),
    )
    expectAllInert()

    await click(root.querySelector('[data-latch-connector="evil"]') as Element)
    const connecting = await waitFor(() =>
      shadow().querySelector('[data-latch-view="ConnectingExternal"][data-state="error"]'),
    )
    expect(connecting.querySelector('[data-latch-error]')?.textContent).toBe(error)
    expectAllInert()

    await act(async () => fake.client.navigate('AllWallets'))
    const all = await findView('AllWallets')
    expect(all.textContent).toContain(name)
    expect(all.textContent).toContain(html('registry'))
    expectAllInert()
  })

  it('behavior: markup in profile names, token symbols and network names shows as text on Account and the AccountButton', async () => {
    const fake = makeFakeClient({ view: 'Account' })
    fake.state.account.value = connected({
      profileName: html('profile'),
      balanceSymbol: html('symbol'),
    })
    fake.state.network.value = { ...fake.state.network.value, name: html('network') }
    await mount(
      <LatchProvider client={fake.client}>
        <AccountButton />
      </LatchProvider>,
    )
    const root = await findView('Account')
    expect(root.querySelector('[data-latch-address] strong')?.textContent).toBe(html('profile'))
    expect(root.querySelector('[data-latch-balance]')?.textContent).toBe(`1.5 ${html('symbol')}`)
    expect(root.querySelector('[data-latch-network-button]')?.textContent).toBe(html('network'))
    const button = document.querySelector('[data-testid="latch-account-button"]')
    expect(button?.textContent).toBe(`1.5 ${html('symbol')} · ${html('profile')}`)
    expectAllInert()
  })

  it('behavior: markup in toasts, alerts and the sign-in message shows as text', async () => {
    const fake = makeFakeClient({ view: 'SIWXSignMessage' })
    fake.state.siwx.value = { status: 'error', message: html('siwx'), error: html('siwx-error') }
    fake.state.toast.value = { id: 1, message: html('toast'), variant: 'error' }
    fake.state.alert.value = { id: 2, message: html('alert'), variant: 'error' }
    await renderModal(fake)
    const root = await findView('SIWXSignMessage')
    expect(root.querySelector('[data-latch-siwx-message]')?.textContent).toBe(html('siwx'))
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(html('siwx-error'))
    expect(shadow().querySelector('[data-latch-toast]')?.textContent).toContain(html('toast'))
    expect(shadow().querySelector('[data-latch-alert]')?.textContent).toContain(html('alert'))
    expectAllInert()
  })
})
