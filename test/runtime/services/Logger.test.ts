import { describe, expect, it } from '@effect/vitest'
import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import { Logger } from '../../../runtime/services/Logger.ts'

/** Bytes of one entry as the buffer measures them (JSON, UTF-8; ASCII here). */
const overhead = JSON.stringify({ level: 'error', message: '', timestamp: 0 }).length
/** A message whose entry takes exactly `bytes` bytes. */
const sized = (bytes: number, fill = 'x') => fill.repeat(bytes - overhead)

describe('Logger', () => {
  it.effect('default', () =>
    Effect.gen(function* () {
      const logger = yield* Logger
      expect(yield* logger.level).toBe('error')
      yield* TestClock.adjust(1234)
      yield* logger.error('Failed to disconnect', { code: 4001 })
      expect(yield* logger.entries).toEqual([
        { level: 'error', message: 'Failed to disconnect', timestamp: 1234, data: { code: 4001 } },
      ])
    }).pipe(Effect.provide(Logger.layer())),
  )

  it.effect('behavior: the buffer holds exactly 1,024,000 bytes', () =>
    Effect.gen(function* () {
      const logger = yield* Logger
      yield* logger.error(sized(1000, 'a'))
      for (let i = 0; i < 1023; i++) yield* logger.error(sized(1000))
      expect(yield* logger.size).toBe(1_024_000)
      const entries = yield* logger.entries
      expect(entries).toHaveLength(1024)
      expect(entries[0]?.message).toBe(sized(1000, 'a'))
    }).pipe(Effect.provide(Logger.layer())),
  )

  it.effect('behavior: one byte over the bound drops the oldest entry', () =>
    Effect.gen(function* () {
      const logger = yield* Logger
      yield* logger.error(sized(1001, 'a'))
      for (let i = 0; i < 1023; i++) yield* logger.error(sized(1000))
      expect(yield* logger.size).toBe(1_023_000)
      const entries = yield* logger.entries
      expect(entries).toHaveLength(1023)
      expect(entries.some((entry) => entry.message.startsWith('a'))).toBe(false)
    }).pipe(Effect.provide(Logger.layer())),
  )

  it.effect('behavior: writing far more than the bound keeps the newest within it', () =>
    Effect.gen(function* () {
      const logger = yield* Logger
      const written = 3000
      for (let i = 0; i < written; i++) yield* logger.error(`entry ${i} ${'y'.repeat(900)}`)
      const size = yield* logger.size
      const entries = yield* logger.entries
      expect(size).toBeLessThanOrEqual(1_024_000)
      expect(size).toBeGreaterThan(1_024_000 - 1000)
      expect(entries.at(-1)?.message.startsWith(`entry ${written - 1} `)).toBe(true)
      const bytes = entries.reduce(
        (sum, entry) => sum + new TextEncoder().encode(JSON.stringify(entry)).length,
        0,
      )
      expect(bytes).toBe(size)
    }).pipe(Effect.provide(Logger.layer())),
  )

  it.effect('behavior: an entry larger than the whole buffer is cut to fit', () =>
    Effect.gen(function* () {
      const logger = yield* Logger
      yield* logger.error('z'.repeat(500), { big: 'q'.repeat(500) })
      const [entry] = yield* logger.entries
      expect(entry?.data).toBeUndefined()
      expect(entry?.message.length).toBeGreaterThan(0)
      expect(yield* logger.size).toBeLessThanOrEqual(200)
    }).pipe(Effect.provide(Logger.layer({ maxBytes: 200 }))),
  )

  it.effect('behavior: the level filter drops less severe entries', () =>
    Effect.gen(function* () {
      const logger = yield* Logger
      yield* logger.warn('w1')
      yield* logger.info('i1')
      yield* logger.debug('d1')
      yield* logger.error('e1')
      yield* logger.setLevel('warn')
      yield* logger.warn('w2')
      yield* logger.info('i2')
      yield* logger.setLevel('debug')
      yield* logger.debug('d3')
      yield* logger.log('info', 'i3')
      expect((yield* logger.entries).map((entry) => entry.message)).toEqual([
        'e1',
        'w2',
        'd3',
        'i3',
      ])
    }).pipe(Effect.provide(Logger.layer())),
  )

  it.effect('parameters: level', () =>
    Effect.gen(function* () {
      const logger = yield* Logger
      yield* logger.info('kept')
      yield* logger.debug('dropped')
      expect((yield* logger.entries).map((entry) => entry.message)).toEqual(['kept'])
    }).pipe(Effect.provide(Logger.layer({ level: 'info' }))),
  )

  it.effect('behavior: the test layer records every level and clears', () =>
    Effect.gen(function* () {
      const logger = yield* Logger
      yield* logger.debug('d', 1n)
      expect(yield* logger.entries).toHaveLength(1)
      yield* logger.clear
      expect(yield* logger.entries).toEqual([])
      expect(yield* logger.size).toBe(0)
    }).pipe(Effect.provide(Logger.layerTest())),
  )
})
