import type { ReadonlySignal } from '@preact/signals-core'
import type { Resource } from '../../runtime/index.ts'
import { useSignalValue } from './useSignalValue.ts'

/**
 * A resource signal of the client's state (`{ status, data, error }`, written by the runtime's
 * `loadInto`) read in a component, with the flags a view branches on.
 */
export const useResource = <T>(signal: ReadonlySignal<Resource<T>>) => {
  const resource = useSignalValue(signal)
  return {
    ...resource,
    isLoading: resource.status === 'loading',
    isError: resource.status === 'error',
  } as const
}
