import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponses } from '@ts-rest/core'

/** A request header by its (case-insensitive) name, or `null` when absent. */
export interface RequestHeaders {
  readonly get: (name: string) => string | null
}

/**
 * What the Data API's handlers see of a request: no native `Request` is built for it (the
 * Node adapter reads Node's own request), only what a handler reads.
 */
export interface ApiRequest {
  readonly method: string
  /** The whole URL, e.g. `http://127.0.0.1:8787/v1/wallets?projectId=demo`. */
  readonly url: string
  /** The server's own origin, e.g. `http://127.0.0.1:8787` (computed once, not per request). */
  readonly origin: string
  /** The path, still percent-encoded, e.g. `/v1/identity/0xf39F`. */
  readonly pathname: string
  /** The query without its `?` (still encoded), or `''`. */
  readonly search: string
  readonly headers: RequestHeaders
  /** The TCP peer's address (behind a load balancer, the balancer's). */
  readonly peer?: string
}

/** What a handler gets besides its validated input. */
export interface ApiRouteContext<T extends AppRoute> {
  readonly appRoute: T
  readonly request: ApiRequest
  /** The caller as the per-client limits count it (`clientKey`: the peer, or the client a trusted proxy forwards). */
  readonly clientKey: string
}

/** One operation's handler: validated params, query and body in, a contract answer out. */
export type ApiRouteImplementation<T extends AppRoute> = (
  args: ServerInferRequest<T>,
  context: ApiRouteContext<T>,
) => Promise<ServerInferResponses<T>>

/** A handler for every operation of a contract. */
export type ApiRouterImplementation<T extends AppRouter> = {
  readonly [K in keyof T]: T[K] extends AppRoute ? ApiRouteImplementation<T[K]> : never
}

/**
 * Types a handler by its contract operation (what `tsr.route` of ts-rest does, for the Data
 * API's own adapter): the input and the answers are the contract's.
 *
 * @example
 * import { apiContract } from '../../generated/api/contract.ts'
 * import { apiRoute } from './apiRoute.ts'
 * const route = apiRoute(apiContract.getSupportedChains, async () => ({
 *   status: 200,
 *   body: { http: [], ws: [] },
 * }))
 */
export const apiRoute = <T extends AppRoute>(
  _operation: T,
  implementation: ApiRouteImplementation<T>,
): ApiRouteImplementation<T> => implementation
