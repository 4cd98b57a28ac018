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
 * looks like the modal around it.
 *
 * @example
 * import { applyFrameTheme } from './frameTheme.ts'
 * applyFrameTheme(document, { themeMode: 'dark', themeVariables: { '--latch-accent': '#3b82f6' } })
 */
export const applyFrameTheme = (doc: Document, theme: FrameTheme) => {
  const root = doc.documentElement
  if (theme.themeMode) root.dataset.theme = theme.themeMode
  for (const variables of [theme.themeVariables, theme.w3mThemeVariables])
    for (const [name, value] of Object.entries(variables ?? {}))
      if (VARIABLE.test(name)) root.style.setProperty(name, String(value))
}
