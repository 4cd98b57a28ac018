// One shape for Data-API-backed state: TanStack Query's, without TanStack.

/** Where a loaded value stands: never asked, on its way, arrived, or failed. */
export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error'

/**
 * A value the runtime loads (from the Data API or a wallet) as a signal's content: `data` is the
 * last value that arrived, kept while a reload runs and after one fails; `error` the failure's
 * text (SPEC §8) while `status` is `error`. `loadInto` (runtime/features/kernel) is the one writer.
 */
export interface Resource<T> {
  readonly status: ResourceStatus
  readonly data: T | undefined
  readonly error: string | undefined
}

/** A resource never loaded. */
export const idleResource: Resource<never> = { status: 'idle', data: undefined, error: undefined }
