import { Effect } from 'effect'
import { Store } from '../state/Store.ts'
import type { Notice } from '../state/types.ts'

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
