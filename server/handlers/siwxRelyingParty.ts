import type { SiwxMessageData } from '../../generated/api/zod.ts'
import { SIWX_ISSUED_AT_MAX_SKEW_MS } from '../auth/authConstants.ts'
import { SIWX_NONCE_TTL_MS } from '../storage/Storage.ts'

/**
 * Where one project's sign-in messages may come from (EIP-4361 relying-party checks): the
 * `domains` a message may name (host with its port, as in the message) and the `uris` it may
 * name (a message's URI is one of them or below one: same origin, path at or under theirs).
 */
export type SignInSite = { readonly domains: readonly string[]; readonly uris: readonly string[] }

const parse = (value: string) => {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/**
 * Each project's SignInSite: as configured (`signIn`), else the app origins the server allows
 * by CORS (domain = each origin's host, URI = each origin), so a project that never set it
 * still accepts only its own pages' messages.
 *
 * @example
 * import { signInSites } from './siwxRelyingParty.ts'
 * const site = signInSites(undefined, ['http://127.0.0.1:5173'])('demo')
 * // { domains: ['127.0.0.1:5173'], uris: ['http://127.0.0.1:5173'] }
 */
export const signInSites =
  (
    configured: Readonly<Record<string, SignInSite>> | undefined,
    allowedOrigins: readonly string[],
  ) =>
  (projectId: string): SignInSite => {
    if (configured && Object.hasOwn(configured, projectId)) {
      const site = configured[projectId]
      if (site) return site
    }
    const origins = allowedOrigins.flatMap((o) => parse(o) ?? [])
    return { domains: origins.map((o) => o.host), uris: origins.map((o) => o.origin) }
  }

const uriAllowed = (uri: string, allowed: readonly string[]) => {
  const given = parse(uri)
  if (!given) return false
  return allowed.some((entry) => {
    const base = parse(entry)
    if (!base || base.origin !== given.origin) return false
    const path = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`
    return given.pathname === base.pathname || given.pathname.startsWith(path)
  })
}

/**
 * Why a sign-in message is not for this project (a 400's reason), or `undefined`: its domain
 * and URI must be the project's (security-r3 F6: a phishing page's backend relays, without
 * `Origin`, a message the victim signed for evil.example), the caller's `Origin`, when sent,
 * must be the domain, and Issued At must lie between a nonce's lifetime ago and
 * SIWX_ISSUED_AT_MAX_SKEW_MS ahead (clock skew).
 *
 * @example
 * import { relyingPartyProblem } from './siwxRelyingParty.ts'
 * const problem = relyingPartyProblem(site, data, Date.now(), undefined)
 */
export const relyingPartyProblem = (
  site: SignInSite,
  data: SiwxMessageData,
  now: number,
  callerHost: string | undefined,
): string | undefined => {
  if (callerHost !== undefined && callerHost !== data.domain)
    return `The sign-in message is for ${data.domain}, but the request comes from ${callerHost}`
  const domain = data.domain.toLowerCase()
  if (!site.domains.some((d) => d.toLowerCase() === domain))
    return `The sign-in message is for ${data.domain}, which is not this app's domain`
  if (!uriAllowed(data.uri, site.uris))
    return `The sign-in message's URI ${data.uri} is not one of this app's URIs`
  const issued = data.issuedAt === undefined ? Number.NaN : Date.parse(data.issuedAt)
  if (Number.isNaN(issued)) return 'The sign-in message has no valid Issued At'
  if (issued > now + SIWX_ISSUED_AT_MAX_SKEW_MS)
    return `The sign-in message was issued in the future (${data.issuedAt})`
  if (issued < now - SIWX_NONCE_TTL_MS - SIWX_ISSUED_AT_MAX_SKEW_MS)
    return `The sign-in message was issued too long ago (${data.issuedAt}): sign in again`
  return undefined
}
