import { type Signal, signal } from '@preact/signals-core'
import type { LatchClient } from '../../../runtime/index.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { type LatchAction, useLatchAction } from '../../hooks/useLatchAction.ts'

// One per client: the buy's view (OnRampProviders) is gone by the time the buy fails, as the
// client shows BuyInProgress in the click, so the failure waits here for BuyInProgress.
const failures = new WeakMap<LatchClient, Signal<string | undefined>>()

/** The message of the client's last buy that failed (a SPEC string), cleared by the next buy. */
export const buyFailure = (latch: LatchClient): Signal<string | undefined> => {
  let failure = failures.get(latch)
  if (!failure) {
    failure = signal<string | undefined>(undefined)
    failures.set(latch, failure)
  }
  return failure
}

/**
 * `latch.buyCrypto` as a view's action: its failures are in `state.onramp` (status error) once
 * the flow runs; one before (its code not loaded) is also kept in {@link buyFailure}, which
 * BuyInProgress shows when the state has no error of its own.
 */
export const useBuyCrypto = (): LatchAction<[provider: string], string> => {
  const latch = useLatch()
  return useLatchAction((provider: string) => {
    const failure = buyFailure(latch)
    failure.value = undefined
    return latch.buyCrypto(provider).catch((error: unknown) => {
      failure.value = error instanceof Error ? error.message : String(error)
      throw error
    })
  })
}
