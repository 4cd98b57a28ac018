/** The CORS decision for one request. */
export type CorsDecision =
  /** No `Origin` header: not a cross-origin browser request, nothing to add. */
  | { readonly kind: 'none' }
  | { readonly kind: 'allowed'; readonly headers: Headers }
  | { readonly kind: 'refused'; readonly origin: string }

/**
 * Decides CORS for a request: an `Origin` on the allowlist gets
 * `Access-Control-Allow-Origin` (and, for a preflight, the allowed methods and headers);
 * any other origin is refused; requests without `Origin` (server-to-server) pass.
 *
 * @example
 * import { cors } from './cors.ts'
 * const decision = cors(new Request('http://127.0.0.1:8787/v1/wallets'), ['http://127.0.0.1:5173'])
 * decision.kind // 'none'
 */
export const cors = (request: Request, allowedOrigins: readonly string[]): CorsDecision => {
  const origin = request.headers.get('origin')
  if (origin === null) return { kind: 'none' }
  if (!allowedOrigins.includes(origin)) return { kind: 'refused', origin }
  const headers = new Headers({ 'access-control-allow-origin': origin, vary: 'Origin' })
  if (request.method === 'OPTIONS') {
    headers.set('access-control-allow-methods', 'GET, POST, OPTIONS')
    headers.set(
      'access-control-allow-headers',
      request.headers.get('access-control-request-headers') ?? 'content-type',
    )
    headers.set('access-control-max-age', '600')
    headers.append('vary', 'Access-Control-Request-Headers')
  }
  return { kind: 'allowed', headers }
}
