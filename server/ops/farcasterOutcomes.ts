import type { Counter } from 'prom-client'
import { FARCASTER_MESSAGES, type FarcasterLogin } from '../auth/farcasterLogin.ts'

/** What `latch_logins_total{method="farcaster"}` counts (besides `error`). */
export type FarcasterOutcome = 'started' | 'completed' | 'expired' | 'refused' | 'error'

/**
 * What one look at a sign-in ended in: a relay that failed is an `error` (ours to fix, not the
 * user's), an expired channel `expired`, any other refusal `refused` (an unknown or spent
 * channel, another app's, a SIWF message that does not verify); `undefined` while pending.
 */
const outcomeOf = (
  status: Awaited<ReturnType<FarcasterLogin['status']>>,
): FarcasterOutcome | undefined => {
  if (status.status === 'pending') return undefined
  if (status.status === 'ok') return 'completed'
  if (status.message === FARCASTER_MESSAGES.expired) return 'expired'
  if (status.message === FARCASTER_MESSAGES.relay) return 'error'
  return 'refused'
}

/**
 * Farcaster login counted in `latch_logins_total{method="farcaster",outcome}`: `started` for
 * each channel opened, then `completed`, `expired` or `refused` when a status poll ends the
 * sign-in (a pending poll counts nothing), `error` when the relay fails. The other logins are
 * counted from their finishing request (withOperations); a Farcaster sign-in ends inside a
 * poll that answers 200 either way, so it is counted here, where the outcome is known.
 *
 * @example
 * import { farcasterLogin } from '../auth/farcasterLogin.ts'
 * import { countFarcasterOutcomes } from './farcasterOutcomes.ts'
 * import { serverMetrics } from './metrics.ts'
 * const farcaster = countFarcasterOutcomes(farcasterLogin({ relay: {} }), serverMetrics().logins)
 */
export const countFarcasterOutcomes = (
  login: FarcasterLogin,
  logins: Counter<'method' | 'outcome'>,
): FarcasterLogin => {
  const count = (outcome: FarcasterOutcome) => logins.inc({ method: 'farcaster', outcome })
  return {
    configured: login.configured,
    start: async (input) => {
      try {
        const started = await login.start(input)
        count('started')
        return started
      } catch (error) {
        count('error')
        throw error
      }
    },
    status: async (input) => {
      const status = await login.status(input).catch((error: unknown) => {
        count('error')
        throw error
      })
      const outcome = outcomeOf(status)
      if (outcome) count(outcome)
      return status
    },
  }
}
