// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchModal, LatchProvider } from '../../react/index.ts'
import { TOAST_MS } from '../../runtime/constants.ts'
import type { ViewName } from '../../runtime/index.ts'
import { base } from '../../runtime/networks.ts'
import { makeFakeClient, noAccount } from './support/fakeClient.ts'
import { click, mount, shadow, waitFor } from './support/mount.tsx'
import { connector } from './support/renderModal.tsx'

afterEach(() => {
  vi.useRealTimers()
})

const render = (fake: ReturnType<typeof makeFakeClient>) =>
  mount(<LatchProvider client={fake.client} />)

const view = (name: string) => waitFor(() => shadow().querySelector(`[data-latch-view="${name}"]`))

describe('Connect view', () => {
  it('default: connectors in state order, recent marked, All wallets entry, no e-mail or socials', async () => {
    const fake = makeFakeClient()
    fake.state.connectors.value = [
      connector('b', 'Beta', { recent: true }),
      connector('a', 'Alpha', { icon: 'data:image/svg+xml,<svg/>' }),
    ]
    await render(fake)
    const root = await view('Connect')
    const tiles = [...root.querySelectorAll('[data-latch-connector]')]
    expect(tiles.map((t) => t.getAttribute('data-latch-connector'))).toEqual(['b', 'a'])
    expect(tiles[0]?.textContent).toBe('BEBetaRecent')
    expect(tiles[1]?.querySelector('img')?.getAttribute('src')).toContain('data:image')
    expect(root.querySelector('[data-latch-all-wallets]')).not.toBeNull()
    expect(root.querySelector('input[type="email"]')).toBeNull()
    expect(root.querySelector('[data-latch-social]')).toBeNull()
    expect(shadow().querySelector('.latch-root')?.getAttribute('style')).toContain(
      '--latch-accent: #123456',
    )
    expect(shadow().querySelector('.latch-root')?.getAttribute('data-theme')).toBe('light')
  })

  it('parameters: features.email and socials without frameUrl show nothing (no inert controls)', async () => {
    // socials undefined: the SPEC §9 defaults.
    await render(makeFakeClient({ features: { email: true, socials: undefined } }))
    const root = await view('Connect')
    expect(root.querySelector('input[type="email"]')).toBeNull()
    expect(root.querySelector('[data-latch-social]')).toBeNull()
    expect(root.querySelector('[disabled]')).toBeNull()
    expect(root.textContent).not.toContain('not available yet')
  })

  it('behavior: with frameUrl the socials are live: one compact row of named icons', async () => {
    const fake = makeFakeClient({
      frameUrl: 'http://127.0.0.1:8788/frame',
      features: { email: true, socials: undefined },
    })
    await render(fake)
    const root = await view('Connect')
    const socials = [...root.querySelectorAll<HTMLButtonElement>('[data-latch-social]')]
    // Farcaster is among them, with its own flow (ConnectingFarcaster).
    expect(socials.map((s) => s.getAttribute('data-latch-social'))).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(socials.every((s) => !s.disabled)).toBe(true)
    expect(socials.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
    await click(socials[3] as Element)
    expect(fake.calls).toContainEqual(['connectFarcaster'])
    expect(fake.calls).not.toContainEqual(['connectSocial', 'farcaster'])
    await click(socials[4] as Element)
    expect(fake.calls).toContainEqual(['connectSocial', 'github'])
    await act(async () => {
      fake.state.socialLogin.value = {
        status: 'error',
        provider: 'github',
        error: 'The login window was closed before the login finished. Try again.',
      }
    })
    const error = await waitFor(() => shadow().querySelector('[data-latch-social-error]'))
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toContain('window was closed')
  })

  it('behavior: ConnectingSocial says where to continue', async () => {
    const fake = makeFakeClient({ frameUrl: 'http://127.0.0.1:8788/frame' })
    fake.state.socialLogin.value = { status: 'connecting', provider: 'google', error: undefined }
    await render(fake)
    await act(async () => {
      fake.state.router.value = { view: 'ConnectingSocial', history: ['Connect'] }
    })
    const root = await view('ConnectingSocial')
    expect(root.textContent).toContain('Log in with Google in the window that opened')
    // Cancel closes the login window; the flow then goes back to Connect.
    await click(root.querySelector('[data-latch-social-cancel]') as Element)
    expect(fake.calls).toContainEqual(['cancelSocial'])
    await act(async () => {
      fake.state.socialLogin.value = { status: 'verifying', provider: 'google', error: undefined }
    })
    expect((await view('ConnectingSocial')).querySelector('[data-latch-social-cancel]')).toBeNull()
  })

  it('behavior: a tile connects and shows ConnectingExternal; empty list says so', async () => {
    const fake = makeFakeClient()
    await render(fake)
    expect((await view('Connect')).textContent).toContain('No wallet found')
    await act(async () => {
      fake.state.connectors.value = [connector('a', 'Alpha')]
    })
    await waitFor(() => shadow().querySelector('[data-latch-connector="a"]'))
    await click(shadow().querySelector('[data-latch-connector="a"]') as Element)
    expect(fake.calls).toContainEqual(['connect', 'a'])
    const connecting = await view('ConnectingExternal')
    expect(connecting.textContent).toContain('Continue in Alpha')
  })
})

describe('Account view', () => {
  const connected = {
    ...noAccount,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    status: 'connected' as const,
  }

  it('behavior: loading placeholder, then balance and symbol, or unavailable', async () => {
    const fake = makeFakeClient({ view: 'Account' })
    fake.state.account.value = { ...connected, balanceLoading: true }
    await render(fake)
    const root = await view('Account')
    const balance = () => root.querySelector('[data-latch-balance]') as Element
    expect(balance().querySelector('.latch-placeholder')).not.toBeNull()
    await act(async () => {
      fake.state.account.value = { ...connected, balance: '1.5', balanceSymbol: 'ETH' }
    })
    expect(balance().textContent).toBe('1.5 ETH')
    await act(async () => {
      fake.state.account.value = connected
    })
    expect(balance().textContent).toBe('Balance unavailable')
  })

  it('parameters: profile name and avatar replace the address', async () => {
    const fake = makeFakeClient({ view: 'Account' })
    fake.state.account.value = {
      ...connected,
      profileName: 'vitalik.eth',
      profileImage: 'https://x/a.png',
    }
    await render(fake)
    const root = await view('Account')
    expect(root.textContent).toContain('vitalik.eth')
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://x/a.png')
  })

  it('behavior: network button opens Networks, disconnect failure is shown', async () => {
    const fake = makeFakeClient({ view: 'Account' })
    fake.state.account.value = connected
    fake.fail.disconnect = new Error('Failed to disconnect')
    await render(fake)
    const root = await view('Account')
    await click(root.querySelector('[data-latch-disconnect]') as Element)
    await waitFor(
      () => root.querySelector('[role="alert"]')?.textContent === 'Failed to disconnect',
    )
    await click(root.querySelector('[data-latch-network-button]') as Element)
    expect(fake.state.router.value).toEqual({ view: 'Networks', history: ['Account'] })
    await view('Networks')
    expect(shadow().querySelector('[data-latch-back]')).not.toBeNull()
  })
})

describe('Networks and UnsupportedChain views', () => {
  it('default: the app networks, current marked, switching in place', async () => {
    const fake = makeFakeClient({ view: 'Networks' })
    await render(fake)
    const root = await view('Networks')
    const current = root.querySelector('[aria-current="true"]')
    expect(current?.textContent).toBe('EthereumCurrent')
    await click(root.querySelector(`[data-latch-network="${base.caipNetworkId}"]`) as Element)
    expect(fake.calls).toContainEqual(['switchNetwork', base])
    expect(fake.state.router.value.view).toBe('Networks')
  })

  it('behavior: a refused switch shows the error', async () => {
    const fake = makeFakeClient({ view: 'UnsupportedChain' })
    fake.fail.switchNetwork = new Error('User rejected the request')
    fake.state.network.value = { ...base, name: 'Unknown Network', caipNetworkId: 'eip155:999' }
    await render(fake)
    const root = await view('UnsupportedChain')
    expect(root.textContent).toContain('does not support the network')
    expect(root.querySelector('[aria-current="true"]')).toBeNull()
    await click(root.querySelector(`[data-latch-network="${base.caipNetworkId}"]`) as Element)
    await waitFor(
      () => root.querySelector('[role="alert"]')?.textContent === 'User rejected the request',
    )
  })
})

describe('SIWXSignMessage view', () => {
  it('default: empty until signing, then the message, then the error; Sign and Cancel call the client', async () => {
    const fake = makeFakeClient({ view: 'SIWXSignMessage' })
    await render(fake)
    const root = await view('SIWXSignMessage')
    expect(root.textContent).toContain('prepared when you press Sign')
    await act(async () => {
      fake.state.siwx.value = {
        status: 'signing',
        message: 'example.com wants you to sign in',
        error: undefined,
      }
    })
    expect(root.querySelector('[data-latch-siwx-message]')?.textContent).toBe(
      'example.com wants you to sign in',
    )
    expect((root.querySelector('[data-latch-siwx-sign]') as HTMLButtonElement).disabled).toBe(true)
    await act(async () => {
      fake.state.siwx.value = { status: 'error', message: 'm', error: 'Signature declined' }
    })
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Signature declined')
    await click(root.querySelector('[data-latch-siwx-sign]') as Element)
    await click(root.querySelector('[data-latch-siwx-cancel]') as Element)
    expect(fake.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['signIn', 'cancelSignIn']))
  })
})

