import { type AppRoute, checkZodSchema, TsRestResponseError, validateResponse } from '@ts-rest/core'
import { RequestValidationError } from '@ts-rest/serverless'
import { type ApiAnswer, jsonAnswer } from './apiAnswer.ts'
import type { ApiRequest, ApiRouteImplementation } from './apiRoute.ts'
import { checkedQueries } from './checkedQueries.ts'
import type { RouteMatch } from './contractRoutes.ts'
import { type ParsedQuery, parseQuery } from './parseQuery.ts'

/** Each operation's passing query strings, checked once (see `checkedQueries`). */
const checkQuery = checkedQueries()

/** The operation's input checked against its zod schemas, or `RequestValidationError`. */
const validateInput = (
  appRoute: AppRoute,
  match: RouteMatch,
  request: ApiRequest,
  body: unknown,
  parsed: ParsedQuery,
) => {
  const params = checkZodSchema(match.params, appRoute.pathParams, { passThroughExtraKeys: true })
  const query = checkQuery(appRoute, request.search, parsed)
  const content = checkZodSchema(body, 'body' in appRoute ? appRoute.body : null)
  if (!params.success || !query.success || !content.success)
    throw new RequestValidationError(
      params.success ? null : params.error,
      null,
      query.success ? null : query.error,
      content.success ? null : content.error,
    )
  return { params: params.data, query: query.data, body: content.data }
}

/**
 * Serves one matched operation as ts-rest's own router does, without its `Request`: the path
 * parameters, query and body checked against the contract's zod schemas, the handler called,
 * a thrown `TsRestResponseError` taken as its answer, and the answer checked against the
 * contract when `validate` says so (every answer in tests and development, a sample in
 * production). `clientKey` is called only when a handler reads its context's `clientKey`;
 * `query` is the request's query already parsed (`parseQuery`), when the caller has it.
 * Errors are thrown for `answerError`.
 *
 * @example
 * import { runOperation } from './runOperation.ts'
 * const answer = (...args: Parameters<typeof runOperation>) => runOperation(...args)
 */
export const runOperation = async (
  match: RouteMatch,
  implementation: ApiRouteImplementation<AppRoute>,
  request: ApiRequest,
  body: unknown,
  validate: boolean,
  clientKey: (request: ApiRequest) => string = () => 'unknown',
  query: ParsedQuery = parseQuery(request.search),
): Promise<ApiAnswer> => {
  const { appRoute, operationId } = match.route
  const input = validateInput(appRoute, match, request, body, query)
  let result: { status: number; body: unknown }
  try {
    // The client's key is worked out only for the handlers that read it (the RPC proxy).
    const context = {
      appRoute,
      request,
      get clientKey() {
        return clientKey(request)
      },
    }
    result = await implementation(input as never, context)
  } catch (error) {
    if (!(error instanceof TsRestResponseError)) throw error
    result = { status: error.statusCode, body: error.body }
  }
  const status = Number(result.status)
  const answered = validate
    ? validateResponse({ appRoute, response: { status, body: result.body } }).body
    : result.body
  return { ...jsonAnswer(status, answered), operationId }
}
