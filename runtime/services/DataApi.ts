import { Clock, Context, Effect, Layer, Option, Result, Schema } from 'effect'
import createClient from 'openapi-fetch'
import type { paths } from '../../generated/api/paths.ts'
import {
  type AccountBalanceResponse,
  type AccountHistoryResponse,
  type CreateSessionRequest,
  ErrorBody,
  type EventRequest,
  type EventResponse,
  type IdentityResponse,
  type OperationId,
  operations,
  type RevokeSessionResponse,
  type Session,
  type SessionsResponse,
  type SiwxNonceResponse,
  type SupportedChainsResponse,
  type WalletsResponse,
} from '../../generated/api/schemas.ts'
import {
  DATA_API_BACKOFF_MS,
  DATA_API_RETRIES,
  DATA_API_RETRY_AFTER_MAX_MS,
  HTTP_TIMEOUT_MS,
  SDK_TYPE,
  SDK_VERSION,
} from '../constants.ts'
import { DataApiError, type DataApiErrorReason } from '../errors/DataApiError.ts'
import { DataApiSkipped } from '../errors/DataApiSkipped.ts'
import { Config } from './Config.ts'
import { Logger } from './Logger.ts'
import { Storage, storageKey } from './Storage.ts'

// --- interface --------------------------------------------------------------------------------

type Operations = typeof operations
type Common = 'projectId' | 'st' | 'sv'
type TypeOf<S> = S extends { readonly Type: infer T } ? T : never
type EmptyInput = Record<never, never>

/** The query an operation takes besides `projectId`, `st` and `sv`, which the client adds. */
export type QueryOf<Id extends OperationId> = Omit<TypeOf<Operations[Id]['query']>, Common>
/** The path parameters of an operation (`never` when its path has none). */
export type PathOf<Id extends OperationId> = Operations[Id] extends { readonly pathParams: infer P }
  ? TypeOf<P>
  : never
/** The JSON body of an operation (`never` when it takes none). */
export type BodyOf<Id extends OperationId> = Operations[Id] extends { readonly body: infer B }
  ? TypeOf<B>
  : never
/** The decoded 200 answer of an operation. */
export type ResponseOf<Id extends OperationId> = TypeOf<Operations[Id]['response']>
/** True for the calls skipped on an unsupported network (`x-chain-scoped`). */
export type IsChainScoped<Id extends OperationId> = Operations[Id]['chainScoped']

/**
 * What `call(id, input)` takes: `path`, `query` and `body` as the contract says, and for a
 * chain-scoped call `supported` — whether the active network is one the app supports
 * (`state.network.name !== 'Unknown Network'`); `false` skips the call (DECISIONS.md §7).
 */
export type CallInput<Id extends OperationId> = ([PathOf<Id>] extends [never]
  ? EmptyInput
  : { readonly path: PathOf<Id> }) &
  (Partial<QueryOf<Id>> extends QueryOf<Id>
    ? { readonly query?: QueryOf<Id> }
    : { readonly query: QueryOf<Id> }) &
  ([BodyOf<Id>] extends [never] ? EmptyInput : { readonly body: BodyOf<Id> }) &
  (IsChainScoped<Id> extends true ? { readonly supported: boolean } : EmptyInput)

/** `[input]`, or `[input?]` when every field of the input is optional. */
export type CallArgs<Id extends OperationId> =
  Partial<CallInput<Id>> extends CallInput<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>]

/** The failures of an operation: {@link DataApiSkipped} only for chain-scoped ones. */
export type CallError<Id extends OperationId> =
  | DataApiError
  | (IsChainScoped<Id> extends true ? DataApiSkipped : never)

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

/** Whether the active network is one the app supports; chain-scoped calls need it. */
export interface Supported {
  readonly supported: boolean
}

/**
 * The Data API (SPEC §7): every call an Effect carrying `projectId`, `st`, `sv` and
 * `clientId`, with the 10 s timeout, bounded retries for idempotent calls, the 200 decoded
 * with the contract's schema and statuses mapped to the SPEC §8 alerts.
 */
