import { featureState } from '../../state/featureState.ts'

// The account-name search and registration.

/** One suggested account name (`GET /v1/profile/suggestions/{name}`). */
export interface NameSuggestion {
  readonly name: string
  readonly registered: boolean
}

/** `state.names`: the RegisterAccountName view's search and registration. */
export interface NamesState {
  /** The label as typed (without the zone). */
  readonly query: string
  /** The zone names are registered under (`latch.id`): `query` + `.` + `zone` is the name. */
  readonly zone: string
  /**
   * `invalid`: SPEC §5 rule broken (`error` says which); `checking`: the debounced lookup
   * runs; `available` / `taken`: its answer; `registering`, `registered`: the POST.
   */
  readonly status:
    | 'idle'
    | 'invalid'
    | 'checking'
    | 'available'
    | 'taken'
    | 'registering'
    | 'registered'
    | 'error'
  readonly suggestions: readonly NameSuggestion[]
  /** The full name last registered (`label.zone`). */
  readonly registered: string | undefined
  /** SPEC §5 / §8 text of the last failure. */
  readonly error: string | undefined
}

/** The names state before anything is typed. */
export const emptyNames: NamesState = {
  query: '',
  zone: 'latch.id',
  status: 'idle',
  suggestions: [],
  registered: undefined,
  error: undefined,
}

/** The account names' part of the state. */
export const namesFeature = featureState<'RegisterAccountName' | 'RegisterAccountNameSuccess'>()({
  /** Account-name search and registration (RegisterAccountName). */
  names: emptyNames,
})
