import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from '@effect/vitest'
import { Effect, Layer } from 'effect'
import { TestClock } from 'effect/testing'
import type { EventRequest } from '../../../generated/api/schemas.ts'
import { ERROR_EVENTS_PER_MINUTE, ERROR_EVENTS_WINDOW_MS } from '../../../runtime/constants.ts'
import { DataApiError } from '../../../runtime/errors/DataApiError.ts'
import { mainnet } from '../../../runtime/networks.ts'
import { Analytics, type AnalyticsOptions } from '../../../runtime/services/Analytics.ts'
import { Config } from '../../../runtime/services/Config.ts'
import { DataApi } from '../../../runtime/services/DataApi.ts'
import { Logger } from '../../../runtime/services/Logger.ts'
import { serviceTestLayer } from '../support/serviceTestLayer.ts'

/** Analytics over a DataApi test layer that records each posted event. */
const recording = (options: AnalyticsOptions = {}) =>
  Effect.gen(function* () {
    const sent: Array<EventRequest> = []
    const analytics = yield* Analytics.make(options).pipe(
      Effect.provide(
        serviceTestLayer({
          services: DataApi.layerTest({
            postEvent: (event) =>
              Effect.sync(() => {
                sent.push(event)
                return { received: true }
              }),
          }),
        }),
      ),
    )
    return { analytics, sent }
  })

/** A Data API on 127.0.0.1 answering every request with `status`; closed with the test. */
const serverAnswering = (status: number) =>
  Effect.acquireRelease(
    Effect.promise(
      () =>
        new Promise<{ url: string; hits: Array<string>; close: () => Promise<void> }>((resolve) => {
          const hits: Array<string> = []
          const http = createServer((req, res) => {
            hits.push(`${req.method} ${req.url}`)
            req.resume()
            req.on('end', () =>
              res
                .writeHead(status, { 'content-type': 'application/json' })
                .end(JSON.stringify({ reasons: [{ description: 'Origin not on allowlist' }] })),
            )
          })
          http.listen(0, '127.0.0.1', () => {
            const { port } = http.address() as AddressInfo
            resolve({
              url: `http://127.0.0.1:${port}`,
              hits,
              close: () =>
                new Promise<void>((done) => {
                  http.closeAllConnections()
                  http.close(() => done())
                }),
            })
          })
        }),
    ),
    ({ close }) => Effect.promise(close),
  )

/** Analytics over the live DataApi pointed at `apiUrl`. */
const live = (apiUrl: string) =>
  Effect.gen(function* () {
    const logger = yield* Logger
    const analytics = yield* Analytics.make({ enabled: true, url: 'https://app.example/page' })
    return { analytics, logger }
  }).pipe(
    Effect.provide(serviceTestLayer({ services: DataApi.layer({ apiUrl, projectId: 'demo' }) })),
  )

