import { LatchError } from './LatchErrorBase.ts'

/**
 * Why a Data API call failed. Classified from the HTTP status or the failure's kind, never
 * from text.
 */
export type DataApiErrorReason =
  /** 403: origin not on the allowlist, invalid project id or unverified domain (SPEC §8). */
  | 'InvalidAppConfiguration'
  /** 429, after the retries. */
  | 'RateLimited'
  /** 500 or 503, after the retries. */
  | 'ServerError'
  /** Any other non-ok status, and every non-ok status of the generic client. */
  | 'HttpStatus'
  /** No whole answer came (connection refused or reset, DNS, a body cut short), after the retries. */
  | 'Network'
  /** No answer within HTTP_TIMEOUT_MS. */
  | 'Timeout'
  /** A 200 whose body is not JSON or does not match the operation's response schema. */
  | 'Decode'
  /** The app gave no `apiUrl`: the features behind the Data API are hidden (API.md). */
  | 'NotConfigured'

/** SPEC §8 alert strings, and our own words for the reasons SPEC does not name. */
export const DATA_API_MESSAGES = {
  InvalidAppConfiguration: 'Invalid App Configuration',
  RateLimited: 'Rate Limited',
  ServerError: 'Server Error',
  Network: 'Network request failed',
  Timeout: 'The request took too long to respond',
  Decode: 'Unexpected response from the Data API',
  NotConfigured: 'The Data API is not configured (no apiUrl)',
} as const

/** SPEC §7 / §8: the message of every other non-ok answer. */
export const httpStatusMessage = (status: number): string => `HTTP status code: ${status}`

/**
 * A Data API call failed. `message` is the SPEC §8 text for `reason` ('Invalid App
 * Configuration', 'Rate Limited', 'Server Error', 'HTTP status code: 404'), `status` the HTTP
 * status when there was one, and `details` the first `reasons[0].description` of the error
 * body when the API sent one.
 *
 * @example
 * import { Effect } from 'effect'
 * import { DataApi } from 'latch/effect'
 *
 * const chains = Effect.gen(function* () {
 *   const api = yield* DataApi
 *   return yield* api.getSupportedChains()
 * }).pipe(
 *   Effect.catchTag('DataApiError', (e) =>
 *     e.reason === 'NotConfigured' ? Effect.succeed({ http: [] }) : Effect.fail(e),
 *   ),
 * )
 */
export class DataApiError extends LatchError<{
  readonly reason: DataApiErrorReason
  /** The operationId, or `METHOD path` for the generic client. */
  readonly operation: string
  /** The HTTP status, when the server answered. */
  readonly status?: number | undefined
}> {
  override readonly _tag = 'DataApiError'

  /**
   * The failure of `operation` for `reason`: the message is SPEC §8's text for it ('HTTP status
   * code: 404' for `HttpStatus`, from `status`).
   */
  static of(
    reason: DataApiErrorReason,
    operation: string,
    extra: {
      readonly status?: number | undefined
      readonly details?: string | undefined
      readonly cause?: unknown
    } = {},
  ): DataApiError {
    return new DataApiError({
      message:
        reason === 'HttpStatus' ? httpStatusMessage(extra.status ?? 0) : DATA_API_MESSAGES[reason],
      reason,
      operation,
      ...extra,
    })
  }
}

/**
 * The text to show for a failed call whose SPEC §8 message falls back to the API's reason:
 * the error body's first `reasons[0].description` when present, else `fallback`
 * ('Error resolving name', 'Error registering name {name}', …).
 */
export const apiMessage = (error: DataApiError, fallback: string): string =>
  error.status !== undefined && error.details ? error.details : fallback
