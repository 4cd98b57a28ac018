import type { AppRoute } from '@ts-rest/core'
import { apiContract } from '../../generated/api/contract.ts'

type Matcher = { readonly method: string; readonly pattern: RegExp; readonly name: string }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const matchers: readonly Matcher[] = Object.entries(apiContract as Record<string, AppRoute>)
  .map(([name, route]) => ({
    method: route.method,
    name,
    pattern: new RegExp(
      `^${route.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
        .join('/')}$`,
    ),
  }))
  // Literal paths before parameterised ones (`/v1/wallets/search` before `/v1/wallets/:id`).
  .sort((a, b) => a.pattern.source.split('[^/]+').length - b.pattern.source.split('[^/]+').length)

/**
 * The Data API operation a request names (its operationId, e.g. `getAccountBalance`), for
 * per-operation metrics and logs: `options` for a preflight, `walletImage` for a logo, `other`
 * for anything the contract does not have (so a scan cannot blow up the metric's labels).
 *
 * @example
 * import { apiOperationOf } from './operationOf.ts'
 * apiOperationOf('GET', '/v1/supported-chains') // 'getSupportedChains'
 */
export const apiOperationOf = (method: string, pathname: string): string => {
  if (method === 'OPTIONS') return 'options'
  if (method === 'GET' && /^\/v1\/wallets\/[^/]+\/image$/.test(pathname)) return 'walletImage'
  return matchers.find((m) => m.method === method && m.pattern.test(pathname))?.name ?? 'other'
}

const frameRoutes = new Set([
  '/frame',
  '/frame/frame.js',
  '/frame/frame.css',
  '/frame/social-callback',
  '/frame/social-callback.js',
])

/**
 * The frame server's operation: its path for the page's files and the `/auth/` routes,
 * `other` for anything else.
 *
 * @example
 * import { frameOperationOf } from './operationOf.ts'
 * frameOperationOf('POST', '/auth/email/verify') // 'POST /auth/email/verify'
 */
export const frameOperationOf = (method: string, pathname: string): string =>
  frameRoutes.has(pathname) || /^\/auth\/[a-z/-]+$/.test(pathname)
    ? `${method} ${pathname}`
    : 'other'

/** The login method a finished request completes, or `undefined` when it completes none. */
export const loginMethodOf = (operation: string): string | undefined =>
  ({
    createSession: 'siwx',
    'POST /auth/email/verify': 'email',
    'POST /auth/social/finish': 'social',
  })[operation]
