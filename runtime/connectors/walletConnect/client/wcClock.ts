import { Clock, Context, Effect } from 'effect'

/** The WalletConnect client's time: the session's expiry and the relay's reconnect backoff. */
export interface WcClock {
  /** Milliseconds since the epoch, on the clock. */
  readonly now: () => number
  /** Runs `task` once `ms` have passed on the clock; the function returned cancels it. */
  readonly after: (ms: number, task: () => void) => () => void
}

/**
 * The client's clock over Effect's `Clock` of `context` (the runtime's services, whose clock is
 * TestClock in tests): each timer is a fiber sleeping on it, interrupted when cancelled.
 * Without `context`, Effect's default clock (the system's time).
 */
export const makeWcClock = (context: Context.Context<never> = Context.empty()): WcClock => {
  const fork = Effect.runForkWith(context)
  return {
    now: () => Effect.runSyncWith(context)(Clock.currentTimeMillis),
    after: (ms, task) => {
      const fiber = fork(Effect.andThen(Effect.sleep(Math.max(0, ms)), Effect.sync(task)))
      return () => fiber.interruptUnsafe()
    },
  }
}