export interface DataApiService {
  /** Any operation of the contract, typed from `generated/api/schemas.ts`. */
  readonly call: <Id extends OperationId>(
    id: Id,
    ...input: CallArgs<Id>
  ) => Effect.Effect<ResponseOf<Id>, CallError<Id>>
  /** SPEC §7 balance fetch (`currency` usd). */
  readonly getAccountBalance: (
    input: {
      readonly address: string
      readonly chainId: string
      readonly forceUpdate?: string
    } & Supported,
  ) => Effect.Effect<AccountBalanceResponse, DataApiError | DataApiSkipped>
  /** SPEC §7 identity of an address. */
  readonly getIdentity: (
    input: { readonly address: string; readonly sender?: string } & Supported,
  ) => Effect.Effect<IdentityResponse, DataApiError | DataApiSkipped>
  /** SPEC §7 activity fetch: one page and the `next` cursor. */
  readonly getAccountHistory: (
    input: { readonly account: string } & QueryOf<'getAccountHistory'> & Supported,
  ) => Effect.Effect<AccountHistoryResponse, DataApiError | DataApiSkipped>
  /** One page of the wallet directory. */
  readonly getWallets: (
    query?: QueryOf<'getWallets'>,
  ) => Effect.Effect<WalletsResponse, DataApiError>
  readonly getSupportedChains: () => Effect.Effect<SupportedChainsResponse, DataApiError>
  /** The SIWX sessions stored for `id` (an account). */
  readonly getSession: (id: string) => Effect.Effect<SessionsResponse, DataApiError>
  readonly revokeSession: (input: {
    readonly id: string
    readonly pci: string
    readonly signature: string
  }) => Effect.Effect<RevokeSessionResponse, DataApiError>
  /** A fresh sign-in nonce. */
  readonly getNonce: () => Effect.Effect<SiwxNonceResponse, DataApiError>
  /**
   * Hands a signed SIWX session to the server, which verifies it and keeps it; the answer is
   * the stored session with its `pci`. A refusal's reason is the error's `details`.
   */
  readonly createSession: (session: CreateSessionRequest) => Effect.Effect<Session, DataApiError>
  /** `POST /e`: one analytics event (use the Analytics service rather than this). */
  readonly postEvent: (event: EventRequest) => Effect.Effect<EventResponse, DataApiError>
  /** SPEC §7 generic HTTP client. */
  readonly http: HttpClient
  /** The random id of this browser, kept in Storage and sent as `clientId`. */
  readonly clientId: Effect.Effect<string>
}

// --- service key --------------------------------------------------------------------------------

/**
 * The DataApi service: openapi-fetch over the contract's paths with the SPEC §7 / §8 policies.
 *
 * @example
 * import { Effect, Layer } from 'effect'
 * import { mainnet } from './runtime/networks.ts'
 * import { Config } from './runtime/services/Config.ts'
 * import { DataApi } from './runtime/services/DataApi.ts'
 * import { Logger } from './runtime/services/Logger.ts'
 * import { Storage } from './runtime/services/Storage.ts'
 *
 * const program = Effect.gen(function* () {
 *   const api = yield* DataApi
 *   return yield* api.getAccountBalance({ address: '0xab…', chainId: 'eip155:1', supported: true })
 * }).pipe(
 *   Effect.provide(
 *     DataApi.layerFromConfig().pipe(
 *       Layer.provideMerge(Storage.layerMemory),
 *       Layer.provideMerge(Logger.layer()),
 *       Layer.provideMerge(Config.layer({ projectId: 'demo', networks: [mainnet], apiUrl: 'http://127.0.0.1:8787' })),
 *     ),
 *   ),
 * )
 */
export class DataApi extends Context.Service<DataApi, DataApiService>()('latch/DataApi') {
  static readonly make = make
  static readonly layer = layer
  static readonly layerFromConfig = layerFromConfig
  static readonly layerTest = layerTest
}

// --- make ---------------------------------------------------------------------------------------

/** What the DataApi needs: the app's `apiUrl` and `projectId`, and how it names itself. */
export interface DataApiOptions {
  /** The Data API base URL; without it every call fails fast with reason `NotConfigured`. */
  readonly apiUrl: string | undefined
  readonly projectId: string
  /** Sent as `st`; default `SDK_TYPE` ('latch-react'). */
  readonly sdkType?: string | undefined
  /** Sent as `sv`; default `SDK_VERSION` (the package version). */
  readonly sdkVersion?: string | undefined
  /** The fetch to use; default `globalThis.fetch`. */
  readonly fetch?: ((request: Request) => Promise<Response>) | undefined
}

