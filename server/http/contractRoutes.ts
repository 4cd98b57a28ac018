import type { AppRoute } from '@ts-rest/core'

/** One operation of a contract, ready to match. */
export interface CompiledRoute {
  /** The contract's key, e.g. `getWallets` (the name a metric or a log line uses). */
  readonly operationId: string
  readonly appRoute: AppRoute
  /** Whether the operation takes a body (a JSON one, screened before it is read). */
  readonly takesBody: boolean
}

/** A matched operation and its path parameters, still percent-encoded as ts-rest gave them. */
export interface RouteMatch {
  readonly route: CompiledRoute
  readonly params: Record<string, string>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type DynamicRoute = {
  readonly route: CompiledRoute
  readonly method: string
  readonly pattern: RegExp
  readonly names: readonly string[]
}

const compileDynamic = (route: CompiledRoute): DynamicRoute => {
  const names = [...route.appRoute.path.matchAll(/:([^/]+)/g)].map((m) => m[1] ?? '')
  const source = route.appRoute.path
    .split(/:[^/]+/)
    .map(escapeRegExp)
    .join('([^/]+)')
  return { route, method: route.appRoute.method, pattern: new RegExp(`^${source}$`), names }
}

/**
 * A matcher over a ts-rest contract's operations: a path without parameters is one map
 * look-up (`GET /v1/wallets`), the others one regular expression each, tried in contract
 * order. `undefined` when no operation has that method and path.
 *
 * @example
 * import { apiContract } from '../../generated/api/contract.ts'
 * import { contractRoutes } from './contractRoutes.ts'
 * contractRoutes(apiContract)('GET', '/v1/wallets')?.route.operationId // 'getWallets'
 */
export const contractRoutes = (contract: Readonly<Record<string, AppRoute>>) => {
  const exact = new Map<string, CompiledRoute>()
  const dynamic: DynamicRoute[] = []
  for (const [operationId, appRoute] of Object.entries(contract)) {
    const route = {
      operationId,
      appRoute,
      takesBody: appRoute.method !== 'GET' && 'body' in appRoute,
    }
    if (appRoute.path.includes(':')) dynamic.push(compileDynamic(route))
    else exact.set(`${appRoute.method} ${appRoute.path}`, route)
  }
  return (method: string, pathname: string): RouteMatch | undefined => {
    const route = exact.get(`${method} ${pathname}`)
    if (route) return { route, params: {} }
    for (const candidate of dynamic) {
      if (candidate.method !== method) continue
      const found = candidate.pattern.exec(pathname)
      if (!found) continue
      const params: Record<string, string> = {}
      candidate.names.forEach((name, i) => {
        params[name] = found[i + 1] ?? ''
      })
      return { route: candidate.route, params }
    }
    return undefined
  }
}
