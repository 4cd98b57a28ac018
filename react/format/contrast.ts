/** WCAG 2's AA minimum for normal text. */
export const AA_TEXT = 4.5

/** The text colours tried on a coloured background, in order of preference. */
const TEXT_CANDIDATES = ['#ffffff', '#111827', '#000000']

/**
 * A CSS hex colour as `#rrggbb`: `#rgb` and `#rrggbb` (an alpha digit or two is dropped);
 * `undefined` for anything else (`rgb()`, `hsl()`, a named colour, `var(…)`), which Latch
 * cannot compute without a browser.
 */
export const longHex = (color: string): string | undefined => {
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(color.trim())?.[1]
  if (!hex) return undefined
  return `#${(hex.length < 6 ? hex.replace(/./g, '$&$&') : hex).slice(0, 6)}`
}

/** WCAG 2's relative luminance of a `#rrggbb` colour. */
export const luminance = (hex: string): number => {
  let sum = 0
  for (const [i, weight] of [0.2126, 0.7152, 0.0722].entries()) {
    const s = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255
    sum += weight * (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4)
  }
  return sum
}

/** WCAG 2's contrast ratio of two relative luminances, 1 to 21. */
export const contrastRatio = (a: number, b: number): number =>
  (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/**
 * The text colour for a coloured background (an accent): white when it reaches WCAG AA's
 * 4.5:1 there, else Latch's near-black, else black — one of which always does (black reaches
 * at least 4.58:1 wherever white falls short). Computed, so any colour an app picks gets
 * readable text (`#2563eb` keeps white at 5.17:1; `#3b82f6`, where white only reaches 3.68:1,
 * gets `#111827`); `undefined` when the background cannot be read.
 */
export const readableTextOn = (background: string): string | undefined => {
  const hex = longHex(background)
  if (!hex) return undefined
  const lum = luminance(hex)
  return TEXT_CANDIDATES.find((text) => contrastRatio(lum, luminance(text)) >= AA_TEXT)
}
