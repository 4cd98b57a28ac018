// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  announceDevWallet,
  type DevWalletProviderInfo,
} from '../../playground/devWallet/announceDevWallet.ts'
import { createApprovePrompt } from '../../playground/devWallet/createApprovePrompt.ts'
import { createDevWallet } from '../../playground/devWallet/createDevWallet.ts'
import { installDevWallet } from '../../playground/devWallet/installDevWallet.ts'
import { readAutoApprove } from '../../playground/devWallet/readAutoApprove.ts'

// No request here reaches a chain: connecting is answered by the wallet itself.
const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }] as const
type Announcement = { info: DevWalletProviderInfo; provider: unknown }

const collect = () => {
  const seen: Announcement[] = []
  const listener = (event: Event) => seen.push((event as CustomEvent<Announcement>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { seen, done: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

const prompt = () => document.querySelector<HTMLElement>('[data-testid="dev-wallet-prompt"]')
const click = (testId: string) =>
  document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!.click()

afterEach(() => {
  document.body.innerHTML = ''
  window.sessionStorage.clear()
})

describe('announceDevWallet', () => {
  it('default', () => {
    const wallet = createDevWallet({ chains, autoApprove: true })
    const { seen, done } = collect()
    const stop = announceDevWallet(window, wallet)
    expect(seen).toHaveLength(1)
    const { info, provider } = seen[0]!
    expect(provider).toBe(wallet)
    expect(info).toMatchObject({ name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet' })
    expect(info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(info.icon)).toContain('<svg')
    expect(Object.isFrozen(info)).toBe(true)
    stop()
    done()
  })

  it('behavior: answers eip6963:requestProvider until stopped', () => {
    const wallet = createDevWallet({ chains, autoApprove: true })
    const stop = announceDevWallet(window, wallet)
    const { seen, done } = collect()
    window.dispatchEvent(new CustomEvent('eip6963:requestProvider'))
    window.dispatchEvent(new CustomEvent('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    expect(seen[0]!.info.uuid).toBe(seen[1]!.info.uuid)
    stop()
    window.dispatchEvent(new CustomEvent('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    done()
  })
})

describe('createApprovePrompt', () => {
  const request = {
    method: 'personal_sign',
    params: ['0x68656c6c6f'],
    chainId: 31337,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  } as const

  it('default', async () => {
    const answer = createApprovePrompt(document)(request)
    expect(prompt()?.dataset.method).toBe('personal_sign')
    expect(prompt()?.textContent).toContain('Sign a message')
    expect(prompt()?.textContent).toContain('0x68656c6c6f')
    click('dev-wallet-approve')
    expect(await answer).toBe(true)
    expect(prompt()).toBeNull()
  })

  it('behavior: Reject answers false', async () => {
    const answer = createApprovePrompt(document)(request)
    click('dev-wallet-reject')
    expect(await answer).toBe(false)
    expect(prompt()).toBeNull()
  })

  it('behavior: params are shown as text, never as markup', () => {
    void createApprovePrompt(document)({ ...request, params: ['<img src=x onerror=alert(1)>'] })
    expect(prompt()?.querySelector('img')).toBeNull()
    expect(prompt()?.textContent).toContain('<img src=x onerror=alert(1)>')
  })
})

describe('readAutoApprove', () => {
  it('default', () => {
    expect(readAutoApprove('?autoApprove=1')).toBe(true)
    expect(readAutoApprove('')).toBe(false)
  })

  it('parameters: location', () => {
    expect(readAutoApprove({ search: '?foo=bar&autoApprove=true' })).toBe(true)
    expect(readAutoApprove({ search: '?autoApprove=0' })).toBe(false)
    expect(readAutoApprove(window.location)).toBe(false)
  })
})

describe('installDevWallet', () => {
  it('default', async () => {
    const { seen, done } = collect()
    const { provider, uninstall } = installDevWallet(window, { chains })
    expect(seen.map((a) => a.provider)).toEqual([provider])
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(prompt()?.dataset.method).toBe('eth_requestAccounts'))
    click('dev-wallet-approve')
    expect(await accounts).toEqual([provider.address])
    expect(window.sessionStorage.getItem('latch-dev-wallet:connected')).toBe('1')
    uninstall()
    done()
  })

  it('parameters: autoApprove', async () => {
    const { provider, uninstall } = installDevWallet(window, { chains, autoApprove: true })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([provider.address])
    expect(prompt()).toBeNull()
    uninstall()
  })

  it('behavior: stays connected across a reload', async () => {
    const first = installDevWallet(window, { chains, autoApprove: true })
    await first.provider.request({ method: 'eth_requestAccounts' })
    first.uninstall()
    const second = installDevWallet(window, { chains })
    expect(await second.provider.request({ method: 'eth_accounts' })).toEqual([
      second.provider.address,
    ])
    second.provider.disconnect()
    expect(window.sessionStorage.getItem('latch-dev-wallet:connected')).toBe('0')
    second.uninstall()
  })
})