/** Where the client id lives: one random id per browser, across reloads. */
export const CLIENT_ID_KEY = storageKey(
  'dataApi:clientId',
  Schema.String.check(Schema.isMinLength(1)),
)

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One attempt's failure, with the server's `Retry-After` when it sent one. */
interface Failure {
  readonly error: DataApiError
  readonly retryAfterMs?: number | undefined
}

interface OperationSpec {
  readonly method: Method
  readonly path: string
  readonly idempotent: boolean
  readonly chainScoped: boolean
}

interface LooseClient {
  request(
    method: string,
    path: string,
    init: {
      params: { path?: unknown; query: Record<string, unknown> }
      body?: unknown
      parseAs: 'text'
      signal: AbortSignal
    },
  ): Promise<{ data?: string; error?: unknown; response: Response }>
}

const firstReason = (body: unknown): string | undefined => {
  const decoded = Schema.decodeUnknownOption(ErrorBody)(body)
  return Option.isSome(decoded) ? decoded.value.reasons[0]?.description || undefined : undefined
}

const statusReason = (status: number): DataApiErrorReason => {
  if (status === 403) return 'InvalidAppConfiguration'
  if (status === 429) return 'RateLimited'
  if (status === 500 || status === 503) return 'ServerError'
  return 'HttpStatus'
}

const failure = (
  operation: string,
  reason: Exclude<DataApiErrorReason, 'HttpStatus'>,
  extra: { readonly cause?: unknown; readonly details?: string | undefined } = {},
): DataApiError => DataApiError.of(reason, operation, extra)

/** `Retry-After` in milliseconds from now: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
const parseRetryAfter = (header: string | null, now: number): number | undefined => {
  if (header === null) return undefined
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

const isAbsolute = (path: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(path)

/**
 * Builds the DataApi service. The client id is read from Storage (or created) on the first
 * call, once.
 *
 * @example
 * import { Effect, Layer } from 'effect'
 * import { DataApi } from './runtime/services/DataApi.ts'
 * import { Logger } from './runtime/services/Logger.ts'
 * import { Storage } from './runtime/services/Storage.ts'
 *
 * const program = Effect.gen(function* () {
 *   const api = yield* DataApi.make({ apiUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 *   return yield* api.getSupportedChains()
 * }).pipe(Effect.provide(Storage.layerMemory.pipe(Layer.provideMerge(Logger.layer()))))
 */
