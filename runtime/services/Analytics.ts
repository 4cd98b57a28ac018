import { Clock, Context, Effect, Layer } from 'effect'
import type { EventRequest } from '../../generated/api/schemas.ts'
import { ERROR_EVENTS_PER_MINUTE, ERROR_EVENTS_WINDOW_MS } from '../constants.ts'
import type { DataApiError } from '../errors/DataApiError.ts'
import { Config } from './Config.ts'
import { DataApi } from './DataApi.ts'
import { Logger } from './Logger.ts'

// --- interface --------------------------------------------------------------------------------

/** The kind of an event: a user action (`track`) or a failure (`error`, rate-limited). */
export type AnalyticsEventType = 'track' | 'error'

/** SPEC §7: the event the modal raises when it is built; never sent. */
export const MODAL_CREATED = 'MODAL_CREATED'

/**
 * Analytics (SPEC §7 `POST /e`): off until the app turns it on; MODAL_CREATED is never sent;
 * at most ERROR_EVENTS_PER_MINUTE error events per ERROR_EVENTS_WINDOW_MS. Delivery failures
 * are logged and dropped, except a 403, which fails with 'Invalid App Configuration' (SPEC §8)
 * and turns analytics off.
 */
export interface AnalyticsService {
  readonly enabled: Effect.Effect<boolean>
  readonly setEnabled: (enabled: boolean) => Effect.Effect<void>
  /** Sends one event; resolves `true` when it was sent, `false` when dropped or off. */
  readonly send: (
    type: AnalyticsEventType,
    event: string,
    properties?: Readonly<Record<string, unknown>>,
  ) => Effect.Effect<boolean, DataApiError>
  /** `send('track', …)`. */
  readonly track: (
    event: string,
    properties?: Readonly<Record<string, unknown>>,
  ) => Effect.Effect<boolean, DataApiError>
  /** `send('error', …)`, at most 5 a minute. */
  readonly error: (
    event: string,
    properties?: Readonly<Record<string, unknown>>,
  ) => Effect.Effect<boolean, DataApiError>
}

// --- service key --------------------------------------------------------------------------------

/**
 * The Analytics service.
 *
 * @example
 * import { Effect } from 'effect'
 * import { Analytics } from 'latch/effect'
 *
 * const program = Effect.gen(function* () {
 *   const analytics = yield* Analytics
 *   yield* analytics.setEnabled(true)
 *   yield* analytics.track('MODAL_OPEN', { connected: false })
 * })
 */
export class Analytics extends Context.Service<Analytics, AnalyticsService>()('latch/Analytics') {
  static readonly make = make
  static readonly layer = layer
}

// --- make ---------------------------------------------------------------------------------------

/** Options of {@link make}. */
export interface AnalyticsOptions {
  /** Default `false`: nothing is sent until `setEnabled(true)`. */
  readonly enabled?: boolean | undefined
  /**
   * The page the events name; default `location.href` in a browser, else the app's
   * `metadata.url`, else `'about:blank'`.
   */
  readonly url?: string | undefined
}

const pageUrl = (fallback: string | undefined): string => {
  const href = (globalThis as { location?: { href?: unknown } }).location?.href
  return typeof href === 'string' && href !== '' ? href : (fallback ?? 'about:blank')
}

const domainOf = (url: string): string => {
  try {
    const { hostname, protocol } = new URL(url)
    return hostname || protocol.replace(/:$/, '')
  } catch {
    return 'unknown'
  }
}

/**
 * Builds the Analytics service over the DataApi.
 *
 * @example
 * import { Effect, Layer } from 'effect'
 * import { Analytics, DataApi, Logger } from 'latch/effect'
 *
 * const program = Effect.gen(function* () {
 *   const analytics = yield* Analytics.make({ enabled: true, url: 'https://app.example' })
 *   return yield* analytics.error('CONNECT_ERROR', { message: 'User rejected' })
 * }).pipe(
 *   Effect.provide(
 *     Layer.mergeAll(
 *       DataApi.layerTest({ postEvent: () => Effect.succeed({ received: true }) }),
 *       Logger.layer(),
 *     ),
 *   ),
 * )
 */
function make(
  options: AnalyticsOptions = {},
): Effect.Effect<AnalyticsService, never, DataApi | Logger> {
  return Effect.gen(function* () {
    const api = yield* DataApi
    const logger = yield* Logger
    let enabled = options.enabled ?? false
    /** When the error events of the current window were sent, oldest first. */
    let errorTimes: Array<number> = []

    const send = (
      type: AnalyticsEventType,
      event: string,
      properties?: Readonly<Record<string, unknown>>,
    ): Effect.Effect<boolean, DataApiError> =>
      Effect.gen(function* () {
        if (!enabled || event === MODAL_CREATED) return false
        const timestamp = yield* Clock.currentTimeMillis
        if (type === 'error') {
          errorTimes = errorTimes.filter((at) => timestamp - at < ERROR_EVENTS_WINDOW_MS)
          if (errorTimes.length >= ERROR_EVENTS_PER_MINUTE) {
            yield* logger.debug('Analytics error event dropped (rate limit)', { event })
            return false
          }
          errorTimes.push(timestamp)
        }
        const url = pageUrl(options.url)
        const request: EventRequest = {
          eventId: globalThis.crypto.randomUUID(),
          url,
          domain: domainOf(url),
          timestamp,
          props: properties === undefined ? { type, event } : { type, event, properties },
        }
        return yield* api.postEvent(request).pipe(
          Effect.as(true),
          Effect.catch((error) => {
            if (error.reason === 'InvalidAppConfiguration') {
              enabled = false
              return Effect.fail(error)
            }
            return Effect.as(logger.warn('Analytics event not delivered', error.message), false)
          }),
        )
      })

    return Analytics.of({
      enabled: Effect.sync(() => enabled),
      setEnabled: (on) =>
        Effect.sync(() => {
          enabled = on
        }),
      send,
      track: (event, properties) => send('track', event, properties),
      error: (event, properties) => send('error', event, properties),
    })
  })
}

/**
 * The Analytics layer; the page URL falls back to the app's `metadata.url`.
 *
 * @example
 * import { Analytics } from 'latch/effect'
 *
 * const AnalyticsLive = Analytics.layer({ enabled: true })
 */
function layer(
  options: AnalyticsOptions = {},
): Layer.Layer<Analytics, never, DataApi | Logger | Config> {
  return Layer.effect(
    Analytics,
    Effect.gen(function* () {
      const config = yield* Config
      return yield* make({ ...options, url: options.url ?? config.metadata?.url })
    }),
  )
}
