// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccountState } from '../../../../runtime/index.ts'
import { solana } from '../../../../runtime/networks.ts'
import { makeFakeClient, noAccount } from '../../support/fakeClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { connector, findView, renderModal, write } from '../../support/renderModal.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const FRAME = 'http://127.0.0.1:8788/frame'
const URI = 'http://127.0.0.1:8793/~/siwf?channelToken=abc'
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** ConnectingFarcaster shown for a Farcaster login in `status`, with its URI. */
const farcasterAt = async (status: 'awaiting-device' | 'verifying') => {
  const fake = makeFakeClient({ view: 'ConnectingFarcaster', frameUrl: FRAME })
  fake.state.socialLogin.value = {
    status,
    provider: 'farcaster',
    error: undefined,
    farcasterUrl: URI,
  }
  await renderModal(fake)
  return { fake, root: await findView('ConnectingFarcaster') }
}

describe('ConnectingFarcaster', () => {
  it('default: a spinner until the URI, then the URI as a QR code with open and copy links; Cancel', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { writeText } })
    const fake = makeFakeClient({ view: 'ConnectingFarcaster', frameUrl: FRAME })
    fake.state.socialLogin.value = { status: 'connecting', provider: 'farcaster', error: undefined }
    await renderModal(fake)
    const root = await findView('ConnectingFarcaster')
    expect(root.querySelector('[data-latch-farcaster-pending]')).not.toBeNull()
    expect(root.querySelector('[data-latch-farcaster-uri]')).toBeNull()

    await write(fake.state.socialLogin, {
      status: 'connecting',
      provider: 'farcaster',
      error: undefined,
      farcasterUrl: URI,
    })
    const qr = await waitFor(() => shadow().querySelector('[data-latch-farcaster-uri]'))
    expect(qr.getAttribute('data-latch-farcaster-uri')).toBe(URI)
    expect(qr.getAttribute('role')).toBe('img')
    expect(qr.getAttribute('aria-label')).toBe('Farcaster sign-in QR code')
    expect(qr.querySelector('svg')).not.toBeNull()
    const open = shadow().querySelector('[data-latch-farcaster-open]') as HTMLAnchorElement
    expect(open.getAttribute('href')).toBe(URI)
    expect(shadow().querySelector('[role="status"]')?.textContent).toBe(
      'Waiting for your approval…',
    )

    await click(shadow().querySelector('[data-latch-farcaster-copy]') as Element)
    expect(writeText).toHaveBeenCalledWith(URI)
    await waitFor(
      () => shadow().querySelector('[data-latch-farcaster-copy]')?.textContent === 'Link copied',
    )

    await click(shadow().querySelector('[data-latch-farcaster-cancel]') as Element)
    expect(fake.calls).toContainEqual(['cancelFarcaster'])
  })

  it('behavior: approved from a new browser, it says an approval link was mailed, waits, and can be cancelled', async () => {
    const { fake, root } = await farcasterAt('awaiting-device')
    expect(root.querySelector('[data-latch-social-device]')?.textContent).toBe(
      'This browser is new to your Farcaster account: we sent an approval link to the account’s e-mail address.',
    )
    expect(root.querySelector('[data-latch-farcaster-uri]')).toBeNull()
    expect(root.querySelector('[role="status"]')?.textContent).not.toBe('')
    await click(root.querySelector('[data-latch-farcaster-cancel]') as Element)
    expect(fake.calls).toContainEqual(['cancelFarcaster'])
  })

  it('behavior: while verifying there is nothing to press; a script URI never becomes a link', async () => {
    const { fake, root } = await farcasterAt('verifying')
    expect(root.querySelector('[role="status"]')?.textContent).toBe(
      'Finishing your Farcaster login…',
    )
    expect(root.querySelectorAll('button, a')).toHaveLength(0)

    await write(fake.state.socialLogin, {
      status: 'connecting',
      provider: 'farcaster',
      error: undefined,
      farcasterUrl: 'javascript:alert(1)',
    })
    await waitFor(() => shadow().querySelector('[data-latch-farcaster-cancel]'))
    expect(shadow().querySelector('[data-latch-farcaster-open]')).toBeNull()
  })
})

const connectedOn = (namespace: 'eip155' | 'solana', address: string): AccountState => ({
  ...noAccount,
  namespace,
  address,
  caipAddress: `${namespace}:x:${address}`,
  status: 'connected',
})

const twoConnections = () => {
  const fake = makeFakeClient({ view: 'ProfileWallets' })
  fake.state.connectors.value = [
    connector('dev', 'Latch Dev Wallet'),
    connector('phantom', 'Phantom', { namespace: 'solana' }),
  ]
  fake.state.connections.value = {
    eip155: {
      connectorId: 'dev',
      accounts: [{ type: 'eoa', address: EVM }],
      caipNetworkId: 'eip155:1',
    },
    solana: {
      connectorId: 'phantom',
      accounts: [{ type: 'eoa', address: SOL }],
      caipNetworkId: solana.caipNetworkId,
    },
  }
  fake.state.account.value = connectedOn('eip155', EVM)
  return fake
}