describe('Analytics', () => {
  it.effect('default: off until the app turns it on', () =>
    Effect.gen(function* () {
      const { analytics, sent } = yield* recording()
      expect(yield* analytics.enabled).toBe(false)
      expect(yield* analytics.track('MODAL_OPEN')).toBe(false)
      expect(sent).toHaveLength(0)
      yield* analytics.setEnabled(true)
      expect(yield* analytics.track('MODAL_OPEN')).toBe(true)
      expect(sent).toHaveLength(1)
    }),
  )

  it.effect('behavior: an event carries eventId, url, domain, timestamp and props', () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_700_000_000_000)
      const { analytics, sent } = yield* recording({
        enabled: true,
        url: 'https://app.example/a?b=1',
      })
      yield* analytics.track('CONNECT_SUCCESS', { method: 'browser' })
      yield* analytics.track('MODAL_CLOSE')
      expect(sent[0]).toEqual({
        eventId: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        ),
        url: 'https://app.example/a?b=1',
        domain: 'app.example',
        timestamp: 1_700_000_000_000,
        props: { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser' } },
      })
      expect(sent[1]?.props).toEqual({ type: 'track', event: 'MODAL_CLOSE' })
      expect(sent[0]?.eventId).not.toBe(sent[1]?.eventId)
    }),
  )

  it.effect('behavior: MODAL_CREATED is never sent', () =>
    Effect.gen(function* () {
      const { analytics, sent } = yield* recording({ enabled: true })
      expect(yield* analytics.track('MODAL_CREATED')).toBe(false)
      expect(yield* analytics.error('MODAL_CREATED')).toBe(false)
      expect(yield* analytics.send('track', 'MODAL_CREATED')).toBe(false)
      expect(sent).toHaveLength(0)
    }),
  )

  it.effect(
    'behavior: 5 error events a minute are sent, the 6th is dropped until the window moves',
    () =>
      Effect.gen(function* () {
        const { analytics, sent } = yield* recording({ enabled: true })
        expect(ERROR_EVENTS_PER_MINUTE).toBe(5)
        const results: Array<boolean> = []
        for (let i = 0; i < ERROR_EVENTS_PER_MINUTE + 1; i++)
          results.push(yield* analytics.error('CONNECT_ERROR', { i }))
        expect(results).toEqual([true, true, true, true, true, false])
        // Track events are not capped.
        expect(yield* analytics.track('MODAL_OPEN')).toBe(true)
        yield* TestClock.adjust(ERROR_EVENTS_WINDOW_MS - 1)
        expect(yield* analytics.error('CONNECT_ERROR')).toBe(false)
        yield* TestClock.adjust(1)
        expect(yield* analytics.error('CONNECT_ERROR')).toBe(true)
        expect(sent.filter((e) => e.props.type === 'error')).toHaveLength(
          ERROR_EVENTS_PER_MINUTE + 1,
        )
      }),
  )

  it.effect('behavior: the cap slides: an error slot frees a minute after its event', () =>
    Effect.gen(function* () {
      const { analytics } = yield* recording({ enabled: true })
      for (let i = 0; i < ERROR_EVENTS_PER_MINUTE; i++) {
        yield* analytics.error('E')
        yield* TestClock.adjust(1_000)
      }
      expect(yield* analytics.error('E')).toBe(false)
      // The first event was at 0; at ERROR_EVENTS_WINDOW_MS its slot frees, and only one.
      yield* TestClock.adjust(ERROR_EVENTS_WINDOW_MS - ERROR_EVENTS_PER_MINUTE * 1_000)
      expect(yield* analytics.error('E')).toBe(true)
      expect(yield* analytics.error('E')).toBe(false)
    }),
  )

  it.effect('behavior: a 403 raises Invalid App Configuration and turns analytics off', () =>
    Effect.gen(function* () {
      const server = yield* serverAnswering(403)
      const { analytics } = yield* live(server.url)
      const error = yield* Effect.flip(analytics.track('MODAL_OPEN'))
      expect(error).toBeInstanceOf(DataApiError)
      expect([error.message, error.status, error.details]).toEqual([
        'Invalid App Configuration',
        403,
        'Origin not on allowlist',
      ])
      expect(server.hits[0]).toMatch(/^POST \/e\?/)
      expect(yield* analytics.enabled).toBe(false)
      expect(yield* analytics.track('MODAL_OPEN')).toBe(false)
      expect(server.hits).toHaveLength(1)
    }),
  )

  it.effect('behavior: other delivery failures are logged and dropped', () =>
    Effect.gen(function* () {
      const server = yield* serverAnswering(500)
      const { analytics, logger } = yield* live(server.url)
      expect(yield* analytics.error('CONNECT_ERROR')).toBe(false)
      expect(yield* analytics.enabled).toBe(true)
      // postEvent is not idempotent: one request, no retries.
      expect(server.hits).toHaveLength(1)
      const entries = yield* logger.entries
      expect(entries.map((e) => [e.message, e.data])).toContainEqual([
        'Analytics event not delivered',
        'Server Error',
      ])
    }),
  )

  it.effect('parameters: layer takes the page URL from metadata.url outside a browser', () => {
    const sent: Array<EventRequest> = []
    const postEvent = (event: EventRequest) =>
      Effect.sync(() => {
        sent.push(event)
        return { received: true }
      })
    return Effect.gen(function* () {
      const analytics = yield* Analytics
      yield* analytics.track('MODAL_OPEN')
      expect([sent[0]?.url, sent[0]?.domain]).toEqual(['https://demo.example/app', 'demo.example'])
    }).pipe(
      Effect.provide(
        serviceTestLayer({
          services: Analytics.layer({ enabled: true }).pipe(
            Layer.provide(
              Layer.mergeAll(
                Config.layerTest({
                  networks: [mainnet],
                  metadata: { name: 'Demo', url: 'https://demo.example/app' },
                }),
                DataApi.layerTest({ postEvent }),
              ),
            ),
          ),
        }),
      ),
    )
  })
})
