import { Effect, Option, Schema } from 'effect'
import { ErrorBody } from '../../../generated/api/schemas.ts'
import {
  DATA_API_BACKOFF_MS,
  DATA_API_RETRIES,
  DATA_API_RETRY_AFTER_MAX_MS,
  HTTP_TIMEOUT_MS,
} from '../../constants.ts'
import { DataApiError, type DataApiErrorReason } from '../../errors/DataApiError.ts'

// The SPEC §7 / §8 policies around one Data API request: timeout, retry, status mapping.

/** One attempt's failure, with the server's `Retry-After` when it sent one. */
export interface Failure {
  readonly error: DataApiError
  readonly retryAfterMs?: number | undefined
}

/** The first `reasons[0].description` of an error body, when it has one. */
export const firstReason = (body: unknown): string | undefined => {
  const decoded = Schema.decodeUnknownOption(ErrorBody)(body)
  return Option.isSome(decoded) ? decoded.value.reasons[0]?.description || undefined : undefined
}

/** SPEC §8's reason for a non-ok status. */
export const statusReason = (status: number): DataApiErrorReason => {
  if (status === 403) return 'InvalidAppConfiguration'
  if (status === 429) return 'RateLimited'
  if (status === 500 || status === 503) return 'ServerError'
  return 'HttpStatus'
}

/** The DataApiError of a failure that has no status. */
export const failure = (
  operation: string,
  reason: Exclude<DataApiErrorReason, 'HttpStatus'>,
  extra: { readonly cause?: unknown; readonly details?: string | undefined } = {},
): DataApiError => DataApiError.of(reason, operation, extra)

/** `Retry-After` in milliseconds from now: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export const parseRetryAfter = (header: string | null, now: number): number | undefined => {
  if (header === null) return undefined
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Bounds `attempt` by HTTP_TIMEOUT_MS; a timeout is final (never retried). */
export const withTimeout = <A>(
  operation: string,
  attempt: Effect.Effect<A, Failure>,
): Effect.Effect<A, Failure> =>
  Effect.timeoutOrElse(attempt, {
    duration: HTTP_TIMEOUT_MS,
    orElse: () => Effect.fail<Failure>({ error: failure(operation, 'Timeout') }),
  })

/**
 * The wait before retry number `retry` (0-based) of an operation, or undefined when not to
 * retry: only idempotent calls, only network, 429 and 5xx failures, at most DATA_API_RETRIES
 * times, after `Retry-After` (up to DATA_API_RETRY_AFTER_MAX_MS) or an exponential backoff.
 */
export const retryDelay = (
  idempotent: boolean,
  failed: Failure,
  retry: number,
): number | undefined => {
  if (!idempotent || retry >= DATA_API_RETRIES) return undefined
  const reason = failed.error.reason
  if (reason !== 'Network' && reason !== 'RateLimited' && reason !== 'ServerError') return undefined
  if (failed.retryAfterMs !== undefined)
    return failed.retryAfterMs > DATA_API_RETRY_AFTER_MAX_MS ? undefined : failed.retryAfterMs
  return DATA_API_BACKOFF_MS * 2 ** retry
}
