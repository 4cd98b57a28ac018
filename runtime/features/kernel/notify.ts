import { Effect } from 'effect'
import { DataApiError } from '../../errors/DataApiError.ts'
import { Store } from '../../state/Store.ts'
import type { Notice } from '../../state/types.ts'

/** Shows a SPEC §8 toast (`data-latch-toast`). */
export const toast = (message: string, variant: Notice['variant'] = 'error') =>
  Effect.gen(function* () {
    const store = yield* Store
    store.toast.value = { id: (store.toast.value?.id ?? 0) + 1, message, variant }
  })

/** Shows a SPEC §8 alert (`data-latch-alert`). */
export const alert = (message: string) =>
  Effect.gen(function* () {
    const store = yield* Store
    store.alert.value = { id: (store.alert.value?.id ?? 0) + 1, message, variant: 'error' }
  })

const alertReasons = new Set(['InvalidAppConfiguration', 'RateLimited', 'ServerError'])

/**
 * SPEC §8 alerts for Data API answers the visitor should know about: 'Invalid App
 * Configuration' (403), 'Rate Limited' (429), 'Server Error' (500/503). Other failures stay
 * with the view that asked.
 */
export const alertOnDataApiError = (error: unknown) =>
  error instanceof DataApiError && alertReasons.has(error.reason)
    ? alert(error.message)
    : Effect.void
