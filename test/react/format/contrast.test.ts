import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AA_TEXT,
  contrastRatio,
  longHex,
  luminance,
  readableTextOn,
} from '../../../react/format/contrast.ts'

const ratio = (a: string, b: string) => contrastRatio(luminance(a), luminance(b))

describe('contrast', () => {
  it('parameters: reads #rgb and #rrggbb (alpha dropped); not what it cannot compute', () => {
    expect(longHex('#2563eb')).toBe('#2563eb')
    expect(longHex(' #FFF ')).toBe('#FFFFFF')
    expect(longHex('#2563ebcc')).toBe('#2563eb')
    for (const other of ['blue', 'rgb(37, 99, 235)', 'hsl(220 80% 50%)', 'var(--brand)', '#12345'])
      expect(longHex(other), other).toBeUndefined()
  })

  it('default: WCAG 2 ratios: 21:1 black on white; the issue’s 3.67:1 for white on #3b82f6', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(ratio('#3b82f6', '#ffffff')).toBeCloseTo(3.68, 2)
    expect(ratio('#ffffff', '#2563eb')).toBeCloseTo(5.17, 2)
  })

  it('behavior: white where it reaches 4.5:1, dark text where it does not', () => {
    expect(readableTextOn('#2563eb')).toBe('#ffffff')
    expect(readableTextOn('#e11d48')).toBe('#ffffff')
    expect(readableTextOn('#3b82f6')).toBe('#111827')
    expect(readableTextOn('#f59e0b')).toBe('#111827')
    expect(readableTextOn('#fc0')).toBe('#111827')
    expect(readableTextOn('hsl(220 80% 50%)')).toBeUndefined()
  })

  it('rule: for any accent the text chosen reaches 4.5:1, and it is white whenever white does', () => {
    const channel = fc.integer({ min: 0, max: 255 })
    fc.assert(
      fc.property(channel, channel, channel, (r, g, b) => {
        const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
        const text = readableTextOn(hex) as string
        expect(ratio(hex, text)).toBeGreaterThanOrEqual(AA_TEXT)
        if (ratio(hex, '#ffffff') >= AA_TEXT) expect(text).toBe('#ffffff')
      }),
      { numRuns: 5_000 },
    )
  })
})
