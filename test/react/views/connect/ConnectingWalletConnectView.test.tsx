// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectPairing } from '../../../../react/types.ts'
import { WalletError } from '../../../../runtime/index.ts'
import { makeFakeClient, registryWallet } from '../../support/fakeClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import {
  connector,
  findView,
  renderModal,
  walletConnectConnector,
  write,
} from '../../support/renderModal.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const URI = 'wc:8a5e5bdc@2?relay-protocol=irn&symKey=4b2c0f&expiryTimestamp=1700000300'
const URI_2 = 'wc:f00dbabe@2?relay-protocol=irn&symKey=9a9a9a&expiryTimestamp=1700000900'

const pairing = (
  status: WalletConnectPairing['status'],
  uri?: string,
  error?: WalletConnectPairing['error'],
): WalletConnectPairing => ({ status, uri, error })

/** A client on the given WalletConnect view; `connect` stays pending as a real pairing does. */
const setup = async (
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic' = 'ConnectingWalletConnect',
  prepare?: (fake: ReturnType<typeof makeFakeClient>) => void,
) => {
  const fake = makeFakeClient({ view })
  fake.state.connectors.value = [walletConnectConnector, connector('ext', 'External One')]
  fake.hold.connect = new Promise(() => undefined)
  prepare?.(fake)
  await renderModal(fake)
  const root = await findView(view)
  const connects = () => fake.calls.filter((c) => c[0] === 'connect')
  const qr = () => root.querySelector('[data-latch-wc-uri]')
  return { fake, root, connects, qr }
}

