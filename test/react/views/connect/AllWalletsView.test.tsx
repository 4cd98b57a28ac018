// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '../../../../runtime/constants.ts'
import { makeFakeClient, registryWallet, walletsAt } from '../../support/fakeClient.ts'
import { click, shadow } from '../../support/mount.tsx'
import {
  connector,
  findLazyView,
  renderModal,
  typeInto,
  walletConnectConnector,
  write,
} from '../../support/renderModal.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const rainbow = registryWallet('rainbow', 'Rainbow', { mobileLink: 'rainbow:' })
const trust = registryWallet('trust', 'Trust Wallet')
const devWallet = registryWallet('dev', 'Latch Dev Wallet', { rdns: 'dev.latch.wallet' })

const setup = async (prepare?: (fake: ReturnType<typeof makeFakeClient>) => void) => {
  const fake = makeFakeClient({ view: 'AllWallets' })
  fake.state.connectors.value = [
    walletConnectConnector,
    connector('ext', 'External One'),
    connector('dev.latch.wallet', 'Latch Dev Wallet', {
      type: 'ANNOUNCED',
      rdns: 'dev.latch.wallet',
    }),
  ]
  prepare?.(fake)
  await renderModal(fake)
  const root = await findLazyView('AllWallets')
  const tiles = () =>
    [...root.querySelectorAll('[data-latch-connector], [data-latch-wallet]')].map(
      (t) =>
        t.getAttribute('data-latch-connector') ?? `registry:${t.getAttribute('data-latch-wallet')}`,
    )
  const loads = () => fake.calls.filter((c) => c[0] === 'loadWallets')
  return { fake, root, tiles, loads }
}

const ready = (entries = [rainbow, trust, devWallet], count = entries.length, search = '') =>
  walletsAt('ready', { entries, count, page: 1, search })

