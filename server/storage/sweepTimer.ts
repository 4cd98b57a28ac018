/** A running sweep timer. */
export interface SweepTimer {
  /** Stops the timer and waits for a sweep under way; safe to call twice. */
  readonly stop: () => Promise<void>
}

/**
 * Runs `sweep` every `intervalMs` off the request path (expired nonces, codes, login
 * states): a sweep still running when the next is due is not doubled, a failed one is logged
 * and the next tries again, and the timer does not keep the process alive.
 *
 * @example
 * import { STORAGE_SWEEP_INTERVAL_MS } from './Storage.ts'
 * import { sweepTimer } from './sweepTimer.ts'
 * const timer = sweepTimer(async () => {}, STORAGE_SWEEP_INTERVAL_MS)
 * await timer.stop()
 */
export const sweepTimer = (sweep: () => Promise<unknown>, intervalMs: number): SweepTimer => {
  let running: Promise<void> | undefined
  const tick = () => {
    running ??= sweep()
      .then(() => undefined)
      .catch((error: unknown) => console.error('[latch server] sweep failed', error))
      .finally(() => {
        running = undefined
      })
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
