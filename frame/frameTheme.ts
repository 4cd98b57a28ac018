import { PALETTE_VARIABLES } from './framePalette.ts'
import { paletteOf, paletteProblem } from './themeLegibility.ts'

/** What sync theme carries (SPEC §7: themeMode, themeVariables, w3mThemeVariables). */
export interface FrameTheme {
  readonly themeMode?: 'light' | 'dark' | undefined
  readonly themeVariables?: Readonly<Record<string, string | number>> | undefined
  readonly w3mThemeVariables?: Readonly<Record<string, string | number>> | undefined
}

/** Only the modal's own custom properties are taken; nothing else of the page's style. */
const VARIABLE = /^--latch-[a-z0-9-]{1,64}$/

/**
 * Applies the app's theme to the frame page: the mode as `data-theme` and each `--latch-*`
 * variable as a custom property (CSSOM, which the frame's CSP allows), so the approval UI
 * looks like the modal around it. The colours are the app's only while the approval stays
 * legible with them (themeLegibility.ts: an opaque background, every text at
 * FRAME_THEME_MIN_CONTRAST at least): a theme that would make the ask see-through or its text
 * invisible — so the app's page could show its own words in its place while Approve still arms
 * — leaves the frame in its own colours of the mode. Answers why a theme's colours were not
 * taken, or `undefined`.
 *
 * @example
 * import { applyFrameTheme } from './frameTheme.ts'
 * applyFrameTheme(document, { themeMode: 'dark', themeVariables: { '--latch-accent': '#3b82f6' } })
 */
export const applyFrameTheme = (doc: Document, theme: FrameTheme): string | undefined => {
  const root = doc.documentElement
  if (theme.themeMode) root.dataset.theme = theme.themeMode
  for (const variables of [theme.themeVariables, theme.w3mThemeVariables])
    for (const [name, value] of Object.entries(variables ?? {}))
      if (VARIABLE.test(name)) root.style.setProperty(name, String(value))
  // What the approval would be painted with: the mode's colours under the app's.
  const palette = { ...paletteOf(root.dataset.theme) }
  for (const name of PALETTE_VARIABLES) {
    const set = root.style.getPropertyValue(name).trim()
    if (set) palette[name] = set
  }
  const problem = paletteProblem(palette)
  if (problem) for (const name of PALETTE_VARIABLES) root.style.removeProperty(name)
  return problem
}
