import type { Signal } from '@preact/signals-core'
import { Effect } from 'effect'
import type { Resource } from '../../state/resource.ts'

// The latest load of each signal: an answer for a load that a newer one superseded is dropped.
const latest = new WeakMap<Signal<Resource<unknown>>, number>()
let loads = 0

/** The text of a failure: a tagged error's message is the SPEC §8 string. */
const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : String(error)

/** What a failed load leaves in the signal besides `status: 'error'`. */
export interface LoadFailure<T> {
  readonly data: T | undefined
  readonly error: string
}

/** How `loadInto` writes the load's start and its failure. */
export interface LoadIntoOptions<T, E> {
  /**
   * The data shown while the load runs, from the data at its start; by default the last data
   * stays. For a load of something else (another account's history, another search) whose
   * last data would mislead.
   */
  readonly loading?: ((data: T | undefined) => T | undefined) | undefined
  /**
   * The data and text a failure leaves, from the error and the data at that moment; by default
   * the data is kept and the text is the error's message. For a slice whose SPEC rule says
   * otherwise (SPEC §4: the history empties on an error, with its own SPEC §8 text).
   */
  readonly onFailure?: ((error: E, data: T | undefined) => LoadFailure<T>) | undefined
}

/**
 * Runs `effect` with `signal` telling where it stands: `loading` while it runs (the last `data`
 * kept unless `options.loading` says otherwise), then `ready` with its value, or `error` with the failure's message, which the program
 * still fails with (the caller decides whether to show or route it). When a newer load of the
 * same signal started meanwhile, only the newer one writes; an interrupted load leaves the
 * signal as it found it.
 */
export const loadInto = <T, E, R>(
  signal: Signal<Resource<T>>,
  effect: Effect.Effect<T, E, R>,
  options: LoadIntoOptions<T, E> = {},
): Effect.Effect<T, E, R> =>
  Effect.suspend(() => {
    const id = ++loads
    const before = signal.peek()
    latest.set(signal, id)
    const write = (next: () => Resource<T>) =>
      Effect.sync(() => {
        if (latest.get(signal) === id) signal.value = next()
      })
    const failure = (error: E): Resource<T> => {
      const { data } = signal.peek()
      const left = options.onFailure?.(error, data) ?? { data, error: messageOf(error) }
      return { status: 'error', data: left.data, error: left.error }
    }
    const shown = options.loading ? options.loading(before.data) : before.data
    signal.value = { status: 'loading', data: shown, error: undefined }
    return effect.pipe(
      Effect.tap((data) => write(() => ({ status: 'ready', data, error: undefined }))),
      Effect.tapError((error) => write(() => failure(error))),
      Effect.onInterrupt(() => write(() => before)),
    )
  })
