import type { AppRoute } from '@ts-rest/core'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A matcher for the operations of a ts-rest contract that take a body (`POST /v1`,
 * `POST /v1/sessions/:id/revoke`, …): `true` when a method and path name one of them.
 *
 * @example
 * import { apiContract } from '../../generated/api/contract.ts'
 * import { jsonBodyRoutes } from './jsonBodyRoutes.ts'
 * jsonBodyRoutes(apiContract)('POST', '/v1') // true
 */
export const jsonBodyRoutes = (contract: Readonly<Record<string, AppRoute>>) => {
  const routes = Object.values(contract)
    .filter((route) => route.method !== 'GET' && 'body' in route)
    .map((route) => ({
      method: route.method,
      path: new RegExp(
        `^${route.path
          .split(/:[^/]+/)
          .map(escapeRegExp)
          .join('[^/]+')}$`,
      ),
    }))
  return (method: string, pathname: string): boolean =>
    routes.some((route) => route.method === method && route.path.test(pathname))
}