describe('ConnectingWalletConnect view', () => {
  it('default: connects once on mount, a spinner while proposing, then the QR code of the URI', async () => {
    const { fake, root, connects, qr } = await setup()
    expect(connects()).toEqual([['connect', 'walletConnect']])
    await write(fake.state.walletConnect, pairing('proposing'))
    expect(root.getAttribute('data-state')).toBe('proposing')
    expect(root.querySelector('[data-latch-wc-pending] [role="progressbar"]')).not.toBeNull()
    expect(qr()).toBeNull()
    await write(fake.state.walletConnect, pairing('waiting', URI))
    expect(qr()?.getAttribute('data-latch-wc-uri')).toBe(URI)
    const svg = qr()?.querySelector('svg')
    expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/)
    expect(svg?.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    expect(root.querySelector('[data-latch-wc-pending]')).toBeNull()
    // Re-renders never start a second pairing.
    await write(fake.state.walletConnect, pairing('waiting', URI))
    expect(connects()).toHaveLength(1)
  })

  it('behavior: Retry after expiry starts a fresh connect and never shows the old URI again', async () => {
    const { fake, root, connects, qr } = await setup()
    await write(fake.state.walletConnect, pairing('waiting', URI))
    expect(qr()?.getAttribute('data-latch-wc-uri')).toBe(URI)
    // Even if a URI lingered in the signal, an ended pairing shows none.
    await write(fake.state.walletConnect, pairing('expired', URI))
    expect(root.getAttribute('data-state')).toBe('expired')
    expect(qr()).toBeNull()
    expect(root.querySelector('[role="alert"] strong')?.textContent).toBe(
      'This QR code has expired.',
    )
    expect(root.querySelector('[data-latch-wc-copy]')).toBeNull()
    await click(root.querySelector('[data-latch-wc-retry]') as Element)
    expect(connects()).toHaveLength(2)
    // Until the runtime reports the new attempt: a spinner, no message, no QR.
    expect(root.getAttribute('data-state')).toBe('proposing')
    expect(root.querySelector('[data-latch-wc-retry]')).toBeNull()
    expect(qr()).toBeNull()
    await write(fake.state.walletConnect, pairing('proposing'))
    expect(qr()).toBeNull()
    await write(fake.state.walletConnect, pairing('waiting', URI_2))
    expect(qr()?.getAttribute('data-latch-wc-uri')).toBe(URI_2)
    expect(root.innerHTML).not.toContain('8a5e5bdc')
  })

  it('behavior: a rejected session and a failed one say so with the wallet error, each with Retry', async () => {
    const { fake, root } = await setup()
    await write(
      fake.state.walletConnect,
      pairing('rejected', undefined, WalletError.of('UserRejected', { code: 5000 })),
    )
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      'The connection was declined in the wallet.User rejected the request',
    )
    expect(root.querySelector('[data-latch-wc-retry]')?.textContent).toBe('Try again')
    await write(fake.state.walletConnect, pairing('failed'))
    expect(root.querySelector('[role="alert"] strong')?.textContent).toBe(
      'The connection could not be set up.',
    )
  })

  it('behavior: a connect that fails before any pairing (no connector) ends in failed with its message', async () => {
    const { root } = await setup('ConnectingWalletConnect', (fake) => {
      delete fake.hold.connect
      fake.fail.connect = new Error('Provider not found')
    })
    await waitFor(() => root.getAttribute('data-state') === 'failed')
    expect(root.querySelector('[data-latch-error]')?.textContent).toBe('Provider not found')
  })

  it('behavior: a lost relay keeps the QR and says it is reconnecting', async () => {
    const { fake, root, qr } = await setup()
    await write(fake.state.walletConnect, pairing('relayLost', URI))
    expect(qr()?.getAttribute('data-latch-wc-uri')).toBe(URI)
    expect(root.querySelector('[data-latch-wc-relay-lost]')?.textContent).toBe(
      'Connection lost, reconnecting…',
    )
    await write(fake.state.walletConnect, pairing('waiting', URI))
    expect(root.querySelector('[data-latch-wc-relay-lost]')).toBeNull()
  })

  it('behavior: copy link writes the URI to the clipboard', async () => {
    const writeText = vi.fn(async (_text: string) => undefined)
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { writeText } })
    const { fake, root } = await setup()
    await write(fake.state.walletConnect, pairing('waiting', URI))
    await click(root.querySelector('[data-latch-wc-copy]') as Element)
    await waitFor(() => root.querySelector('[data-latch-wc-copy]')?.textContent === 'Link copied')
    expect(writeText).toHaveBeenCalledWith(URI)
  })

  it('behavior: a pairing already in flight is shown, not started again', async () => {
    const { connects, qr } = await setup('ConnectingWalletConnect', (fake) => {
      fake.state.walletConnect.value = pairing('waiting', URI)
    })
    expect(connects()).toEqual([])
    expect(qr()?.getAttribute('data-latch-wc-uri')).toBe(URI)
  })

  it('parameters: a chosen registry wallet shows its name and its mobile and desktop deep links', async () => {
    const rainbow = registryWallet('rainbow', 'Rainbow', {
      mobileLink: 'rainbow:',
      desktopLink: 'https://rainbow.me/desktop',
    })
    const fake = makeFakeClient({ view: 'Connect' })
    fake.state.connectors.value = [walletConnectConnector]
    fake.state.wallets.value = {
      ...fake.state.wallets.value,
      status: 'ready',
      data: {
        ...fake.state.wallets.value.data,
        recommended: [rainbow],
        entries: [rainbow],
        count: 1,
        page: 1,
      },
    }
    fake.hold.connect = new Promise(() => undefined)
    await renderModal(fake)
    await click(
      (await findView('Connect')).querySelector('[data-latch-wallet="rainbow"]') as Element,
    )
    const root = await findView('ConnectingWalletConnect')
    expect(root.textContent).toContain('Continue in Rainbow')
    expect(root.querySelector('img')?.getAttribute('src')).toBe(rainbow.imageUrl)
    expect(root.querySelector('[data-latch-wc-mobile]')).toBeNull()
    await write(fake.state.walletConnect, pairing('waiting', URI))
    const encoded = encodeURIComponent(URI)
    expect(root.querySelector('[data-latch-wc-mobile]')?.getAttribute('href')).toBe(
      `rainbow://wc?uri=${encoded}`,
    )
    expect(root.querySelector('[data-latch-wc-mobile]')?.textContent).toBe('Open Rainbow')
    expect(root.querySelector('[data-latch-wc-desktop]')?.getAttribute('href')).toBe(
      `https://rainbow.me/desktop/wc?uri=${encoded}`,
    )
  })
})

describe('ConnectingWalletConnectBasic view', () => {
  it('default: the same QR flow as a root view, without a wallet header or back button', async () => {
    const { fake, root, connects, qr } = await setup('ConnectingWalletConnectBasic')
    expect(connects()).toEqual([['connect', 'walletConnect']])
    expect(shadow().querySelector('[data-latch-back]')).toBeNull()
    expect(shadow().querySelector('#latch-title')?.textContent).toBe('WalletConnect')
    await write(fake.state.walletConnect, pairing('waiting', URI))
    expect(qr()?.getAttribute('data-latch-wc-uri')).toBe(URI)
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('[data-latch-wc-mobile]')).toBeNull()
    await act(async () => undefined)
  })
})
