import type { OperationId, operations } from '../../../generated/api/schemas.ts'
import type { DataApiError } from '../../errors/DataApiError.ts'
import type { DataApiSkipped } from '../../errors/DataApiSkipped.ts'

// The types of `DataApi.call(id, input)`, read from the generated operation table.

export type Operations = typeof operations
type Common = 'projectId' | 'st' | 'sv'
type TypeOf<S> = S extends { readonly Type: infer T } ? T : never
type EmptyInput = Record<never, never>

/** The query an operation takes besides `projectId`, `st` and `sv`, which the client adds. */
export type QueryOf<Id extends OperationId> = Omit<TypeOf<Operations[Id]['query']>, Common>
/** The path parameters of an operation (`never` when its path has none). */
export type PathOf<Id extends OperationId> = Operations[Id] extends { readonly pathParams: infer P }
  ? TypeOf<P>
  : never
/** The JSON body of an operation (`never` when it takes none). */
export type BodyOf<Id extends OperationId> = Operations[Id] extends { readonly body: infer B }
  ? TypeOf<B>
  : never
/** The decoded 200 answer of an operation. */
export type ResponseOf<Id extends OperationId> = TypeOf<Operations[Id]['response']>
/** True for the calls skipped on an unsupported network (`x-chain-scoped`). */
export type IsChainScoped<Id extends OperationId> = Operations[Id]['chainScoped']

/**
 * What `call(id, input)` takes: `path`, `query` and `body` as the contract says, and for a
 * chain-scoped call `supported` — whether the active network is one the app supports
 * (`state.network.name !== 'Unknown Network'`); `false` skips the call (DECISIONS.md §7).
 */
export type CallInput<Id extends OperationId> = ([PathOf<Id>] extends [never]
  ? EmptyInput
  : { readonly path: PathOf<Id> }) &
  (Partial<QueryOf<Id>> extends QueryOf<Id>
    ? { readonly query?: QueryOf<Id> }
    : { readonly query: QueryOf<Id> }) &
  ([BodyOf<Id>] extends [never] ? EmptyInput : { readonly body: BodyOf<Id> }) &
  (IsChainScoped<Id> extends true ? { readonly supported: boolean } : EmptyInput)

/** `[input]`, or `[input?]` when every field of the input is optional. */
export type CallArgs<Id extends OperationId> =
  Partial<CallInput<Id>> extends CallInput<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>]

/** The failures of an operation: {@link DataApiSkipped} only for chain-scoped ones. */
export type CallError<Id extends OperationId> =
  | DataApiError
  | (IsChainScoped<Id> extends true ? DataApiSkipped : never)
