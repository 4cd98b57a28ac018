import { Effect } from 'effect'
import { Caches } from '../../services/Caches.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import { alertOnDataApiError } from '../kernel/notify.ts'
import { isSupported } from '../networks/networks.ts'

/**
 * Reads the connected address's identity (name, avatar) from the Data API through the 5 min
 * identity cache into `state.account.profileName` / `profileImage`. Skipped without `apiUrl`
 * and off eip155 (SPEC §9: names only on eip155); a failure is logged and shows nothing, but
 * a 403 / 429 / 5xx raises its SPEC §8 alert like every other Data API call.
 */
export const refreshProfile = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const address = store.account.value.address
    const network = store.network.value
    if (!config.apiUrl || !address || network.chainNamespace !== 'eip155') return
    const api = yield* DataApi
    const caches = yield* Caches
    const identity = yield* caches.identity
      .get(address, api.getIdentity({ address, supported: isSupported(config.networks, network) }))
      .pipe(
        Effect.tapError((error) =>
          Effect.andThen(
            Logger.use((l) => l.warn('identity read failed', { error })),
            alertOnDataApiError(error),
          ),
        ),
        Effect.option,
      )
    if (identity._tag === 'None' || store.account.value.address !== address) return
    store.account.value = {
      ...store.account.value,
      profileName: identity.value.name ?? undefined,
      profileImage: identity.value.avatar ?? undefined,
    }
  })
