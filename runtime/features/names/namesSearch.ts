import { Effect } from 'effect'
import { SEARCH_DEBOUNCE_MS } from '../../constants.ts'
import { Store } from '../../state/Store.ts'
import { emptyNames } from '../../state/types.ts'
import { nameSuggestions, resolveName } from './namesLookup.ts'
import { fullName, nameLabel, validateName } from './namesValidate.ts'

/**
 * The RegisterAccountName view's live check, for each keystroke: SPEC §5's rule at once
 * (`invalid`, with its text), then — once the typing has paused for SEARCH_DEBOUNCE_MS —
 * whether the name is free and which names are close, into `state.names`. A call superseded
 * by a later keystroke within the pause asks the API nothing. While a registration is under
 * way it changes nothing.
 *
 * @example
 * import { searchName } from 'latch/effect'
 *
 * const program = searchName('alice')
 */
export const searchName = (typed: string) =>
  Effect.gen(function* () {
    const store = yield* Store
    // The view remounted after ApproveTransaction asks again: the registration's state stays,
    // or Register would be offered a second time before its POST ends.
    if (store.names.value.status === 'registering') return
    const label = nameLabel(typed)
    const base = { ...emptyNames, query: typed, registered: store.names.value.registered }
    if (label === '') {
      store.names.value = base
      return
    }
    const invalid = validateName(label)
    if (invalid) {
      store.names.value = { ...base, status: 'invalid', error: invalid.message }
      return
    }
    store.names.value = { ...base, status: 'checking' }
    yield* Effect.sleep(SEARCH_DEBOUNCE_MS)
    if (store.names.value.query !== typed) return
    const [holder, suggestions] = yield* Effect.all(
      [Effect.result(resolveName(fullName(label))), Effect.result(nameSuggestions(label))],
      { concurrency: 2 },
    )
    if (store.names.value.query !== typed || store.names.value.status !== 'checking') return
    store.names.value = {
      ...base,
      status: holder._tag === 'Failure' ? 'error' : holder.success ? 'taken' : 'available',
      suggestions: suggestions._tag === 'Success' ? suggestions.success : [],
      error:
        holder._tag === 'Failure'
          ? holder.failure.message
          : suggestions._tag === 'Failure'
            ? suggestions.failure.message
            : undefined,
    }
  })
