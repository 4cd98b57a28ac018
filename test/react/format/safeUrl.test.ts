import { describe, expect, it } from 'vitest'
import { safeUrl } from '../../../react/format/safeUrl.ts'

describe('safeUrl', () => {
  it('default: an absolute http(s) URL comes back unchanged; anything else is undefined', () => {
    expect(safeUrl('https://rainbow.me')).toBe('https://rainbow.me')
    expect(safeUrl('http://127.0.0.1:8787/logo.png?x=<y>')).toBe(
      'http://127.0.0.1:8787/logo.png?x=<y>',
    )
    expect(safeUrl(undefined)).toBeUndefined()
    expect(safeUrl(null)).toBeUndefined()
    expect(safeUrl('')).toBeUndefined()
    expect(safeUrl('/relative/logo.png')).toBeUndefined()
    expect(safeUrl('//evil.example/x')).toBeUndefined()
    expect(safeUrl('metamask://wc')).toBeUndefined()
  })

  it.each([
    ['javascript:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['javascript://%0Aalert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['blob:http://127.0.0.1/0b0e'],
    ['file:///etc/passwd'],
  ])('behavior: %j is refused as a link, an image and a deep link', (value) => {
    expect(safeUrl(value, 'link')).toBeUndefined()
    expect(safeUrl(value, 'image')).toBeUndefined()
    expect(safeUrl(value, 'app')).toBeUndefined()
  })

  it('parameters: image also takes data:image URLs, and only those', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(safeUrl(svg, 'image')).toBe(svg)
    expect(safeUrl('DATA:image/png,abc', 'image')).toBe('DATA:image/png,abc')
    expect(safeUrl(svg, 'link')).toBeUndefined()
    expect(safeUrl(svg, 'app')).toBeUndefined()
    expect(safeUrl('data:imagexyz,abc', 'image')).toBeUndefined()
    expect(safeUrl('data:,image/png', 'image')).toBeUndefined()
  })

  it("parameters: app also takes a wallet's native scheme", () => {
    expect(safeUrl('metamask://wc?uri=wc%3Aabc', 'app')).toBe('metamask://wc?uri=wc%3Aabc')
    expect(safeUrl('https://link.trustwallet.com/wc', 'app')).toBe(
      'https://link.trustwallet.com/wc',
    )
  })
})
