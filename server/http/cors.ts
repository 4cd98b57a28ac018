import type { RequestHeaders } from './apiRoute.ts'

/** The CORS decision for one request. */
export type CorsDecision =
  /** No `Origin` header: not a cross-origin browser request, nothing to add. */
  | { readonly kind: 'none' }
  | { readonly kind: 'allowed'; readonly headers: Readonly<Record<string, string>> }
  | { readonly kind: 'refused'; readonly origin: string }

/**
 * Decides CORS for a request: an `Origin` on the allowlist gets
 * `Access-Control-Allow-Origin` (and, for a preflight, the allowed methods and headers);
 * any other origin is refused; requests without `Origin` (server-to-server) pass.
 *
 * @example
 * import { cors } from './cors.ts'
 * const decision = cors('GET', new Headers(), ['http://127.0.0.1:5173'])
 * decision.kind // 'none'
 */
export const cors = (
  method: string,
  headers: RequestHeaders,
  allowedOrigins: readonly string[],
): CorsDecision => {
  const origin = headers.get('origin')
  if (origin === null) return { kind: 'none' }
  if (!allowedOrigins.includes(origin)) return { kind: 'refused', origin }
  if (method !== 'OPTIONS')
    return { kind: 'allowed', headers: { 'access-control-allow-origin': origin, vary: 'Origin' } }
  return {
    kind: 'allowed',
    headers: {
      'access-control-allow-origin': origin,
      vary: 'Origin, Access-Control-Request-Headers',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers':
        headers.get('access-control-request-headers') ?? 'content-type',
      'access-control-max-age': '600',
    },
  }
}
