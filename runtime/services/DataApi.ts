import { Context, Effect, Layer, Option, Schema } from 'effect'
import type {
  AccountBalanceResponse,
  AccountHistoryResponse,
  CreateSessionRequest,
  EventRequest,
  EventResponse,
  IdentityResponse,
  OperationId,
  RevokeSessionResponse,
  Session,
  SessionsResponse,
  SiwxNonceResponse,
  SupportedChainsResponse,
  WalletsResponse,
} from '../../generated/api/schemas.ts'
import { SDK_TYPE, SDK_VERSION } from '../constants.ts'
import type { DataApiError } from '../errors/DataApiError.ts'
import type { DataApiSkipped } from '../errors/DataApiSkipped.ts'
import { Config } from './Config.ts'
import type { CallArgs, CallError, QueryOf, ResponseOf } from './dataApi/CallArgs.ts'
import { makeCall } from './dataApi/makeCall.ts'
import { type HttpClient, makeHttpClient } from './dataApi/makeHttpClient.ts'
import { failure } from './dataApi/policies.ts'
import { Logger } from './Logger.ts'
import { Storage, storageKey } from './Storage.ts'

// --- interface --------------------------------------------------------------------------------

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
 * import { Config, DataApi, Logger, Storage } from 'latch/effect'
 * import { mainnet } from 'latch/networks'
 *
 * const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 * const program = Effect.gen(function* () {
 *   const api = yield* DataApi
 *   return yield* api.getAccountBalance({ address, chainId: 'eip155:1', supported: true })
 * }).pipe(
 *   Effect.provide(
 *     DataApi.layerFromConfig().pipe(
 *       Layer.provideMerge(Storage.layerMemory),
 *       Layer.provideMerge(Logger.layer()),
 *       Layer.provideMerge(
 *         Config.layer({ projectId: 'demo', networks: [mainnet], apiUrl: 'http://127.0.0.1:8787' }),
 *       ),
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

/**
 * Builds the DataApi service. The client id is read from Storage (or created) on the first
 * call, once.
 *
 * @example
 * import { Effect, Layer } from 'effect'
 * import { DataApi, Logger, Storage } from 'latch/effect'
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
    const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request))
    const baseUrl = options.apiUrl?.replace(/\/+$/, '')

    const clientId = yield* Effect.cached(
      Effect.gen(function* () {
        const stored = yield* storage.get(CLIENT_ID_KEY)
        if (Option.isSome(stored)) return stored.value
        const id = globalThis.crypto.randomUUID()
        yield* storage.set(CLIENT_ID_KEY, id)
        return id
      }),
    )

    const call = makeCall({ baseUrl, common, clientId, fetch, logger })
    const http = makeHttpClient({ baseUrl, common, clientId, fetch })

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
 * import { DataApi } from 'latch/effect'
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
 * import { DataApi } from 'latch/effect'
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
      return yield* make({
        ...options,
        apiUrl: config.dataApi?.baseUrl,
        projectId: config.projectId,
      })
    }),
  )
}

/**
 * A DataApi from hand-written methods, for tests of the code above it; every method left out
 * fails with reason `NotConfigured` (and so does `call`).
 *
 * @example
 * import { Effect } from 'effect'
 * import { DataApi } from 'latch/effect'
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
