/**
 * Where a URL is going: `link` (an `href` the visitor follows), `image` (an `<img src>`), or
 * `app` (a wallet's deep link, which opens the wallet app by its own scheme).
 */
export type SafeUrlKind = 'link' | 'image' | 'app'

// Schemes that run code, read local data or render a document of the caller's choosing: never
// a wallet's deep link. (`vbscript:` ran in old IE; it costs nothing to keep it out.)
const unsafeScheme = /^(?:javascript|vbscript|data|blob|file|filesystem|about):$/

// `data:image/<subtype>[;…],…`: raster or SVG. An `<img>` never runs an SVG's scripts.
const dataImage = /^image\/[\w.+-]+[;,]/i

/**
 * A URL from a wallet, the app or the Data API (registry homepage and logo, connector icon,
 * profile image, explorer link, deep link) made fit for an `href` or `src`, or `undefined`
 * when it is not: `link` keeps absolute `http(s):` URLs; `image` those and `data:image/…`;
 * `app` those and a native scheme (`metamask://…`) but never `javascript:`, `vbscript:`,
 * `data:` and the like. The value is read by the URL parser, the way the browser will read
 * it (so `java\tscript:` is caught); a URL that passes comes back unchanged.
 */
export const safeUrl = (
  value: string | null | undefined,
  kind: SafeUrlKind = 'link',
): string | undefined => {
  let url: URL
  try {
    url = new URL(value ?? '')
  } catch {
    return undefined
  }
  // The parser lower-cases the scheme and drops the tabs, newlines and spaces a browser ignores.
  const scheme = url.protocol
  const safe =
    scheme === 'http:' ||
    scheme === 'https:' ||
    (kind === 'image'
      ? scheme === 'data:' && dataImage.test(url.pathname)
      : kind === 'app' && !unsafeScheme.test(scheme))
  return safe ? (value as string) : undefined
}
