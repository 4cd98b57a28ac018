import { describe, expect, it } from 'vitest'
import { listWallets } from '../../server/registry/listWallets.ts'
import { loadWalletRegistry } from '../../server/registry/RegistryWallet.ts'
import { walletImageSvg } from '../../server/registry/walletImageSvg.ts'

const registry = loadWalletRegistry()

describe('loadWalletRegistry', () => {
  it('default: a few dozen wallets with unique ids and well-formed metadata', () => {
    expect(registry.length).toBeGreaterThanOrEqual(36)
    expect(new Set(registry.map((w) => w.id)).size).toBe(registry.length)
    const rdns = registry.flatMap((w) => (w.rdns ? [w.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const w of registry) {
      expect(w.id).toMatch(/^[A-Za-z0-9._:-]+$/)
      expect(w.name.length).toBeGreaterThan(0)
      expect(w.homepage).toMatch(/^https:\/\//)
      if (w.rdns) expect(w.rdns).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      if (w.mobileLink) expect(w.mobileLink).toMatch(/^[a-z0-9-]+:\/\//)
      if (w.webappLink) expect(w.webappLink).toMatch(/^https:\/\//)
      expect(w.chains.length).toBeGreaterThan(0)
      for (const chain of w.chains) expect(chain).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
    }
  })
})

describe('listWallets', () => {
  const origin = 'http://127.0.0.1:8787'

  it('behavior: a page past the end is empty but keeps the count', () => {
    const page = listWallets(registry, { page: 99 }, origin)
    expect(page).toEqual({ count: registry.length, data: [] })
  })

  it('behavior: include, exclude and search combine', () => {
    const page = listWallets(
      registry,
      { include: 'metamask,trust,rainbow', exclude: 'trust', search: 'a' },
      origin,
    )
    expect(page.data.map((w) => w.id)).toEqual(['metamask', 'rainbow'])
  })
})

describe('walletImageSvg', () => {
  it.each([
    ['MetaMask', 'MM'],
    ['Trust Wallet', 'TW'],
    ['imToken', 'IM'],
    ['Safe', 'SA'],
    ['1inch Wallet', '1W'],
  ])('parameters: name %s gives initials %s', (name, initials) => {
    expect(walletImageSvg({ id: 'x', name })).toContain(`>${initials}</text>`)
  })

  it('behavior: names are escaped and colours stay per id', () => {
    const svg = walletImageSvg({ id: 'a', name: '<script>' })
    expect(svg).not.toContain('<script>')
    expect(svg).toBe(walletImageSvg({ id: 'a', name: '<script>' }))
    expect(walletImageSvg({ id: 'b', name: 'X' })).not.toBe(walletImageSvg({ id: 'c', name: 'X' }))
  })
})
