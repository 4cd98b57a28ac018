import type { ReadonlySignal } from '@preact/signals-core'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Reads a signal in a React component and re-renders when it changes: a
 * `useSyncExternalStore` bridge over the signal's own `subscribe`, so no Babel transform and
 * no signals runtime patching React. The server snapshot is the same value (SSR-safe).
 *
 * @example
 * import { useLatch, useSignalValue } from 'latch/react'
 *
 * export const ModalView = () => {
 *   const latch = useLatch()
 *   const modal = useSignalValue(latch.state.modal)
 *   return <p>{modal.open ? 'open' : 'closed'}</p>
 * }
 */
export const useSignalValue = <T>(signal: ReadonlySignal<T>): T => {
  const subscribe = useCallback((onChange: () => void) => signal.subscribe(onChange), [signal])
  const read = useCallback(() => signal.peek(), [signal])
  return useSyncExternalStore(subscribe, read, read)
}
