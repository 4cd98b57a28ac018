import { describe, expect, it } from '@effect/vitest'
import { signal } from '@preact/signals-core'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import { loadInto } from '../../../../runtime/features/kernel/loadInto.ts'
import { idleResource, type Resource } from '../../../../runtime/state/resource.ts'

const names = () => signal<Resource<readonly string[]>>(idleResource)

describe('loadInto', () => {
  it.effect('default: loading while the effect runs, then ready with its value', () =>
    Effect.gen(function* () {
      const state = names()
      const fiber = yield* Effect.forkChild(
        loadInto(state, Effect.as(Effect.sleep('1 second'), ['alice.latch.id'])),
      )
      yield* Effect.yieldNow
      expect(state.value).toEqual({ status: 'loading', data: undefined, error: undefined })
      yield* TestClock.adjust('1 second')
      expect(yield* Fiber.join(fiber)).toEqual(['alice.latch.id'])
      expect(state.value).toEqual({ status: 'ready', data: ['alice.latch.id'], error: undefined })
    }),
  )

  it.effect('behavior: a failure keeps the last data, says the SPEC text and still fails', () =>
    Effect.gen(function* () {
      const state = names()
      yield* loadInto(state, Effect.succeed(['alice.latch.id']))
      const failure = DataApiError.of('RateLimited', 'getAccountNames')
      const exit = yield* Effect.exit(loadInto(state, Effect.fail(failure)))
      expect(exit._tag).toBe('Failure')
      expect(state.value).toEqual({
        status: 'error',
        data: ['alice.latch.id'],
        error: 'Rate Limited',
      })
    }),
  )

  it.effect('parameters: onFailure decides the data and the text a failure leaves', () =>
    Effect.gen(function* () {
      const state = names()
      yield* loadInto(state, Effect.succeed(['alice.latch.id']))
      const failure = DataApiError.of('RateLimited', 'getAccountNames')
      const seen: unknown[] = []
      const exit = yield* Effect.exit(
        loadInto(state, Effect.fail(failure), {
          onFailure: (error, data) => {
            seen.push(error, data)
            return { data: [], error: 'Failed to fetch names' }
          },
        }),
      )
      expect(exit._tag).toBe('Failure')
      expect(seen[0]).toBe(failure)
      expect(seen[1]).toEqual(['alice.latch.id'])
      expect(state.value).toEqual({ status: 'error', data: [], error: 'Failed to fetch names' })
    }),
  )

  it.effect('parameters: loading decides the data shown while the load runs', () =>
    Effect.gen(function* () {
      const state = names()
      yield* loadInto(state, Effect.succeed(['alice.latch.id']))
      const fiber = yield* Effect.forkChild(
        loadInto(state, Effect.as(Effect.sleep('1 second'), ['bob.latch.id']), {
          loading: (data) => data?.filter((name) => name.startsWith('b')),
        }),
      )
      yield* Effect.yieldNow
      expect(state.value).toEqual({ status: 'loading', data: [], error: undefined })
      yield* Fiber.interrupt(fiber)
      expect(state.value.data).toEqual(['alice.latch.id'])
    }),
  )

  it.effect('behavior: a reload shows the last data while it loads, and clears the error', () =>
    Effect.gen(function* () {
      const state = names()
      state.value = { status: 'error', data: ['alice.latch.id'], error: 'down' }
      const fiber = yield* Effect.forkChild(
        loadInto(state, Effect.as(Effect.sleep('1 second'), ['bob.latch.id'])),
      )
      yield* Effect.yieldNow
      expect(state.value).toEqual({ status: 'loading', data: ['alice.latch.id'], error: undefined })
      yield* TestClock.adjust('1 second')
      yield* Fiber.join(fiber)
      expect(state.value.data).toEqual(['bob.latch.id'])
    }),
  )

  it.effect('behavior: the answer of a load a newer one superseded is dropped', () =>
    Effect.gen(function* () {
      const state = names()
      const slow = yield* Effect.forkChild(
        loadInto(state, Effect.as(Effect.sleep('2 seconds'), ['old'])),
      )
      yield* Effect.yieldNow
      const fast = yield* Effect.forkChild(
        loadInto(state, Effect.as(Effect.sleep('1 second'), ['new'])),
      )
      yield* TestClock.adjust('1 second')
      yield* Fiber.join(fast)
      yield* TestClock.adjust('1 second')
      expect(yield* Fiber.join(slow)).toEqual(['old'])
      expect(state.value).toEqual({ status: 'ready', data: ['new'], error: undefined })
    }),
  )

  it.effect('behavior: an interrupted load leaves the signal as it found it', () =>
    Effect.gen(function* () {
      const state = names()
      yield* loadInto(state, Effect.succeed(['alice.latch.id']))
      const fiber = yield* Effect.forkChild(
        loadInto(state, Effect.as(Effect.sleep('1 second'), ['bob.latch.id'])),
      )
      yield* Effect.yieldNow
      expect(state.value.status).toBe('loading')
      yield* Fiber.interrupt(fiber)
      expect(state.value).toEqual({ status: 'ready', data: ['alice.latch.id'], error: undefined })
    }),
  )
})
