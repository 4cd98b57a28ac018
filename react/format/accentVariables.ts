import { readableTextOn } from './contrast.ts'

/** Latch's accent when the app gives none (the modal's `--latch-accent`). */
export const DEFAULT_ACCENT = '#2563eb'

/**
 * The accent pair of an app's `themeVariables`: `--latch-accent` (the app's, else Latch's) and
 * `--latch-accent-text`, the app's own when it gives one, else computed from the accent
 * (`readableTextOn`: white, or dark text where white misses WCAG AA's 4.5:1). An accent that
 * cannot be read (not hex: `rgb()`, `hsl()`, a named colour, `var(…)`) gets no computed text: the stylesheet's
 * white stays. Set on the modal's root and on the page's buttons, so a button the app paints
 * with `var(--latch-accent)` writes its label in `var(--latch-accent-text)`.
 */
export const accentVariables = (
  themeVariables: Readonly<Record<string, string | number>>,
): Record<string, string> => {
  const accent = String(themeVariables['--latch-accent'] ?? DEFAULT_ACCENT)
  const text = themeVariables['--latch-accent-text'] ?? readableTextOn(accent)
  return text === undefined
    ? { '--latch-accent': accent }
    : { '--latch-accent': accent, '--latch-accent-text': String(text) }
}
