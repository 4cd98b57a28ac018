import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AA_TEXT,
  contrastRatio,
  parseColor,
  type Rgb,
  readableTextOn,
} from '../../../react/format/contrast.ts'

const white: Rgb = [255, 255, 255]

describe('contrast', () => {
  it('parameters: reads #rgb, #rrggbb (alpha ignored) and rgb(); not what it cannot compute', () => {
    expect(parseColor('#2563eb')).toEqual([37, 99, 235])
    expect(parseColor('#FFF')).toEqual([255, 255, 255])
    expect(parseColor('#2563ebcc')).toEqual([37, 99, 235])
    expect(parseColor(' rgb(37, 99, 235) ')).toEqual([37, 99, 235])
    expect(parseColor('rgba(37 99 235 / 50%)')).toEqual([37, 99, 235])
    for (const other of ['blue', 'hsl(220 80% 50%)', 'var(--brand)', '#12345', 'rgb(300,0,0)'])
      expect(parseColor(other), other).toBeUndefined()
  })

  it('default: WCAG 2 ratios: 21:1 black on white; the issue’s 3.67:1 for white on #3b82f6', () => {
    expect(contrastRatio([0, 0, 0], white)).toBeCloseTo(21, 5)
    expect(contrastRatio(parseColor('#3b82f6') as Rgb, white)).toBeCloseTo(3.68, 2)
    expect(contrastRatio(white, parseColor('#2563eb') as Rgb)).toBeCloseTo(5.17, 2)
  })

  it('behavior: white where it reaches 4.5:1, dark text where it does not', () => {
    expect(readableTextOn('#2563eb')).toBe('#ffffff')
    expect(readableTextOn('#e11d48')).toBe('#ffffff')
    expect(readableTextOn('#3b82f6')).toBe('#111827')
    expect(readableTextOn('#f59e0b')).toBe('#111827')
    expect(readableTextOn('hsl(220 80% 50%)')).toBeUndefined()
  })

  it('rule: for any accent the text chosen reaches 4.5:1, and it is white whenever white does', () => {
    const channel = fc.integer({ min: 0, max: 255 })
    fc.assert(
      fc.property(channel, channel, channel, (r, g, b) => {
        const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
        const text = readableTextOn(hex) as string
        expect(contrastRatio([r, g, b], parseColor(text) as Rgb)).toBeGreaterThanOrEqual(AA_TEXT)
        if (contrastRatio([r, g, b], white) >= AA_TEXT) expect(text).toBe('#ffffff')
      }),
      { numRuns: 5_000 },
    )
  })
})
