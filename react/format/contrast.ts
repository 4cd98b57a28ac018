/** An sRGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number]

/** WCAG 2's AA minimum for normal text. */
export const AA_TEXT = 4.5

/** The text colours tried on a coloured background, in order of preference. */
const TEXT_CANDIDATES = ['#ffffff', '#111827', '#000000'] as const

const HEX = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i

/**
 * Reads a CSS colour written as `#rgb`, `#rrggbb` (with or without alpha, which is ignored) or
 * `rgb()`/`rgba()`; `undefined` for anything else (a named colour, `hsl()`, `var(…)`).
 */
export const parseColor = (color: string): Rgb | undefined => {
  const text = color.trim()
  const hex = HEX.exec(text)?.[1]
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
  }
  const rgb = RGB.exec(text)
  if (!rgb) return undefined
  const channels = rgb.slice(1, 4).map(Number)
  return channels.every((c) => c <= 255) ? (channels as unknown as Rgb) : undefined
}

/** WCAG 2's relative luminance of an sRGB colour. */
export const luminance = ([r, g, b]: Rgb): number => {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The text colour for a coloured background (an accent, a monogram tile): white when it
 * reaches WCAG AA's 4.5:1 there, else Latch's near-black, else black — one of which always
 * does (black reaches at least 4.58:1 wherever white falls short). Computed, so any colour an
 * app picks gets readable text (`#2563eb` keeps white at 5.17:1; `#3b82f6`, where white only
 * reaches 3.68:1, gets `#111827`); `undefined` when the background cannot be read.
 */
export const readableTextOn = (background: string): string | undefined => {
  const rgb = parseColor(background)
  if (!rgb) return undefined
  const passes = (text: string) => contrastRatio(rgb, parseColor(text) as Rgb) >= AA_TEXT
  return TEXT_CANDIDATES.find(passes) ?? '#000000'
}