function make(options: DataApiOptions): Effect.Effect<DataApiService, never, Storage | Logger> {
  return Effect.gen(function* () {
    const storage = yield* Storage
    const logger = yield* Logger
    const common = {
      projectId: options.projectId,
      st: options.sdkType ?? SDK_TYPE,
      sv: options.sdkVersion ?? SDK_VERSION,
    }
    const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request))
    const baseUrl = options.apiUrl?.replace(/\/+$/, '')
    const client =
      baseUrl === undefined
        ? undefined
        : (createClient<paths>({ baseUrl, fetch: fetchImpl }) as unknown as LooseClient)

    const clientId = yield* Effect.cached(
      Effect.gen(function* () {
        const stored = yield* storage.get(CLIENT_ID_KEY)
        if (Option.isSome(stored)) return stored.value
        const id = globalThis.crypto.randomUUID()
        yield* storage.set(CLIENT_ID_KEY, id)
        return id
      }),
    )

    const decoders = new Map<
      OperationId,
      (input: unknown) => Result.Result<unknown, Schema.SchemaError>
    >()
    const decoderOf = (id: OperationId) => {
      let decode = decoders.get(id)
      if (decode === undefined) {
        decode = Schema.decodeUnknownResult(
          operations[id].response as Schema.Codec<unknown, unknown>,
        )
        decoders.set(id, decode)
      }
      return decode
    }

    /** Bounds `attempt` by HTTP_TIMEOUT_MS; a timeout is final (never retried). */
    const withTimeout = <A>(operation: string, attempt: Effect.Effect<A, Failure>) =>
      Effect.timeoutOrElse(attempt, {
        duration: HTTP_TIMEOUT_MS,
        orElse: () => Effect.fail<Failure>({ error: failure(operation, 'Timeout') }),
      })

    /** One request and its answer, decoded or mapped to a failure. */
    const attemptOnce = (
      id: OperationId,
      spec: OperationSpec,
      input: { path?: unknown; query?: unknown; body?: unknown },
      clientIdValue: string,
    ): Effect.Effect<unknown, Failure> =>
      Effect.tryPromise({
        try: (signal) =>
          client!.request(spec.method.toLowerCase(), spec.path, {
            params: {
              path: input.path,
              query: { ...(input.query as object | undefined), ...common, clientId: clientIdValue },
            },
            body: input.body,
            parseAs: 'text',
            signal,
          }),
        catch: (cause): Failure => ({ error: failure(id, 'Network', { cause }) }),
      }).pipe(
        Effect.flatMap(({ data, error, response }) => {
          if (response.ok) {
            let json: unknown
            try {
              json = data === undefined || data === '' ? undefined : JSON.parse(data)
            } catch (cause) {
              return Effect.fail<Failure>({ error: failure(id, 'Decode', { cause }) })
            }
            const decoded = decoderOf(id)(json)
            return Result.isSuccess(decoded)
              ? Effect.succeed(decoded.success)
              : Effect.fail<Failure>({
                  error: failure(id, 'Decode', {
                    cause: decoded.failure,
                    details: decoded.failure.message,
                  }),
                })
          }
          const status = response.status
          const reason = statusReason(status)
          return Effect.flatMap(Clock.currentTimeMillis, (now) =>
            Effect.fail<Failure>({
              error: DataApiError.of(reason, id, { status, details: firstReason(error) }),
              retryAfterMs:
                status === 429
                  ? parseRetryAfter(response.headers.get('retry-after'), now)
                  : undefined,
            }),
          )
        }),
      )

    /** The wait before retry number `retry` (0-based), or undefined when not to retry. */
    const retryDelay = (
      spec: OperationSpec,
      failed: Failure,
      retry: number,
    ): number | undefined => {
      if (!spec.idempotent || retry >= DATA_API_RETRIES) return undefined
      const reason = failed.error.reason
      if (reason !== 'Network' && reason !== 'RateLimited' && reason !== 'ServerError')
        return undefined
      if (failed.retryAfterMs !== undefined)
        return failed.retryAfterMs > DATA_API_RETRY_AFTER_MAX_MS ? undefined : failed.retryAfterMs
      return DATA_API_BACKOFF_MS * 2 ** retry
    }

    const call = <Id extends OperationId>(
      id: Id,
      ...args: CallArgs<Id>
    ): Effect.Effect<ResponseOf<Id>, CallError<Id>> =>
      Effect.suspend((): Effect.Effect<unknown, DataApiError | DataApiSkipped> => {
        const spec = operations[id] as OperationSpec
        const input = (args[0] ?? {}) as {
          path?: unknown
          query?: unknown
          body?: unknown
          supported?: boolean
        }
        if (client === undefined) return Effect.fail(failure(id, 'NotConfigured'))
        if (spec.chainScoped && input.supported === false) return Effect.fail(DataApiSkipped.of(id))
        return Effect.flatMap(clientId, (clientIdValue) => {
          const attempt = withTimeout(id, attemptOnce(id, spec, input, clientIdValue))
          const loop = (retry: number): Effect.Effect<unknown, DataApiError> =>
            Effect.catch(attempt, (failed) => {
              const delay = retryDelay(spec, failed, retry)
              if (delay === undefined) return Effect.fail(failed.error)
              return logger
                .debug('Data API retry', {
                  operation: id,
                  retry: retry + 1,
                  delayMs: delay,
                  reason: failed.error.reason,
                  status: failed.error.status,
                })
                .pipe(Effect.andThen(Effect.sleep(delay)), Effect.andThen(loop(retry + 1)))
            })
          return loop(0)
        })
      }) as Effect.Effect<ResponseOf<Id>, CallError<Id>>

    // --- the generic client of SPEC §7 ---

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
          const url = new URL(
            absolute ? request.path : `${baseUrl}/${request.path.replace(/^\/+/, '')}`,
          )
          const params: HttpParams = absolute
            ? { ...request.params }
            : { ...request.params, ...common }
          for (const [key, value] of Object.entries(params)) {
            if (value === undefined) continue
            if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, item)
            else url.searchParams.set(key, String(value))
          }
          url.searchParams.set('clientId', clientIdValue)
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
              if (!response.ok)
                return Effect.flatMap(
                  Effect.promise(() => response.text().catch(() => '')),
                  (text): Effect.Effect<never, Failure> => {
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

    const http: HttpClient = {
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

    return DataApi.of({
      call,
      getAccountBalance: ({ address, chainId, forceUpdate, supported }) =>
        call('getAccountBalance', {
          path: { address },
          query: {
            currency: 'usd',
            chainId,
            ...(forceUpdate === undefined ? {} : { forceUpdate }),
          },
          supported,
        }),
      getIdentity: ({ address, sender, supported }) =>
        call('getIdentity', {
          path: { address },
          query: sender === undefined ? {} : { sender },
          supported,
        }),
      getAccountHistory: ({ account, supported, ...query }) =>
        call('getAccountHistory', { path: { account }, query, supported }),
      getWallets: (query = {}) => call('getWallets', { query }),
      getSupportedChains: () => call('getSupportedChains'),
      getSession: (id) => call('getSession', { path: { id } }),
      revokeSession: ({ id, pci, signature }) =>
        call('revokeSession', { path: { id }, body: { pci, signature } }),
      getNonce: () => call('getSiwxNonce'),
      createSession: (session) => call('createSession', { body: session }),
      postEvent: (event) => call('postEvent', { body: event }),
      http,
      clientId,
    })
  })
}

