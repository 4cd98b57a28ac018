import type { ApprovalAsker } from './authDevices.ts'

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Chrome on Linux" from a User-Agent header; "an unknown browser" when none is named. */
export const describeBrowser = (userAgent: string | null) => {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1]
  if (!browser) return system ? `a browser on ${system}` : 'an unknown browser'
  return system ? `${browser} on ${system}` : browser
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host
  } catch {
    return origin
  }
}

/**
 * The app a project is: its id and the hosts it is served from (hosts, not links: the mail
 * holds one link only, the approval's).
 */
export const describeApp = (projectId: string, origins: readonly string[] | undefined) =>
  origins && origins.length > 0 ? `${projectId} (${origins.map(hostOf).join(', ')})` : projectId

/** Who asks (F10): the asking request's browser, and the project's app. */
export const askerOf = (
  request: Request,
  projectId: string,
  origins: readonly string[] | undefined,
): ApprovalAsker => ({
  browser: describeBrowser(request.headers.get('user-agent')),
  app: describeApp(projectId, origins),
})

/** The sentence mail and page share: which browser asks, for which app, and when (UTC). */
export const askerSentence = (asker: ApprovalAsker, askedAt: number) =>
  `${asker.browser || 'A browser'} asked to log in to ${asker.app || 'your app'} on ${new Date(
    askedAt,
  )
    .toISOString()
    .replace('T', ' ')
    .slice(0, 16)} UTC.`