describe('ProfileWallets', () => {
  it('default: every connection with its connector and address, the active one marked', async () => {
    const fake = twoConnections()
    await renderModal(fake)
    const root = await findView('ProfileWallets')
    const list = root.querySelector('ul') as HTMLUListElement
    expect(list.getAttribute('aria-label')).toBe('Connected wallets')
    const rows = [...root.querySelectorAll('[data-latch-profile-wallet]')]
    expect(rows.map((r) => r.getAttribute('data-latch-profile-wallet'))).toEqual([
      'eip155',
      'solana',
    ])
    const [evm, sol] = rows as [Element, Element]
    expect(evm.getAttribute('aria-current')).toBe('true')
    expect(sol.getAttribute('aria-current')).toBeNull()
    expect(evm.querySelector(`[data-latch-address="${EVM}"]`)?.getAttribute('title')).toBe(EVM)
    expect(evm.textContent).toContain('Latch Dev Wallet (EVM)')
    expect(evm.textContent).toContain('Active')
    expect(sol.textContent).toContain('Phantom (Solana)')
    // The row is named by its wallet for screen readers; the buttons say what they act on.
    const nameId = evm.getAttribute('aria-labelledby') ?? ''
    expect(root.querySelector(`[id="${nameId}"]`)?.textContent).toContain('Latch Dev Wallet')
    expect(evm.querySelector('[data-latch-profile-switch]')).toBeNull()
    expect(sol.querySelector('[data-latch-profile-switch]')?.textContent).toBe(
      'Use Phantom (Solana)',
    )
    expect(evm.querySelector('[data-latch-profile-disconnect]')?.textContent).toBe(
      'Disconnect Latch Dev Wallet (EVM)',
    )
  })

  it('behavior: switch makes another connection the active one and says so', async () => {
    const fake = twoConnections()
    await renderModal(fake)
    const root = await findView('ProfileWallets')
    await click(
      root.querySelector(
        '[data-latch-profile-wallet="solana"] [data-latch-profile-switch]',
      ) as Element,
    )
    expect(fake.calls).toContainEqual(['switchConnection', 'phantom', { namespace: 'solana' }])
    await waitFor(
      () =>
        shadow().querySelector('[data-latch-profile-notice]')?.textContent ===
        'Now using Phantom (Solana)',
    )
    // The runtime moves the active namespace; the mark follows.
    await write(fake.state.network, solana)
    await write(fake.state.account, connectedOn('solana', SOL))
    await waitFor(
      () =>
        shadow()
          .querySelector('[data-latch-profile-wallet="solana"]')
          ?.getAttribute('aria-current') === 'true',
    )
    expect(
      shadow().querySelector('[data-latch-profile-wallet="eip155"] [data-latch-profile-switch]'),
    ).not.toBeNull()
  })

  it('behavior: disconnect one keeps the focus in the list; after the last one the view leaves Connect to the runtime; a failure is an alert', async () => {
    const fake = twoConnections()
    await renderModal(fake)
    const root = await findView('ProfileWallets')
    fake.fail.disconnect = new Error('Failed to disconnect')
    await click(
      root.querySelector(
        '[data-latch-profile-wallet="solana"] [data-latch-profile-disconnect]',
      ) as Element,
    )
    const alert = await waitFor(() => shadow().querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('Failed to disconnect')
    delete fake.fail.disconnect

    await click(
      root.querySelector(
        '[data-latch-profile-wallet="solana"] [data-latch-profile-disconnect]',
      ) as Element,
    )
    expect(fake.calls).toContainEqual(['disconnect', 'solana'])
    // The fake only records the call; the runtime would drop the connection like this.
    await write(fake.state.connections, { eip155: fake.state.connections.value.eip155 })
    await waitFor(
      () =>
        shadow().querySelector('[data-latch-profile-notice]')?.textContent ===
        'Phantom (Solana) disconnected',
    )
    expect(shadow().activeElement?.tagName).toBe('UL')
    expect(shadow().querySelector('[role="alert"]')).toBeNull()

    const last = shadow().querySelector(
      '[data-latch-profile-wallet="eip155"] [data-latch-profile-disconnect]',
    ) as Element
    let release = () => {}
    fake.hold.disconnect = new Promise<void>((resolve) => {
      release = resolve
    })
    await click(last)
    await write(fake.state.connections, {})
    release()
    await waitFor(() => shadow().querySelector('[data-latch-profile-notice]')?.textContent !== '')
    // The forget flow shows Connect (the router table, test/runtime/flows/clientFlows.test.ts).
    expect(fake.calls).toContainEqual(['disconnect', 'eip155'])
    expect(fake.calls.some((c) => c[0] === 'navigate')).toBe(false)
  })

  it('parameters: the embedded wallet is named as such, whatever login opened it', async () => {
    const fake = makeFakeClient({ view: 'ProfileWallets' })
    fake.state.connectors.value = [connector('latch-auth', 'E-mail', { type: 'AUTH' })]
    fake.state.connections.value = {
      eip155: {
        connectorId: 'latch-auth',
        accounts: [{ type: 'eoa', address: EVM }],
        caipNetworkId: 'eip155:1',
      },
    }
    fake.state.account.value = connectedOn('eip155', EVM)
    await renderModal(fake)
    const root = await findView('ProfileWallets')
    expect(root.querySelector('[data-latch-profile-disconnect]')?.textContent).toBe(
      'Disconnect Embedded wallet (EVM)',
    )
  })

  it('behavior: Account leads to ProfileWallets', async () => {
    const fake = twoConnections()
    fake.state.router.value = { view: 'Account', history: [] }
    await renderModal(fake)
    const account = await findView('Account')
    const button = account.querySelector('[data-latch-profile-wallets]') as HTMLButtonElement
    expect(button.textContent).toBe('Your wallets')
    await click(button)
    expect(fake.calls).toContainEqual(['navigate', 'ProfileWallets', undefined])
    await findView('ProfileWallets')
  })
})
