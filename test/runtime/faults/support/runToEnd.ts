import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { HTTP_TIMEOUT_MS } from '../../../../runtime/constants.ts'
import { Logger } from '../../../../runtime/services/Logger.ts'
import type { FaultProxy, PathMatch } from './faultProxy.ts'

/** What {@link runToEnd} watches besides the program: the proxy and the faulted path. */
export interface RunToEndOptions {
  readonly proxy: FaultProxy
  readonly path: PathMatch
  /** The proxy holds the request: move the clock past HTTP_TIMEOUT_MS once it arrived. */
  readonly hang?: boolean | undefined
}

/**
 * Runs `effect` under TestClock to its end without sleeping for real: each 'Data API retry'
 * the Logger records (at debug level) moves the clock by its `delayMs`, and a request the
 * proxy holds moves it by HTTP_TIMEOUT_MS. Returns the exit and the retry waits, in order.
 */
export const runToEnd = <A, E, R>(effect: Effect.Effect<A, E, R>, options: RunToEndOptions) =>
  Effect.gen(function* () {
    const logger = yield* Logger
    yield* logger.setLevel('debug')
    const before = (yield* logger.entries).filter((e) => e.message === 'Data API retry').length
    const fiber = yield* Effect.forkChild(Effect.exit(effect))
    const waits: number[] = []
    let timedOut = false
    let lastMove = 0
    for (let i = 0; i < 4000 && fiber.pollUnsafe() === undefined; i++) {
      const retries = (yield* logger.entries).filter((e) => e.message === 'Data API retry')
      const next = retries[before + waits.length]
      if (next) {
        const delay = (next.data as { delayMs: number }).delayMs
        waits.push(delay)
        lastMove = i
        yield* TestClock.adjust(delay)
      } else if (options.hang && !timedOut && options.proxy.seen(options.path).length > 0) {
        timedOut = true
        lastMove = i
        yield* TestClock.adjust(HTTP_TIMEOUT_MS)
      } else if (waits.length > 0 && i - lastMove > 500) {
        // The clock moved before the retry's sleep began (the fiber yielded in between): move
        // it again by that wait, well short of the next attempt's HTTP_TIMEOUT_MS.
        lastMove = i
        yield* TestClock.adjust(waits.at(-1) ?? 0)
      } else {
        yield* TestClock.withLive(Effect.sleep(1))
      }
    }
    return { exit: yield* Fiber.join(fiber), waits }
  })
