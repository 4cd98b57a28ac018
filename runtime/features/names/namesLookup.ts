import { Effect } from 'effect'
import type { ProfileAccountResponse } from '../../../generated/api/schemas.ts'
import { apiMessage, type DataApiError } from '../../errors/DataApiError.ts'
import type { DataApiSkipped } from '../../errors/DataApiSkipped.ts'
import { NameError, type NameErrorReason } from '../../errors/NameError.ts'
import { Caches } from '../../services/Caches.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Store } from '../../state/Store.ts'
import type { NameSuggestion } from '../../state/types.ts'
import { isSupported } from '../networks/networks.ts'
import { NAME_ZONE } from './namesValidate.ts'

/** SPEC §8: the API's first reason description when present, else SPEC's fallback. */
export const nameApiError =
  (reason: NameErrorReason, fallback: string) => (error: DataApiError | DataApiSkipped) =>
    NameError.of(reason, {
      message: error._tag === 'DataApiError' ? apiMessage(error, fallback) : fallback,
      cause: error,
    })

/** Whether the active network is one the app lists (chain-scoped calls are skipped otherwise). */
const supported = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    return isSupported(config.networks, store.network.value)
  })

/**
 * Resolves a full name (`GET /v1/profile/account/{name}`): its record, or undefined when no
 * one holds it (400 or 404). Other failures are 'Error resolving name' (or the API's reason).
 *
 * @example
 * import { resolveName } from 'latch/effect'
 *
 * const owner = resolveName('alice.latch.id')
 */
export const resolveName = (name: string) =>
  Effect.gen(function* () {
    const api = yield* DataApi
    return yield* api
      .call('getProfileAccount', {
        path: { name },
        query: { apiVersion: 2 },
        supported: yield* supported(),
      })
      .pipe(
        Effect.map((found): ProfileAccountResponse | undefined => found),
        // The contract's only client error is 400, which the server answers for a name no one
        // holds; the label passed SPEC §5's rule before we asked, so 400 (or a 404) is "free".
        Effect.catch((error) =>
          error._tag === 'DataApiError' && (error.status === 400 || error.status === 404)
            ? Effect.succeed(undefined)
            : Effect.fail(nameApiError('ResolveFailed', 'Error resolving name')(error)),
        ),
      )
  })

/** The errors {@link resolveName} fails with. */
export type ResolveNameErrorType = NameError

/**
 * Free names close to `label` (`GET /v1/profile/suggestions/{label}?zone=latch.id`);
 * a failure is 'Error fetching name suggestions' (or the API's reason).
 */
export const nameSuggestions = (label: string) =>
  Effect.gen(function* () {
    const api = yield* DataApi
    const answer = yield* api
      .call('getProfileSuggestions', {
        path: { name: label },
        query: { zone: NAME_ZONE },
        supported: yield* supported(),
      })
      .pipe(Effect.mapError(nameApiError('SuggestionsFailed', 'Error fetching name suggestions')))
    return answer.suggestions as readonly NameSuggestion[]
  })

/** The errors {@link nameSuggestions} fails with. */
export type NameSuggestionsErrorType = NameError

/**
 * The names registered for `address` (`GET /v1/profile/reverse/{address}`), through the ens
 * cache (ENS_CACHE_MS, 5 min, SPEC §9); a failure is 'Error fetching names for address' (or
 * the API's reason) and caches nothing.
 *
 * @example
 * import { reverseNames } from 'latch/effect'
 *
 * const names = reverseNames('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export const reverseNames = (address: string) =>
  Effect.gen(function* () {
    const api = yield* DataApi
    const caches = yield* Caches
    const store = yield* Store
    const sender = store.account.value.address
    return yield* caches.ens.get(
      address,
      api
        .call('getProfileReverse', {
          path: { address },
          query: { apiVersion: 2, ...(sender ? { sender } : {}) },
          supported: yield* supported(),
        })
        .pipe(Effect.mapError(nameApiError('ReverseFailed', 'Error fetching names for address'))),
    )
  })

/** The errors {@link reverseNames} fails with. */
export type ReverseNamesErrorType = NameError
