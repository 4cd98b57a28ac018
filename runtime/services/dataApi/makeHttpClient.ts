import { Effect } from 'effect'
import { DataApiError } from '../../errors/DataApiError.ts'
import { type Failure, failure, firstReason, withTimeout } from './policies.ts'

/** Query values the generic client appends; arrays repeat the key, `undefined` is left out. */
export type HttpParams = Readonly<
  Record<string, string | number | boolean | ReadonlyArray<string> | undefined>
>

/** A request of the generic client (SPEC §7). */
export interface HttpRequest {
  /** An absolute URL, or a path under the app's `apiUrl`. */
  readonly path: string
  readonly params?: HttpParams | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/**
 * SPEC §7's generic HTTP client: query params and `clientId` appended (and `projectId`, `st`,
 * `sv` for paths under `apiUrl`), JSON bodies, HTTP_TIMEOUT_MS, no retries, and every non-ok
 * answer a {@link DataApiError} 'HTTP status code: {status}'.
 */
export interface HttpClient {
  readonly get: (request: HttpRequest) => Effect.Effect<unknown, DataApiError>
  readonly getBlob: (request: HttpRequest) => Effect.Effect<Blob, DataApiError>
  readonly post: (
    request: HttpRequest & { readonly body?: unknown },
  ) => Effect.Effect<unknown, DataApiError>
  readonly put: (
    request: HttpRequest & { readonly body?: unknown },
  ) => Effect.Effect<unknown, DataApiError>
  readonly delete: (
    request: HttpRequest & { readonly body?: unknown },
  ) => Effect.Effect<unknown, DataApiError>
}

/** What the generic client needs from the DataApi it belongs to. */
export interface HttpClientOptions {
  /** The app's `apiUrl` without a trailing slash; relative paths fail `NotConfigured` without it. */
  readonly baseUrl: string | undefined
  /** `projectId`, `st` and `sv`, appended to paths under `apiUrl`. */
  readonly common: Readonly<Record<string, string>>
  readonly clientId: Effect.Effect<string>
  readonly fetch: (request: Request) => Promise<Response>
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

const isAbsolute = (path: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(path)

/** `href` with `params` (arrays repeat the key, `undefined` is left out) and `clientId`. */
const urlOf = (href: string, params: HttpParams | undefined, clientId: string): URL => {
  const url = new URL(href)
  for (const [key, value] of Object.entries({ ...params })) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, item)
    else url.searchParams.set(key, String(value))
  }
  url.searchParams.set('clientId', clientId)
  return url
}

/** A non-ok answer: 'HTTP status code: {status}', with the API's first reason when it gave one. */
const statusFailure = (operation: string, response: Response): Effect.Effect<never, Failure> =>
  Effect.flatMap(
    Effect.promise(() => response.text().catch(() => '')),
    (text) => {
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {}
      return Effect.fail({
        error: DataApiError.of('HttpStatus', operation, {
          status: response.status,
          details: firstReason(body),
        }),
      })
    },
  )

/**
 * SPEC §7's generic HTTP client over `fetch`: one request each (no retries), HTTP_TIMEOUT_MS,
 * every non-ok answer 'HTTP status code: {status}'.
 */
export const makeHttpClient = ({
  baseUrl,
  common,
  clientId,
  fetch: fetchImpl,
}: HttpClientOptions): HttpClient => {
  const send = <B, A>(
    method: Method,
    request: HttpRequest & { readonly body?: unknown },
    read: (response: Response) => Promise<B>,
    parse: (body: B) => A,
  ): Effect.Effect<A, DataApiError> =>
    Effect.suspend(() => {
      const operation = `${method} ${request.path}`
      const absolute = isAbsolute(request.path)
      if (!absolute && baseUrl === undefined)
        return Effect.fail(failure(operation, 'NotConfigured'))
      return Effect.flatMap(clientId, (clientIdValue) => {
        const url = absolute
          ? urlOf(request.path, request.params, clientIdValue)
          : urlOf(
              `${baseUrl}/${request.path.replace(/^\/+/, '')}`,
              { ...request.params, ...common },
              clientIdValue,
            )
        const hasBody = request.body !== undefined
        const attempt = Effect.tryPromise({
          try: (signal) =>
            fetchImpl(
              new Request(url, {
                method,
                signal,
                headers: {
                  ...(hasBody ? { 'content-type': 'application/json' } : {}),
                  ...request.headers,
                },
                ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
              }),
            ),
          catch: (cause): Failure => ({ error: failure(operation, 'Network', { cause }) }),
        }).pipe(
          Effect.flatMap((response) => {
            if (!response.ok) return statusFailure(operation, response)
            // A body cut off in transit is a network failure (as in `call`); only one that
            // arrived whole and does not parse is the API's 'Decode'.
            return Effect.tryPromise({
              try: () => read(response),
              catch: (cause): Failure => ({ error: failure(operation, 'Network', { cause }) }),
            }).pipe(
              Effect.flatMap((body) =>
                Effect.try({
                  try: () => parse(body),
                  catch: (cause): Failure => ({ error: failure(operation, 'Decode', { cause }) }),
                }),
              ),
            )
          }),
        )
        return withTimeout(operation, attempt).pipe(Effect.mapError((failed) => failed.error))
      })
    })

  const text = (response: Response) => response.text()
  const json = (body: string): unknown => (body === '' ? undefined : JSON.parse(body))

  return {
    get: (request) => send('GET', request, text, json),
    getBlob: (request) =>
      send(
        'GET',
        request,
        (response) => response.blob(),
        (blob) => blob,
      ),
    post: (request) => send('POST', request, text, json),
    put: (request) => send('PUT', request, text, json),
    delete: (request) => send('DELETE', request, text, json),
  }
}
