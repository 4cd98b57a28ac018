import type { ViewName } from '../../runtime/index.ts'
import { useLatch } from './useLatch.ts'
import { useSignalValue } from './useSignalValue.ts'

/** What `useLatchState()` returns. */
export interface LatchModalState {
  readonly open: boolean
  readonly loading: boolean
  readonly view: ViewName
}

/**
 * The modal's state: whether it is open, loading, and the current view.
 *
 * @example
 * import { useLatchState } from 'latch/react'
 *
 * const { open, view } = useLatchState()
 */
export const useLatchState = (): LatchModalState => {
  const latch = useLatch()
  const modal = useSignalValue(latch.state.modal)
  const router = useSignalValue(latch.state.router)
  return { open: modal.open, loading: modal.loading, view: router.view }
}
