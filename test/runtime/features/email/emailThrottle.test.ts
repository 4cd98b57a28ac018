import { describe, expect, it } from '@effect/vitest'
import { Effect, Layer } from 'effect'
import { TestClock } from 'effect/testing'
import { EMAIL_THROTTLE_MS } from '../../../../runtime/constants.ts'
import { claimEmailCode } from '../../../../runtime/features/email/emailThrottle.ts'
import { Logger } from '../../../../runtime/services/Logger.ts'
import { makeMemoryBackend, Storage } from '../../../../runtime/services/Storage.ts'

const layer = () =>
  Storage.layerTest(makeMemoryBackend()).pipe(Layer.provideMerge(Logger.layerTest()))

describe('claimEmailCode (SPEC §5 e-mail throttle)', () => {
  it.effect('rule: under EMAIL_THROTTLE_MS since the last gives the wait in seconds', () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_000_000)
      yield* claimEmailCode()
      yield* TestClock.adjust(EMAIL_THROTTLE_MS - 12_000)
      expect((yield* Effect.flip(claimEmailCode())).message).toMatchInlineSnapshot(
        `"Please try again after 12 seconds"`,
      )
      yield* TestClock.adjust(12_000 - 1)
      expect((yield* Effect.flip(claimEmailCode())).seconds).toBe(1)
      yield* TestClock.adjust(1)
      yield* claimEmailCode()
    }).pipe(Effect.provide(layer())),
  )
})