describe('views whose action fails outside their flow state', () => {
  it("behavior: SIWXSignMessage's Cancel that cannot disconnect shows 'Failed to disconnect'", async () => {
    const fake = makeFakeClient({ view: 'SIWXSignMessage' })
    fake.fail.cancelSignIn = new Error('Failed to disconnect')
    await render(fake)
    const root = await view('SIWXSignMessage')
    await click(root.querySelector('[data-latch-siwx-cancel]') as Element)
    const alert = await waitFor(() => root.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('Failed to disconnect')
  })

  it("behavior: EmailVerifyDevice's new link that cannot be asked for shows why", async () => {
    const fake = makeFakeClient({ view: 'EmailVerifyDevice' })
    fake.state.emailLogin.value = {
      ...fake.state.emailLogin.value,
      status: 'error',
      error: 'The link expired',
    }
    fake.fail.resendEmailCode = new Error('Provider not found')
    await render(fake)
    const root = await view('EmailVerifyDevice')
    await click(root.querySelector('[data-latch-device-resend]') as Element)
    await waitFor(
      () => root.querySelector('[data-latch-device-error]')?.textContent === 'Provider not found',
    )
  })

  it("behavior: EmailVerifyOtp's new code that cannot be asked for shows why", async () => {
    const fake = makeFakeClient({ view: 'EmailVerifyOtp' })
    fake.fail.resendEmailCode = new Error('Provider not found')
    await render(fake)
    const root = await view('EmailVerifyOtp')
    await click(root.querySelector('[data-latch-otp-resend]') as Element)
    const alert = await waitFor(() => root.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('Provider not found')
  })
})

describe('ApproveTransaction and not-yet-built views', () => {
  it('default: ApproveTransaction says nothing waits; Reject closes', async () => {
    const fake = makeFakeClient({ view: 'ApproveTransaction' })
    await render(fake)
    const root = await view('ApproveTransaction')
    expect(root.textContent).toContain('No request is waiting')
    const reject = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Reject')
    await click(reject as Element)
    expect(fake.calls).toContainEqual(['close'])
  })

  it('behavior: with a request waiting in the frame, the frame is placed at the view and hidden after', async () => {
    const fake = makeFakeClient({ view: 'ApproveTransaction' })
    fake.state.frameApproval.value = { waiting: 1 }
    await render(fake)
    const root = await view('ApproveTransaction')
    expect(root.getAttribute('data-state')).toBe('waiting')
    expect(root.querySelector('[data-latch-frame-slot]')).not.toBeNull()
    // The app's page gets no Approve of its own: only the frame's UI can approve.
    expect(root.querySelectorAll('button')).toHaveLength(0)
    await waitFor(() => fake.calls.some((c) => c[0] === 'placeFrame' && c[1] !== undefined))
    await act(async () => {
      fake.state.frameApproval.value = { waiting: 0 }
    })
    expect(fake.calls.at(-1)).toEqual(['placeFrame', undefined])
  })

  it('behavior: a view without a flow yet says so', async () => {
    // Every view of SPEC §2 has its flow now; a name the switch does not know (a view added to
    // ViewName before its component) gets the placeholder rather than nothing.
    const fake = makeFakeClient({ view: 'NotBuiltYet' as ViewName })
    await render(fake)
    const root = await view('NotBuiltYet')
    expect(root.getAttribute('data-state')).toBe('unavailable')
  })
})

describe('notices', () => {
  it('behavior: a toast shows the SPEC text with role status and goes after TOAST_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const fake = makeFakeClient()
    fake.state.modal.value = { open: false, loading: false, shake: false }
    await render(fake)
    await act(async () => {
      fake.state.toast.value = { id: 1, message: 'Signature declined', variant: 'error' }
    })
    const toast = shadow().querySelector('[data-latch-toast]')
    expect(toast?.textContent).toBe('Signature declined')
    expect(toast?.getAttribute('role')).toBe('status')
    await act(async () => vi.advanceTimersByTime(TOAST_MS - 1))
    expect(shadow().querySelector('[data-latch-toast]')).not.toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    expect(shadow().querySelector('[data-latch-toast]')).toBeNull()
  })

  it('behavior: an alert stays (role alert) until dismissed', async () => {
    const fake = makeFakeClient()
    await render(fake)
    await act(async () => {
      fake.state.alert.value = { id: 1, message: 'Project ID Not Configured', variant: 'error' }
    })
    const alert = shadow().querySelector('[data-latch-alert]')
    expect(alert?.getAttribute('role')).toBe('alert')
    expect(alert?.textContent).toContain('Project ID Not Configured')
    await click(alert?.querySelector('button') as Element)
    expect(shadow().querySelector('[data-latch-alert]')).toBeNull()
  })
})

describe('LatchModal embedded', () => {
  it('default: inline in the page, no overlay, no aria-modal; close asks for embedded close', async () => {
    const fake = makeFakeClient()
    fake.state.modal.value = { open: false, loading: false, shake: false }
    const mounted = await mount(
      <LatchProvider client={fake.client}>
        <section id="app">
          <LatchModal embedded />
        </section>
      </LatchProvider>,
    )
    const host = mounted.container.querySelector('#app [data-latch-embedded]')
    const root = await waitFor(() => host?.shadowRoot?.querySelector('[data-testid="latch-modal"]'))
    expect(root.getAttribute('aria-modal')).toBeNull()
    expect(host?.shadowRoot?.querySelector('[data-latch-backdrop]')).toBeNull()
    expect(document.querySelector('[data-latch-host]')).toBeNull()
    expect(fake.calls).toContainEqual(['open'])
    await click(root.querySelector('[data-latch-close]') as Element)
    expect(fake.calls).toContainEqual(['close', { embedded: true }])
  })
})
