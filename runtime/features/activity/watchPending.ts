import { Effect } from 'effect'
import {
  PENDING_POLL_ENABLED,
  PENDING_POLL_MS,
  PENDING_TRANSACTIONS_LIMIT,
} from '../../constants.ts'
import { Store } from '../../state/Store.ts'
import type { Transaction } from '../../state/types.ts'
import { loadActivity } from './loadActivity.ts'

/** How the pending-transaction watch runs. */
export interface WatchPendingOptions {
  /** Poll at all; default PENDING_POLL_ENABLED (false: SPEC §9 "disabled by default"). */
  readonly enabled?: boolean | undefined
}

/** Why the watch ended and what it did. */
export interface WatchPendingResult {
  readonly reason: 'disabled' | 'settled' | 'limit'
  /** First-page re-fetches made. */
  readonly polls: number
  /** Pending transactions counted over every look at the list. */
  readonly counted: number
}

const done = (
  reason: WatchPendingResult['reason'],
  polls: number,
  counted: number,
): WatchPendingResult => ({ reason, polls, counted })

const pendingIn = (transactions: readonly Transaction[]) =>
  transactions.filter((tx) => tx.metadata.status === 'pending').length

/**
 * Watches `state.activity` for pending transactions (SPEC §4, §9): while the list holds some
 * (`metadata.status` 'pending'), re-fetches the first page every PENDING_POLL_MS. Each look at
 * the list adds its pending transactions to a count, and the watch stops once
 * PENDING_TRANSACTIONS_LIMIT (99) have been counted, so a transaction stuck in pending cannot
 * poll forever. Off unless `enabled` (default PENDING_POLL_ENABLED, false). Interruptible: fork
 * it and interrupt it on disconnect or when the view closes.
 *
 * @example
 * import { Effect } from 'effect'
 * import { loadActivity, watchPending } from 'latch/effect'
 *
 * const program = loadActivity().pipe(Effect.andThen(watchPending({ enabled: true })))
 */
export const watchPending = (options: WatchPendingOptions = {}) =>
  Effect.gen(function* () {
    if (!(options.enabled ?? PENDING_POLL_ENABLED)) {
      return done('disabled', 0, 0)
    }
    const store = yield* Store
    let polls = 0
    let counted = 0
    while (true) {
      const pending = pendingIn(store.activity.value.data.transactions)
      if (pending === 0) return done('settled', polls, counted)
      counted += pending
      if (counted >= PENDING_TRANSACTIONS_LIMIT) return done('limit', polls, counted)
      yield* Effect.sleep(PENDING_POLL_MS)
      yield* loadActivity()
      polls += 1
    }
  })
