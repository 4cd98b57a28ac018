import { FRAME_THEME_MIN_CONTRAST } from '../runtime/constants.ts'
import {
  DARK_PALETTE,
  type FramePalette,
  LIGHT_PALETTE,
  PALETTE_VARIABLES,
  type PaletteVariable,
} from './framePalette.ts'

/** A colour as sRGB channels (0–255) and alpha (0–1). */
type Rgba = readonly [number, number, number, number]

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value))

/** One `rgb()` channel: a number (0–255) or a percentage. */
const channel = (part: string) =>
  part.endsWith('%') ? (Number(part.slice(0, -1)) * 255) / 100 : Number(part)

/** An alpha: a number (0–1) or a percentage. */
const alphaOf = (part: string | undefined) =>
  part === undefined ? 1 : part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part)

const fromHex = (hex: string): Rgba => {
  const long = hex.length <= 4 ? hex.replace(/./g, '$&$&') : hex
  const byte = (i: number) => Number.parseInt(long.slice(2 * i, 2 * i + 2), 16)
  return [byte(0), byte(1), byte(2), long.length === 8 ? byte(3) / 255 : 1]
}

const fromRgb = (inner: string): Rgba | undefined => {
  const parts = inner.includes(',')
    ? inner.split(',').map((p) => p.trim())
    : inner
        .replace('/', ' / ')
        .split(/\s+/)
        .filter((p) => p !== '' && p !== '/')
  if (parts.length !== 3 && parts.length !== 4) return undefined
  if (!parts.every((p) => /^(?:\d+(?:\.\d*)?|\.\d+)%?$/.test(p))) return undefined
  const [r = '', g = '', b = '', a] = parts
  return [
    clamp(channel(r), 255),
    clamp(channel(g), 255),
    clamp(channel(b), 255),
    clamp(alphaOf(a), 1),
  ]
}

/**
 * A theme colour the frame can judge: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` /
 * `rgba()` (comma or space syntax) or `transparent`; `undefined` for anything else (a named
 * colour, `hsl()`, `oklch()`, `var(…)`, `color-mix(…)`), which the frame does not take.
 *
 * @example
 * import { parseColor } from './themeLegibility.ts'
 * parseColor('#2563eb') // [37, 99, 235, 1]
 */
export const parseColor = (value: string): Rgba | undefined => {
  const text = value.trim().toLowerCase()
  if (text === 'transparent') return [0, 0, 0, 0]
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/.exec(text)?.[1]
  if (hex) return fromHex(hex)
  const rgb = /^rgba?\(([^()]*)\)$/.exec(text)?.[1]
  return rgb === undefined ? undefined : fromRgb(rgb)
}

/** `top` painted over an opaque `bottom`: the colour the visitor sees. */
const over = (top: Rgba, bottom: Rgba): Rgba => {
  const [r, g, b, a] = top
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1]
}

/** WCAG 2's relative luminance of an opaque colour. */
const luminance = (color: Rgba) =>
  [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
    const s = (color[i] ?? 0) / 255
    return sum + weight * (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4)
  }, 0)

/** WCAG 2's contrast ratio of two opaque colours, 1 to 21. */
const contrast = (a: Rgba, b: Rgba): number => {
  const [x, y] = [luminance(a), luminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

/** Text and what it is written on, as the frame's stylesheet paints the approval. */
const TEXT_ON: readonly (readonly [PaletteVariable, PaletteVariable])[] = [
  ['--latch-fg', '--latch-bg'],
  ['--latch-muted', '--latch-bg'],
  ['--latch-fg', '--latch-surface'],
  ['--latch-muted', '--latch-surface'],
  ['--latch-accent-text', '--latch-accent'],
]

/** The palette of a theme mode: the frame's own colours. */
export const paletteOf = (mode: string | undefined): FramePalette =>
  mode === 'dark' ? DARK_PALETTE : LIGHT_PALETTE

/**
 * Why a palette would not show the approval as it is (a sentence), or `undefined` when it
 * would: the page background must be opaque (else the app's page shows through the frame, and
 * words the app paints under it read as the ask's), and every text must keep
 * FRAME_THEME_MIN_CONTRAST with what it is written on (else it is invisible, and the app's own
 * words show beside a blank ask). Surfaces and the accent are judged as painted over the
 * background, texts as painted over their surface.
 *
 * @example
 * import { paletteProblem, paletteOf } from './themeLegibility.ts'
 * paletteProblem({ ...paletteOf('light'), '--latch-fg': '#ffffff' }) // '--latch-fg on --latch-bg …'
 */
export const paletteProblem = (
  palette: Readonly<Record<PaletteVariable, string>>,
): string | undefined => {
  const colors = new Map<PaletteVariable, Rgba>()
  for (const name of PALETTE_VARIABLES) {
    const color = parseColor(palette[name])
    if (!color) return `${name} is not a colour the frame can judge`
    colors.set(name, color)
  }
  const page = colors.get('--latch-bg') as Rgba
  if (page[3] < 1) return '--latch-bg is not opaque'
  for (const [text, under] of TEXT_ON) {
    const ground = over(colors.get(under) as Rgba, page)
    const ratio = contrast(over(colors.get(text) as Rgba, ground), ground)
    if (ratio < FRAME_THEME_MIN_CONTRAST)
      return `${text} on ${under} has a contrast of ${ratio.toFixed(2)}`
  }
  return undefined
}
