import { fail } from '../auth/authHttp.ts'
import { authRouteLimit } from '../auth/authRouteLimits.ts'
import type { AuthService } from '../auth/authService.ts'
import { clientKey, trustedProxies } from '../auth/clientKey.ts'
import { securityHeaders } from './securityHeaders.ts'
import {
  socialCallbackCsp,
  socialCallbackHtml,
  socialCallbackLocation,
} from './socialCallbackPage.ts'

/**
 * Apple's form_post answer, a cross-site POST: taken only from the page of a configured
 * form_post provider (`Origin: https://appleid.apple.com`, the one Chromium, Safari and
 * Firefox send for its auto-submitted form). Another site's page, a sandboxed or no-referrer
 * page (`Origin: null`) and a POST without `Origin` are refused (docs/DECISIONS.md). A client
 * outside a browser can forge the header: its `user` still names nobody, since a name counts
 * only with the code the login redeems (socialFormUsers).
 */
const formPost = async (service: AuthService | undefined, request: Request) => {
  const origin = request.headers.get('origin')
  if (!service || origin === null || !service.social.formPostOrigins().includes(origin))
    return fail(403, 'Forbidden')
  const form = await request.text()
  // Apple's first answer carries the user's name, which no later step sees.
  await service.social.keepFormPostUser(form)
  return new Response(null, {
    status: 303,
    headers: { location: socialCallbackLocation(form), ...securityHeaders },
  })
}

/** The callback page; only a live, unused login's return is handed on (to the frame). */
const callbackPage = async (
  service: AuthService | undefined,
  projects: Readonly<Record<string, readonly string[]>>,
  url: URL,
) => {
  const state = url.searchParams.get('state') ?? ''
  const projectId = state && service ? await service.social.projectOf(state) : undefined
  const live = projectId !== undefined && Object.hasOwn(projects, projectId)
  return new Response(socialCallbackHtml(live), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': socialCallbackCsp,
      'x-frame-options': 'DENY',
      ...securityHeaders,
    },
  })
}

/**
 * `GET` and `POST /frame/social-callback`, where providers send the visitor back
 * (server/frame/SECURITY.md): each method under its own per-client limit (authRouteLimit,
 * `clientKey` behind `trustedProxies`), the POST only from a form_post provider's page.
 * Answers `undefined` for other paths and methods.
 *
 * @example
 * import { socialCallbackRoutes } from './socialCallbackRoutes.ts'
 * const callback = socialCallbackRoutes({ service: undefined, projects: {}, trustedProxies: [] })
 */
export const socialCallbackRoutes = (options: {
  readonly service: AuthService | undefined
  readonly projects: Readonly<Record<string, readonly string[]>>
  readonly trustedProxies: readonly string[]
}) => {
  const { service, projects } = options
  const proxies = trustedProxies(options.trustedProxies)
  return async (request: Request, clientAddress?: string): Promise<Response | undefined> => {
    const url = new URL(request.url)
    if (url.pathname !== '/frame/social-callback') return undefined
    if (request.method !== 'GET' && request.method !== 'POST') return undefined
    if (service) {
      const client = clientKey(clientAddress, request.headers.get('x-forwarded-for'), proxies)
      const limited = await authRouteLimit(service.limits, request, client)
      if (limited) return limited
    }
    return request.method === 'POST'
      ? formPost(service, request)
      : callbackPage(service, projects, url)
  }
}
