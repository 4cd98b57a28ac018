import { type CSSProperties, useMemo } from 'react'
import { accentVariables } from '../format/accentVariables.ts'
import { useLatch } from './useLatch.ts'

/**
 * A page button's inline style: the theme's `--latch-accent` and its readable
 * `--latch-accent-text` (custom properties: they paint nothing until the app's CSS uses them),
 * under the style the app passed.
 */
export const useAccentStyle = (style?: CSSProperties): CSSProperties => {
  const { themeVariables } = useLatch().config
  const accent = useMemo(() => accentVariables(themeVariables), [themeVariables])
  return useMemo(() => ({ ...accent, ...style }) as CSSProperties, [accent, style])
}
