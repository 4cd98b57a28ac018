import type { AppRoute } from '@ts-rest/core'
import { apiContract } from '../generated/api/contract.ts'
import { memoClientKey, trustedProxies } from './auth/clientKey.ts'
import { createRouter } from './createRouter.ts'
import { answerCache } from './http/answerCache.ts'
import { answerError } from './http/answerError.ts'
import { type ApiAnswer, errorAnswer } from './http/apiAnswer.ts'
import type { ApiRequest, ApiRouteImplementation } from './http/apiRoute.ts'
import { contractRoutes, type RouteMatch } from './http/contractRoutes.ts'
import { cors } from './http/cors.ts'
import { PRODUCTION_RESPONSE_VALIDATION_SHARE } from './http/httpConstants.ts'
import { screenJsonBody } from './http/jsonBody.ts'
import { jsonHasNul, NUL_REFUSAL, targetHasNul } from './http/nulInput.ts'
import { firstValue, type ParsedQuery, parseQuery } from './http/parseQuery.ts'
import { runOperation } from './http/runOperation.ts'
import { walletImageAnswer } from './registry/walletImageAnswer.ts'
import type { ServerContext } from './ServerContext.ts'

/** What `createApiHandler` needs besides the handlers' context. */
export type ApiHandlerOptions = {
  /** The project ids the server answers; any other (or none) gets 403. */
  readonly projectIds: readonly string[]
  /** Browser origins allowed to call (CORS); any other `Origin` gets 403. */
  readonly allowedOrigins: readonly string[]
  /** Load balancers whose `X-Forwarded-For` names the client (clientKey); default none. */
  readonly trustedProxies?: readonly string[]
  /**
   * The share of answers checked against the contract, from 0 to 1: every answer by default,
   * `PRODUCTION_RESPONSE_VALIDATION_SHARE` when `NODE_ENV` is `production`.
   */
  readonly responseValidation?: number
}

/**
 * Serves one request; `readBody` reads its body (through the body limit) when needed. An
 * answer known at once (a cached one, a refusal) comes back as it is, not in a promise, so it
 * is written in the same turn.
 */
export type ApiHandler = (
  request: ApiRequest,
  readBody: () => Promise<Buffer>,
) => ApiAnswer | Promise<ApiAnswer>

const withHeaders = (answer: ApiAnswer, headers: Readonly<Record<string, string>>): ApiAnswer => ({
  ...answer,
  headers: { ...answer.headers, ...headers },
})

/** Operations whose answer changes only with the configuration: serialised once, with an ETag. */
const staticOperations = new Set(['getSupportedChains', 'getWallets'])

const utf8 = new TextDecoder()

/** The JSON body, or `undefined` for an operation without one; U+0000 in it is refused. */
const jsonBody = async (match: RouteMatch, readBody: () => Promise<Buffer>) => {
  if (!match.route.takesBody) return undefined
  const text = utf8.decode(await readBody())
  if (jsonHasNul(text)) return NUL_REFUSAL
  return JSON.parse(text) as unknown
}

/**
 * The whole reference Data API, fed by a light request (no native `Request`/`Response`):
 * CORS from the allowlist, wallet logos, U+0000 refused, the projectId check, the body screen
 * of JSON operations (415 for a body that is not JSON, 413 past `MAX_BODY_BYTES`, both before
 * the body is read), then the generated ts-rest contract with zod validation of requests and
 * (sampled in production) answers. Supported chains and wallet pages are serialised once and
 * carry an ETag (a client's second ask is a 304). Every error is an `ErrorBody` whose reasons
 * say why; hostile input gets a 4xx, never a 500.
 *
 * @example
 * import { createApiHandler } from './createApiHandler.ts'
 * const handler = (ctx: Parameters<typeof createApiHandler>[0]) =>
 *   createApiHandler(ctx, { projectIds: ['demo'], allowedOrigins: ['http://127.0.0.1:5173'] })
 */
export const createApiHandler = (ctx: ServerContext, options: ApiHandlerOptions): ApiHandler => {
  const router = createRouter(ctx) as unknown as Record<string, ApiRouteImplementation<AppRoute>>
  const match = contractRoutes(apiContract)
  const projects = new Set(options.projectIds)
  const proxies = trustedProxies(options.trustedProxies)
  const cache = answerCache()
  // Handlers that limit per client (the RPC proxy, the balance) read it from their context, on demand.
  const keyOf = memoClientKey(proxies)
  const share =
    options.responseValidation ??
    (process.env.NODE_ENV === 'production' ? PRODUCTION_RESPONSE_VALIDATION_SHARE : 1)

  const operation = async (
    found: RouteMatch,
    request: ApiRequest,
    readBody: () => Promise<Buffer>,
    key: string | undefined,
    query: ParsedQuery,
  ) => {
    const { operationId } = found.route
    const body = found.route.takesBody ? await jsonBody(found, readBody) : undefined
    if (body === NUL_REFUSAL) return errorAnswer(400, NUL_REFUSAL)
    const implementation = router[operationId] as ApiRouteImplementation<AppRoute>
    // Static answers are checked whole before they are kept; the others sampled by `share`.
    const check = key !== undefined || share >= 1 || Math.random() < share
    const answer = await runOperation(found, implementation, request, body, check, keyOf, query)
    if (key === undefined || answer.status !== 200) return answer
    return cache.reply(cache.put(key, answer), request.headers.get('if-none-match'))
  }

  const route = (
    request: ApiRequest,
    readBody: () => Promise<Buffer>,
  ): ApiAnswer | Promise<ApiAnswer> => {
    if (request.method === 'OPTIONS') return { status: 204, headers: {}, body: null }
    const image =
      request.method === 'GET' ? walletImageAnswer(ctx.wallets, request.pathname) : undefined
    if (image) return image
    if (targetHasNul(request.pathname) || targetHasNul(request.search))
      return errorAnswer(400, NUL_REFUSAL)
    const query = parseQuery(request.search)
    const projectId = firstValue(query, 'projectId')
    if (!projectId) return errorAnswer(403, 'Missing projectId: every call needs a known projectId')
    if (!projects.has(projectId))
      return errorAnswer(403, `Invalid App Configuration: unknown projectId ${projectId}`)
    const found = match(request.method, request.pathname)
    if (!found) return errorAnswer(404, `No operation ${request.method} ${request.pathname}`)
    const refusal = found.route.takesBody ? screenJsonBody(request.headers) : undefined
    if (refusal) return { ...refusal, operationId: found.route.operationId }
    const { operationId } = found.route
    const key = staticOperations.has(operationId) ? `${operationId}?${request.search}` : undefined
    const kept = key === undefined ? undefined : cache.get(key)
    if (kept) return cache.reply(kept, request.headers.get('if-none-match'))
    return operation(found, request, readBody, key, query).catch((error: unknown) => ({
      ...answerError(error),
      operationId,
    }))
  }

  return (request, readBody) => {
    const decision = cors(request.method, request.headers, options.allowedOrigins)
    if (decision.kind === 'refused')
      return errorAnswer(
        403,
        `Invalid App Configuration: origin ${decision.origin} is not on the allowlist`,
      )
    const answer = route(request, readBody)
    if (decision.kind !== 'allowed') return answer
    return answer instanceof Promise
      ? answer.then((a) => withHeaders(a, decision.headers))
      : withHeaders(answer, decision.headers)
  }
}
