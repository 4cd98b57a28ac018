import { describe, expect, it } from 'vitest'
import { contrastRatio, luminance } from '../../../react/format/contrast.ts'
import { MONOGRAM_LIGHTNESS, walletMonogram } from '../../../react/format/walletMonogram.ts'
import { walletImageSvg } from '../../../server/registry/walletImageSvg.ts'
import wallets from '../../../server/registry/wallets.json' with { type: 'json' }

/** `hsl(h s l)` as `#rrggbb` (CSS Color 4's conversion). */
const hslToHex = (h: number, s: number, l: number): string => {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    const channel = Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
    return channel.toString(16).padStart(2, '0')
  }
  return `#${f(0)}${f(8)}${f(4)}`
}

describe('walletMonogram', () => {
  it.each([
    ['MetaMask', 'MM'],
    ['Trust Wallet', 'TW'],
    ['imToken', 'IM'],
    ['Safe', 'SA'],
    ['1inch Wallet', '1W'],
    ['Latch Bitcoin Dev Wallet (sats-connect)', 'LB'],
  ])('parameters: name %s gives initials %s', (name, initials) => {
    expect(walletMonogram({ name }).initials).toBe(initials)
  })

  it('behavior: the colour follows the id, the name when there is none', () => {
    expect(walletMonogram({ id: 'a', name: 'X' }).background).not.toBe(
      walletMonogram({ id: 'b', name: 'X' }).background,
    )
    expect(walletMonogram({ name: 'Zerion' })).toEqual(
      walletMonogram({ id: 'Zerion', name: 'Zerion' }),
    )
  })

  it('rule: the same tile as the registry’s placeholder logos, for every registry wallet', () => {
    for (const wallet of wallets) {
      const { initials, background } = walletMonogram(wallet)
      const svg = walletImageSvg(wallet)
      expect(svg, wallet.id).toContain(`fill="${background}"`)
      expect(svg, wallet.id).toContain(`>${initials}</text>`)
      expect(svg, wallet.id).toContain('fill="#fff"')
    }
  })

  it('rule: white initials reach 4.5:1 on every hue', () => {
    for (let hue = 0; hue < 360; hue++) {
      const tile = luminance(hslToHex(hue, 0.6, MONOGRAM_LIGHTNESS / 100))
      expect(contrastRatio(tile, 1), `hue ${hue}`).toBeGreaterThanOrEqual(4.5)
    }
  })
})
