import { Clock, Context, Effect } from 'effect'
import type { WcClock } from './client/wcClock.ts'

/**
 * The WalletConnect client's clock over Effect's `Clock` of `context` (the runtime's services,
 * whose clock is TestClock in tests): each timer is a fiber sleeping on it, interrupted when
 * cancelled. Without `context`, Effect's default clock (the system's time).
 */
export const makeWalletConnectClock = (
  context: Context.Context<never> = Context.empty(),
): WcClock => {
  const fork = Effect.runForkWith(context)
  return {
    now: () => Effect.runSyncWith(context)(Clock.currentTimeMillis),
    after: (ms, task) => {
      const fiber = fork(Effect.andThen(Effect.sleep(Math.max(0, ms)), Effect.sync(task)))
      return () => fiber.interruptUnsafe()
    },
  }
}
