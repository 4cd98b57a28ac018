import { Clock, Effect, Result, Schema } from 'effect'
import createClient, { type Client } from 'openapi-fetch'
import type { paths } from '../../../generated/api/paths.ts'
import { type OperationId, operations } from '../../../generated/api/schemas.ts'
import { DataApiError } from '../../errors/DataApiError.ts'
import { DataApiSkipped } from '../../errors/DataApiSkipped.ts'
import type { LoggerService } from '../Logger.ts'
import type { CallArgs, CallError, Operations, ResponseOf } from './CallArgs.ts'
import {
  type Failure,
  failure,
  firstReason,
  parseRetryAfter,
  retryDelay,
  statusReason,
  withTimeout,
} from './policies.ts'

/** The operations whose method and path are not a route of the contract's `paths` (none). */
type UnroutedOperation = {
  [Id in OperationId]: Operations[Id]['path'] extends keyof paths
    ? Lowercase<Operations[Id]['method']> extends keyof paths[Operations[Id]['path']]
      ? never
      : Id
    : Id
}[OperationId]
// Fails to compile, naming the operation, when the generated table and `paths` disagree.
'every operation is a route' satisfies [UnroutedOperation] extends [never]
  ? string
  : UnroutedOperation

/** What `call` needs from the DataApi it belongs to. */
export interface CallOptions {
  /** The app's `apiUrl` without a trailing slash; every call fails `NotConfigured` without it. */
  readonly baseUrl: string | undefined
  /** `projectId`, `st` and `sv`, added to every query. */
  readonly common: Readonly<Record<string, string>>
  readonly clientId: Effect.Effect<string>
  readonly fetch: (request: Request) => Promise<Response>
  readonly logger: LoggerService
}

type Input = {
  readonly path?: unknown
  readonly query?: unknown
  readonly body?: unknown
  readonly supported?: boolean
}

type Decoder = (input: unknown) => Result.Result<unknown, Schema.SchemaError>

/** Each operation's response decoder, made on its first use and kept. */
const makeDecoderOf = () => {
  const decoders = new Map<OperationId, Decoder>()
  return (id: OperationId): Decoder => {
    let decode = decoders.get(id)
    if (decode === undefined) {
      decode = Schema.decodeUnknownResult(operations[id].response as Schema.Codec<unknown, unknown>)
      decoders.set(id, decode)
    }
    return decode
  }
}

/** An answer to `id`: the 200 decoded with `decode`, any other status its SPEC §8 reason. */
const answerOf = (
  id: OperationId,
  decode: Decoder,
  {
    data,
    error,
    response,
  }: { readonly data?: string | undefined; readonly error?: unknown; readonly response: Response },
): Effect.Effect<unknown, Failure> => {
  if (response.ok) {
    let json: unknown
    try {
      json = data === undefined || data === '' ? undefined : JSON.parse(data)
    } catch (cause) {
      return Effect.fail<Failure>({ error: failure(id, 'Decode', { cause }) })
    }
    const decoded = decode(json)
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
        status === 429 ? parseRetryAfter(response.headers.get('retry-after'), now) : undefined,
    }),
  )
}

/**
 * The typed `call(id, input)` of the DataApi: openapi-fetch over the contract's `paths`, the
 * 200 decoded with the operation's schema, statuses mapped to SPEC §8's reasons, idempotent
 * calls retried and every attempt bounded by HTTP_TIMEOUT_MS (see policies.ts).
 */
export const makeCall = (
  options: CallOptions,
): (<Id extends OperationId>(
  id: Id,
  ...args: CallArgs<Id>
) => Effect.Effect<ResponseOf<Id>, CallError<Id>>) => {
  const { baseUrl, common, clientId, logger } = options
  const client: Client<paths> | undefined =
    baseUrl === undefined ? undefined : createClient<paths>({ baseUrl, fetch: options.fetch })

  const decoderOf = makeDecoderOf()

  /** One request and its answer, decoded or mapped to a failure. */
  const attemptOnce = (
    client: Client<paths>,
    id: OperationId,
    input: Input,
    clientIdValue: string,
  ): Effect.Effect<unknown, Failure> => {
    const { method, path } = operations[id]
    return Effect.tryPromise({
      try: (signal) =>
        // openapi-fetch cannot infer the init of a route picked at run time; UnroutedOperation above
        // proves every operation's route is one of `paths`, and the input is typed by CallArgs.
        client.request(
          method.toLowerCase() as Lowercase<typeof method>,
          path as never,
          {
            params: {
              path: input.path,
              query: { ...(input.query as object | undefined), ...common, clientId: clientIdValue },
            },
            body: input.body,
            parseAs: 'text',
            signal,
          } as never,
        ),
      catch: (cause): Failure => ({ error: failure(id, 'Network', { cause }) }),
    }).pipe(Effect.flatMap((answer) => answerOf(id, decoderOf(id), answer)))
  }

  return <Id extends OperationId>(
    id: Id,
    ...args: CallArgs<Id>
  ): Effect.Effect<ResponseOf<Id>, CallError<Id>> =>
    Effect.suspend((): Effect.Effect<unknown, DataApiError | DataApiSkipped> => {
      const spec = operations[id]
      const input = (args[0] ?? {}) as Input
      if (client === undefined) return Effect.fail(failure(id, 'NotConfigured'))
      if (spec.chainScoped && input.supported === false) return Effect.fail(DataApiSkipped.of(id))
      return Effect.flatMap(clientId, (clientIdValue) => {
        const attempt = withTimeout(id, attemptOnce(client, id, input, clientIdValue))
        const loop = (retry: number): Effect.Effect<unknown, DataApiError> =>
          Effect.catch(attempt, (failed) => {
            const delay = retryDelay(spec.idempotent, failed, retry)
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
}
