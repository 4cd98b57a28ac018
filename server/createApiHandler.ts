import {
  createFetchHandler,
  RequestValidationError,
  ResponseValidationError,
  TsRestHttpError,
  TsRestResponse,
} from '@ts-rest/serverless/fetch'
import { apiContract } from '../generated/api/contract.ts'
import { clientKey, trustedProxies } from './auth/clientKey.ts'
import { createRouter } from './createRouter.ts'
import type { ApiPlatformContext } from './handlers/clientOf.ts'
import { cors } from './http/cors.ts'
import { errorBody, errorResponse } from './http/errorBody.ts'
import { screenJsonBody } from './http/jsonBody.ts'
import { jsonBodyRoutes } from './http/jsonBodyRoutes.ts'
import { BodyTooLargeError, IncompleteBodyError } from './http/limitedBody.ts'
import { validationReasons } from './http/validationReasons.ts'
import { walletImageSvg } from './registry/walletImageSvg.ts'
import type { ServerContext } from './ServerContext.ts'

/** What `createApiHandler` needs besides the handlers' context. */
export type ApiHandlerOptions = {
  /** The project ids the server answers; any other (or none) gets 403. */
  readonly projectIds: readonly string[]
  /** Browser origins allowed to call (CORS); any other `Origin` gets 403. */
  readonly allowedOrigins: readonly string[]
  /** Load balancers whose `X-Forwarded-For` names the client (clientKey); default none. */
  readonly trustedProxies?: readonly string[]
}

const json = (status: number, body: unknown) => TsRestResponse.fromJson(body, { status })

const imageRoute = /^\/v1\/wallets\/([^/]+)\/image$/

/** `decodeURIComponent`, or `undefined` for text that is not valid percent-encoding. */
const decodePathSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

const withHeaders = (response: Response, headers: Headers): Response => {
  const merged = new Headers(response.headers)
  for (const [key, value] of headers) merged.append(key, value)
  return new Response(response.body, { status: response.status, headers: merged })
}

/**
 * The whole reference Data API as a fetch handler (`Request` → `Response`): CORS from the
 * allowlist, wallet logos, the projectId check, the body screen of JSON operations (415 for
 * a body that is not JSON, 413 past `MAX_BODY_BYTES`, both before the body is read), then the
 * generated ts-rest contract through `@ts-rest/serverless/fetch` with zod validation of
 * requests and answers. Every error is an `ErrorBody` whose reasons say why (a bad field is
 * named); hostile input gets a 4xx, never a 500.
 *
 * @example
 * import { createApiHandler } from './createApiHandler.ts'
 * const handler = (ctx: Parameters<typeof createApiHandler>[0]) =>
 *   createApiHandler(ctx, { projectIds: ['demo'], allowedOrigins: ['http://127.0.0.1:5173'] })
 */
export const createApiHandler = (ctx: ServerContext, options: ApiHandlerOptions) => {
  const tsRest = createFetchHandler(apiContract, createRouter(ctx), {
    responseValidation: true,
    errorHandler: (error, request) => {
      if (error instanceof RequestValidationError)
        return json(400, errorBody(...validationReasons(error)))
      if (error instanceof SyntaxError) return json(400, errorBody('Invalid body: not valid JSON'))
      if (error instanceof BodyTooLargeError) return json(413, errorBody(error.message))
      if (error instanceof IncompleteBodyError) return json(400, errorBody(error.message))
      if (error instanceof ResponseValidationError) {
        console.error('[latch server] answer broke the contract', error.appRoute.path, error.error)
        return json(500, errorBody('Server Error: the answer did not match the contract'))
      }
      if (error instanceof TsRestHttpError && error.statusCode === 404) {
        const url = new URL(request.url)
        return json(404, errorBody(`No operation ${request.method} ${url.pathname}`))
      }
      console.error('[latch server]', error)
      return json(500, errorBody('Server Error'))
    },
  })
  const projects = new Set(options.projectIds)
  const takesJsonBody = jsonBodyRoutes(apiContract)
  const proxies = trustedProxies(options.trustedProxies)

  const route = async (request: Request, peer: string | undefined): Promise<Response> => {
    const url = new URL(request.url)
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
    const image = imageRoute.exec(url.pathname)
    if (image && request.method === 'GET') {
      const id = decodePathSegment(image[1] ?? '')
      const wallet = ctx.wallets.find((w) => w.id === id)
      if (!wallet) return errorResponse(404, `No wallet ${id ?? image[1]}`)
      return new Response(walletImageSvg(wallet), {
        headers: {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=86400',
        },
      })
    }
    const projectId = url.searchParams.get('projectId')
    if (!projectId)
      return errorResponse(403, 'Missing projectId: every call needs a known projectId')
    if (!projects.has(projectId))
      return errorResponse(403, `Invalid App Configuration: unknown projectId ${projectId}`)
    if (takesJsonBody(request.method, url.pathname)) {
      const refusal = screenJsonBody(request)
      if (refusal) return refusal
    }
    // Handlers that limit per client (the RPC proxy) read it from the platform context.
    const client = clientKey(peer, request.headers.get('x-forwarded-for'), proxies)
    return tsRest(request, { clientKey: client } satisfies ApiPlatformContext)
  }

  return async (request: Request, peer?: string): Promise<Response> => {
    const decision = cors(request, options.allowedOrigins)
    if (decision.kind === 'refused')
      return errorResponse(
        403,
        `Invalid App Configuration: origin ${decision.origin} is not on the allowlist`,
      )
    const response = await route(request, peer)
    return decision.kind === 'allowed' ? withHeaders(response, decision.headers) : response
  }
}
