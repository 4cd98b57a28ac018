// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { DARK_PALETTE, LIGHT_PALETTE } from '../../frame/framePalette.ts'
import { applyFrameTheme } from '../../frame/frameTheme.ts'
import { paletteOf, paletteProblem, parseColor } from '../../frame/themeLegibility.ts'

const root = () => document.documentElement
const set = (name: string) => root().style.getPropertyValue(name)

afterEach(() => {
  root().removeAttribute('style')
  delete root().dataset.theme
})

describe('parseColor', () => {
  it('rule: hex, rgb() and transparent are read; anything else is not judged', () => {
    expect(parseColor('#2563eb')).toEqual([37, 99, 235, 1])
    expect(parseColor('#fff')).toEqual([255, 255, 255, 1])
    expect(parseColor('#ffffff80')).toEqual([255, 255, 255, 128 / 255])
    expect(parseColor('rgb(16, 16, 20)')).toEqual([16, 16, 20, 1])
    expect(parseColor('rgba(16,16,20,0.5)')).toEqual([16, 16, 20, 0.5])
    expect(parseColor('rgb(100% 0% 0% / 25%)')).toEqual([255, 0, 0, 0.25])
    expect(parseColor(' Transparent ')).toEqual([0, 0, 0, 0])
    for (const other of [
      'red',
      'hsl(0 0% 0%)',
      'var(--x)',
      'color-mix(in srgb, red, blue)',
      '#12345',
      'rgb(1,2)',
    ])
      expect(parseColor(other), other).toBeUndefined()
  })
})

describe('paletteProblem', () => {
  it('rule: the frame’s own palettes are legible', () => {
    expect(paletteProblem(LIGHT_PALETTE)).toBeUndefined()
    expect(paletteProblem(DARK_PALETTE)).toBeUndefined()
    expect(paletteOf('dark')).toBe(DARK_PALETTE)
    expect(paletteOf(undefined)).toBe(LIGHT_PALETTE)
  })

  it('attack: a see-through page, invisible or same-colour text, a hidden button label are refused', () => {
    const light = LIGHT_PALETTE
    expect(paletteProblem({ ...light, '--latch-bg': 'transparent' })).toBe(
      '--latch-bg is not opaque',
    )
    expect(paletteProblem({ ...light, '--latch-bg': '#ffffff00' })).toBe('--latch-bg is not opaque')
    expect(paletteProblem({ ...light, '--latch-fg': 'transparent' })).toMatch(
      /^--latch-fg on --latch-bg/,
    )
    expect(paletteProblem({ ...light, '--latch-fg': '#fefefe' })).toMatch(
      /^--latch-fg on --latch-bg/,
    )
    expect(paletteProblem({ ...light, '--latch-muted': 'rgba(0,0,0,0.05)' })).toMatch(
      /^--latch-muted/,
    )
    // The rows' surface painted in the text's colour hides every value.
    expect(paletteProblem({ ...light, '--latch-surface': '#111827' })).toMatch(/on --latch-surface/)
    expect(paletteProblem({ ...light, '--latch-accent-text': '#2563eb' })).toMatch(
      /^--latch-accent-text/,
    )
    expect(paletteProblem({ ...light, '--latch-accent': 'hsl(0 0% 0%)' })).toBe(
      '--latch-accent is not a colour the frame can judge',
    )
  })
})

describe('applyFrameTheme', () => {
  it('behavior: a legible theme is taken, with its mode', () => {
    expect(
      applyFrameTheme(document, {
        themeMode: 'dark',
        themeVariables: { '--latch-accent': '#7c3aed', '--latch-font-family': 'serif' },
      }),
    ).toBeUndefined()
    expect(root().dataset.theme).toBe('dark')
    expect(set('--latch-accent')).toBe('#7c3aed')
    expect(set('--latch-font-family')).toBe('serif')
  })

  it('attack: an illegible theme leaves every colour the mode’s own (its other variables stay)', () => {
    const problem = applyFrameTheme(document, {
      themeVariables: {
        '--latch-accent': '#7c3aed',
        '--latch-bg': 'transparent',
        '--latch-font-family': 'serif',
      },
    })
    expect(problem).toBe('--latch-bg is not opaque')
    expect(set('--latch-bg')).toBe('')
    expect(set('--latch-accent')).toBe('')
    expect(set('--latch-font-family')).toBe('serif')
  })

  it('attack: colours legible in one mode are judged again when the mode or one colour changes', () => {
    expect(
      applyFrameTheme(document, { themeVariables: { '--latch-fg': '#222222' } }),
    ).toBeUndefined()
    expect(set('--latch-fg')).toBe('#222222')
    // Dark mode: the kept near-black text would sit on a near-black page.
    expect(applyFrameTheme(document, { themeMode: 'dark' })).toMatch(/^--latch-fg on --latch-bg/)
    expect(set('--latch-fg')).toBe('')
    // One variable at a time: the page's colour set to the text's.
    applyFrameTheme(document, { themeMode: 'light', themeVariables: { '--latch-fg': '#222222' } })
    expect(applyFrameTheme(document, { w3mThemeVariables: { '--latch-bg': '#222222' } })).toMatch(
      /^--latch-fg on --latch-bg/,
    )
    expect([set('--latch-fg'), set('--latch-bg')]).toEqual(['', ''])
  })
})