// --- layers -------------------------------------------------------------------------------------

/**
 * The DataApi layer for explicit options.
 *
 * @example
 * import { DataApi } from './runtime/services/DataApi.ts'
 *
 * const DataApiLive = DataApi.layer({ apiUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 */
function layer(options: DataApiOptions): Layer.Layer<DataApi, never, Storage | Logger> {
  return Layer.effect(DataApi, make(options))
}

/**
 * The DataApi layer over the app's Config (`apiUrl`, `projectId`).
 *
 * @example
 * import { DataApi } from './runtime/services/DataApi.ts'
 *
 * const DataApiLive = DataApi.layerFromConfig({ sdkType: 'latch-react' })
 */
function layerFromConfig(
  options: Omit<DataApiOptions, 'apiUrl' | 'projectId'> = {},
): Layer.Layer<DataApi, never, Config | Storage | Logger> {
  return Layer.effect(
    DataApi,
    Effect.gen(function* () {
      const config = yield* Config
      return yield* make({ ...options, apiUrl: config.apiUrl, projectId: config.projectId })
    }),
  )
}

/**
 * A DataApi from hand-written methods, for tests of the code above it; every method left out
 * fails with reason `NotConfigured` (and so does `call`).
 *
 * @example
 * import { Effect } from 'effect'
 * import { DataApi } from './runtime/services/DataApi.ts'
 *
 * const api = DataApi.layerTest({ postEvent: () => Effect.succeed({ received: true }) })
 */
function layerTest(service: Partial<DataApiService> = {}): Layer.Layer<DataApi> {
  const missing = (operation: string) => () => Effect.fail(failure(operation, 'NotConfigured'))
  const http: HttpClient = {
    get: missing('GET'),
    getBlob: missing('GET'),
    post: missing('POST'),
    put: missing('PUT'),
    delete: missing('DELETE'),
  }
  return Layer.succeed(
    DataApi,
    DataApi.of({
      call: ((id: OperationId) =>
        Effect.fail(failure(id, 'NotConfigured'))) as DataApiService['call'],
      getAccountBalance: missing('getAccountBalance'),
      getIdentity: missing('getIdentity'),
      getAccountHistory: missing('getAccountHistory'),
      getWallets: missing('getWallets'),
      getSupportedChains: missing('getSupportedChains'),
      getSession: missing('getSession'),
      revokeSession: missing('revokeSession'),
      getNonce: missing('getSiwxNonce'),
      createSession: missing('createSession'),
      postEvent: missing('postEvent'),
      http,
      clientId: Effect.succeed('test-client-id'),
      ...service,
    }),
  )
}
