import {
  AUTH_POLL_LIMIT,
  AUTH_ROUTE_LIMIT,
  CLIENT_LIMIT_WINDOW_MS,
  EMAIL_START_LIMIT,
  EMAIL_VERIFY_LIMIT,
  FARCASTER_START_LIMIT,
  SOCIAL_CALLBACK_LIMIT,
  SOCIAL_START_LIMIT,
} from './authConstants.ts'
import { fail } from './authHttp.ts'
import type { RateLimits } from './rateLimits.ts'

/** A route's own limit per client and window; routes not listed share AUTH_ROUTE_LIMIT. */
const routeLimits: Readonly<Record<string, number>> = {
  // Each start mails or opens a relay channel: the scarce, abusable ones.
  'POST /auth/email/start': EMAIL_START_LIMIT,
  'POST /auth/social/start': SOCIAL_START_LIMIT,
  'POST /auth/farcaster/start': FARCASTER_START_LIMIT,
  // Guessing codes across addresses (the per-address lock counts per address only).
  'POST /auth/email/verify': EMAIL_VERIFY_LIMIT,
  // Polled while a login waits.
  'POST /auth/device/status': AUTH_POLL_LIMIT,
  'POST /auth/farcaster/status': AUTH_POLL_LIMIT,
  // The provider's return on the frame's origin: no session, cross-site (Apple's form_post).
  'GET /frame/social-callback': SOCIAL_CALLBACK_LIMIT,
  'POST /frame/social-callback': SOCIAL_CALLBACK_LIMIT,
}

/**
 * The per-client limit in front of every `/auth/` route and the social callback (security-r3
 * F8, F11, F12; Apple's form_post callback): a client (`clientKey`) that floods one route —
 * code guesses, account probes through device status, relay channels through the Farcaster
 * start, made-up form_post answers — gets 429 'Please try again after N seconds'
 * (SPEC §5's words) until its window reopens. Listed routes count in a bucket of their own;
 * every other path (unknown ones too) shares the `auth` bucket.
 *
 * @example
 * import { authRouteLimit } from './authRouteLimits.ts'
 * const refused = await authRouteLimit(auth.limits, request, '203.0.113.7')
 * if (refused) return refused
 */
export const authRouteLimit = async (
  limits: RateLimits,
  request: Request,
  client: string,
): Promise<Response | undefined> => {
  const route = `${request.method} ${new URL(request.url).pathname}`
  const own = Object.hasOwn(routeLimits, route) ? routeLimits[route] : undefined
  const result = await limits.hit(own === undefined ? 'auth' : route, client, {
    limit: own ?? AUTH_ROUTE_LIMIT,
    windowMs: CLIENT_LIMIT_WINDOW_MS,
  })
  if (result.status === 'ok') return undefined
  const refused = fail(429, `Please try again after ${result.seconds} seconds`)
  refused.headers.set('retry-after', String(result.seconds))
  return refused
}
