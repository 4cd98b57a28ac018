import { LatchError } from '../errors/LatchErrorBase.ts'

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
 * import { DataApi } from './runtime/services/DataApi.ts'
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
export class DataApiError extends LatchError('DataApiError')<{
  readonly reason: DataApiErrorReason
  /** The operationId, or `METHOD path` for the generic client. */
  readonly operation: string
  /** The HTTP status, when the server answered. */
  readonly status?: number | undefined
}> {}

/**
 * A chain-scoped call (`x-chain-scoped`) was not sent because the active network is not one
 * the app supports (DECISIONS.md §7). Not a failure to show: flows turn it into their own
 * SPEC §8 text ('Network not supported for Swaps') or into an empty result.
 *
 * @example
 * import { Effect } from 'effect'
 * import { DataApi } from './runtime/services/DataApi.ts'
 *
 * const balances = (address: string, chainId: string, supported: boolean) =>
 *   Effect.gen(function* () {
 *     const api = yield* DataApi
 *     return (yield* api.getAccountBalance({ address, chainId, supported })).balances
 *   }).pipe(Effect.catchTag('DataApiSkipped', () => Effect.succeed([])))
 */
export class DataApiSkipped extends LatchError('DataApiSkipped')<{
  readonly operation: string
}> {}

/**
 * The text to show for a failed call whose SPEC §8 message falls back to the API's reason:
 * the error body's first `reasons[0].description` when present, else `fallback`
 * ('Error resolving name', 'Error registering name {name}', …).
 *
 * @example
 * import { apiMessage, DataApiError } from './runtime/services/DataApiError.ts'
 *
 * const error = new DataApiError({
 *   message: 'HTTP status code: 404',
 *   details: 'Name not found',
 *   reason: 'HttpStatus',
 *   operation: 'getProfileAccount',
 *   status: 404,
 * })
 * apiMessage(error, 'Error resolving name') // 'Name not found'
 */
export const apiMessage = (error: DataApiError, fallback: string): string =>
  error.status !== undefined && error.details ? error.details : fallback
