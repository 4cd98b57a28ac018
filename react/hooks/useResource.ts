import type { ReadonlySignal } from '@preact/signals-core'
import type { Resource } from '../../runtime/index.ts'
import { useSignalValue } from './useSignalValue.ts'

/**
 * A resource signal of the client's state (`{ status, data, error }`, written by the runtime's
 * `loadInto`) read in a component, with the flags a view branches on. The signal's own type is
 * kept, so a slice whose `data` is always there (`state.activity`) reads it without a check.
 */
export const useResource = <R extends Resource<unknown>>(signal: ReadonlySignal<R>) => {
  const resource = useSignalValue(signal)
  return {
    ...resource,
    isLoading: resource.status === 'loading',
    isError: resource.status === 'error',
  } as const
}