describe('AllWallets view', () => {
  it('default: loads the registry on mount; installed first, then the other connectors, then the registry without duplicates or WalletConnect', async () => {
    const { fake, tiles, loads } = await setup()
    expect(loads()).toEqual([['loadWallets']])
    await write(fake.state.wallets, ready())
    expect(tiles()).toEqual(['dev.latch.wallet', 'ext', 'registry:rainbow', 'registry:trust'])
  })

  it('parameters: a first page already loaded (by the Connect view) is not asked for again', async () => {
    const { loads, tiles } = await setup((fake) => {
      fake.state.wallets.value = ready()
    })
    expect(loads()).toEqual([])
    expect(tiles()).toContain('registry:rainbow')
  })

  it('behavior: the search waits SEARCH_DEBOUNCE_MS, then filters the connectors and asks the registry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { fake, root, tiles, loads } = await setup((f) => {
      f.state.wallets.value = ready()
    })
    await typeInto(root.querySelector('input') as HTMLInputElement, ' rain')
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(loads()).toEqual([])
    expect(tiles()).toContain('ext')
    await act(async () => vi.advanceTimersByTime(1))
    expect(loads()).toEqual([['loadWallets', { search: 'rain' }]])
    expect(tiles()).toEqual(['registry:rainbow', 'registry:trust'])
    await write(fake.state.wallets, ready([rainbow], 1, 'rain'))
    expect(tiles()).toEqual(['registry:rainbow'])
    await typeInto(root.querySelector('input') as HTMLInputElement, 'zzz')
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    await write(fake.state.wallets, ready([], 0, 'zzz'))
    expect(tiles()).toEqual([])
    expect(root.textContent).toContain('No wallet matches “zzz”.')
  })

  it('behavior: a search that finds no wallet offers the e-mail login, which opens EmailLogin', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const fake = makeFakeClient({
      view: 'AllWallets',
      frameUrl: 'http://127.0.0.1:8788/frame',
      features: { email: true },
    })
    fake.state.wallets.value = ready()
    await renderModal(fake)
    const root = await findLazyView('AllWallets')
    expect(root.querySelector('[data-latch-use-email]')).toBeNull()
    await typeInto(root.querySelector('input') as HTMLInputElement, 'zzz')
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    await write(fake.state.wallets, ready([], 0, 'zzz'))
    const useEmail = root.querySelector('[data-latch-use-email]') as HTMLElement
    expect(useEmail.textContent).toBe('Log in with e-mail instead')
    await click(useEmail)
    expect(fake.calls).toContainEqual(['navigate', 'EmailLogin', undefined])
  })

  it('parameters: without the embedded wallet (no frameUrl) a search that finds nothing offers no e-mail', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { fake, root } = await setup((f) => {
      f.state.wallets.value = ready()
    })
    await typeInto(root.querySelector('input') as HTMLInputElement, 'zzz')
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    await write(fake.state.wallets, ready([], 0, 'zzz'))
    expect(root.textContent).toContain('No wallet matches “zzz”.')
    expect(root.querySelector('[data-latch-use-email]')).toBeNull()
  })

  it('behavior: the sentinel scrolling into view loads the next page; none once all are loaded', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observed.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    const { fake, root, loads } = await setup((f) => {
      f.state.wallets.value = ready([rainbow], 2)
    })
    expect(root.querySelector('[data-latch-load-more="sentinel"]')).not.toBeNull()
    await act(async () => observed.at(-1)?.([{ isIntersecting: false }]))
    expect(loads()).toEqual([])
    await act(async () => observed.at(-1)?.([{ isIntersecting: true }]))
    expect(loads()).toEqual([['loadWallets', { search: '', more: true }]])
    await write(fake.state.wallets, ready([rainbow, trust], 2))
    expect(root.querySelector('[data-latch-load-more]')).toBeNull()
  })

  it('parameters: without IntersectionObserver a Load more button asks for the next page', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { root, loads } = await setup((f) => {
      f.state.wallets.value = ready([rainbow], 2)
    })
    const button = root.querySelector('[data-latch-load-more="button"] button')
    expect(button?.textContent).toBe('Load more')
    await click(button as Element)
    expect(loads()).toEqual([['loadWallets', { search: '', more: true }]])
  })

  it('behavior: placeholders while a page loads, kept entries above them', async () => {
    const { fake, root } = await setup()
    await write(fake.state.wallets, { ...ready([rainbow], 2), status: 'loading' })
    expect(root.querySelectorAll('[data-latch-placeholder]')).toHaveLength(4)
    expect(root.querySelector('ul')?.getAttribute('aria-busy')).toBe('true')
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading wallets')
    expect(root.querySelector('[data-latch-wallet="rainbow"]')).not.toBeNull()
    expect(root.querySelector('[data-latch-load-more]')).toBeNull()
    await write(fake.state.wallets, ready([rainbow], 2))
    expect(root.querySelectorAll('[data-latch-placeholder]')).toHaveLength(0)
  })

  it('behavior: an error shows its message and Retry asks again (the next page when some are kept)', async () => {
    const { fake, root, loads } = await setup()
    await write(fake.state.wallets, walletsAt('error', {}, 'Server Error'))
    const alert = root.querySelector('[data-latch-wallets-error] [role="alert"]')
    expect(alert?.textContent).toBe('The wallet list could not be loaded.Server Error')
    await click(root.querySelector('[data-latch-wallets-error] button') as Element)
    expect(loads().at(-1)).toEqual(['loadWallets', { search: '', more: false }])
    await write(fake.state.wallets, {
      ...ready([rainbow], 2),
      status: 'error',
      error: 'Rate Limited',
    })
    await click(root.querySelector('[data-latch-wallets-error] button') as Element)
    expect(loads().at(-1)).toEqual(['loadWallets', { search: '', more: true }])
  })

  it('behavior: no registry (status unavailable) says so and still lists the installed wallets', async () => {
    const { root, tiles, loads } = await setup((f) => {
      f.state.wallets.value = walletsAt('ready', { available: false })
    })
    expect(loads()).toEqual([])
    expect(root.querySelector('[data-latch-registry="unavailable"]')?.textContent).toContain(
      'not available',
    )
    expect(tiles()).toEqual(['dev.latch.wallet', 'ext'])
  })

  it('behavior: an installed wallet connects; a registry wallet opens ConnectingWalletConnect for it', async () => {
    const { fake, root } = await setup((f) => {
      f.state.wallets.value = ready()
    })
    await click(root.querySelector('[data-latch-connector="ext"]') as Element)
    expect(fake.calls).toContainEqual(['connect', 'ext'])
    expect(fake.state.router.value.view).toBe('ConnectingExternal')
    await act(async () => fake.client.navigate('AllWallets'))
    const again = await findLazyView('AllWallets')
    await click(again.querySelector('[data-latch-wallet="rainbow"]') as Element)
    expect(fake.state.router.value.view).toBe('ConnectingWalletConnect')
    const wc = await findLazyView('ConnectingWalletConnect')
    expect(wc.textContent).toContain('Continue in Rainbow')
  })

  it('parameters: without WalletConnect a registry wallet links to its homepage', async () => {
    const { fake, root } = await setup((f) => {
      f.state.wallets.value = ready()
    })
    await write(
      fake.state.connectors,
      fake.state.connectors.value.filter((c) => c.type !== 'WALLET_CONNECT'),
    )
    const tile = root.querySelector('[data-latch-wallet="trust"]')
    expect(tile?.tagName).toBe('A')
    expect(tile?.getAttribute('href')).toBe('https://trust.example')
    expect(tile?.getAttribute('target')).toBe('_blank')
    expect(shadow().querySelector('[data-latch-view="AllWallets"]')).toBe(root)
  })
})
