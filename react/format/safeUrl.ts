/**
 * Where a URL is going: `link` (an `href` the visitor follows), `image` (an `<img src>`), or
 * `app` (a wallet's deep link, which opens the wallet app by its own scheme).
 */
export type SafeUrlKind = 'link' | 'image' | 'app'

// Schemes that run code, read local data or render a document of the caller's choosing: never
// a wallet's deep link. (`vbscript:` ran in old IE; it costs nothing to keep it out.)
const unsafeSchemes = new Set([
  'javascript:',
  'vbscript:',
  'data:',
  'blob:',
  'file:',
  'filesystem:',
  'about:',
])

// `data:image/<subtype>[;…],…`: raster or SVG. An `<img>` never runs an SVG's scripts.
const dataImage = /^image\/[a-z0-9.+-]+[;,]/i

/**
 * A URL from a wallet, the app or the Data API (registry homepage and logo, connector icon,
 * profile image, explorer link, deep link) made fit for an `href` or `src`, or `undefined`
 * when it is not: `link` keeps absolute `http(s):` URLs; `image` those and `data:image/…`;
 * `app` those and a native scheme (`metamask://…`) but never `javascript:`, `vbscript:`,
 * `data:` and the like. The value is read by the URL parser, the way the browser will read
 * it (so `java\tscript:` is caught); a URL that passes comes back unchanged.
 *
 * @example
 * import { safeUrl } from './safeUrl.ts'
 *
 * safeUrl('https://rainbow.me') // 'https://rainbow.me'
 * safeUrl('javascript:alert(1)') // undefined
 * safeUrl('data:image/png;base64,iVBO', 'image') // 'data:image/png;base64,iVBO'
 */
export const safeUrl = (
  value: string | null | undefined,
  kind: SafeUrlKind = 'link',
): string | undefined => {
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const scheme = url.protocol.toLowerCase()
  if (scheme === 'http:' || scheme === 'https:') return value
  if (kind === 'image')
    return scheme === 'data:' && dataImage.test(url.pathname) ? value : undefined
  if (kind === 'app') return unsafeSchemes.has(scheme) ? undefined : value
  return undefined
}
