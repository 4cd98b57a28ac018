import type { AnalyticsEventType } from '../services/Analytics.ts'
import type { ActionContext, Tracking } from './action.ts'

/** Sends one analytics event (in the background; the client's). */
export type Report = (
  type: AnalyticsEventType,
  event: string,
  properties?: Readonly<Record<string, unknown>>,
) => void

/**
 * The analytics wrapper: reports how a call of `method` ended, `track.success`'s event once it
 * settles, `track.error` (with the error's tag and message) when it fails, and answers as it does.
 */
export const tracked = (
  method: (...args: ReadonlyArray<unknown>) => unknown,
  track: Tracking<ReadonlyArray<unknown>, unknown>,
  context: ActionContext,
  report: Report,
) => {
  const settle = async (call: unknown, args: ReadonlyArray<unknown>): Promise<unknown> => {
    try {
      const value = await call
      const event = track.success?.(context, value, ...args)
      if (event) report('track', ...event)
      return value
    } catch (error) {
      const e = error as { _tag?: unknown; message?: unknown }
      report('error', track.error, {
        error: typeof e?._tag === 'string' ? e._tag : 'Error',
        message: typeof e?.message === 'string' ? e.message : String(error),
      })
      throw error
    }
  }
  // The call starts synchronously, as the method's own would (a window opened in the click).
  return (...args: ReadonlyArray<unknown>): Promise<unknown> => settle(method(...args), args)
}
