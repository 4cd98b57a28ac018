import { Effect } from 'effect'
import { RECOMMENDED_WALLETS, WALLET_PAGE_SIZE, WALLET_SEARCH_SIZE } from '../../constants.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Store } from '../../state/Store.ts'
import type { RegistryWallet } from '../../state/types.ts'
import { alertOnDataApiError } from '../kernel/notify.ts'

/** What the AllWallets view asks for: a search (may be empty) and the page after the last. */
export interface LoadWalletsOptions {
  readonly search?: string | undefined
  /** Load the next page of the current search instead of starting over. */
  readonly more?: boolean | undefined
}

/**
 * Loads the wallet registry into `state.wallets` (SPEC §9: pages of 40, searches of 100,
 * 4 recommended). Wallets installed in this browser are left out of `recommended`. A newer
 * search wins over an older answer that arrives late. Without `apiUrl` the registry is
 * `unavailable` and nothing is fetched.
 */
export const loadWallets = (options: LoadWalletsOptions = {}) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const api = yield* DataApi
    const current = store.wallets.value
    if (!config.apiUrl) {
      store.wallets.value = { ...current, status: 'unavailable' }
      return
    }
    const search = (options.search ?? (options.more ? current.search : '')).trim()
    const more = options.more === true && search === current.search
    if (more && current.entries.length >= current.count && current.page > 0) return
    const page = more ? current.page + 1 : 1
    store.wallets.value = {
      ...current,
      status: 'loading',
      search,
      ...(more ? {} : { entries: [], page: 0, count: 0 }),
      error: undefined,
    }
    const answer = yield* api
      .getWallets({
        page,
        entries: search ? WALLET_SEARCH_SIZE : WALLET_PAGE_SIZE,
        ...(search ? { search } : {}),
      })
      .pipe(Effect.result)
    // A newer search started while this one was in flight: its answer is the one to keep.
    if (store.wallets.value.search !== search) return
    if (answer._tag === 'Failure') {
      store.wallets.value = {
        ...store.wallets.value,
        status: 'error',
        error: answer.failure.message,
      }
      yield* alertOnDataApiError(answer.failure)
      return
    }
    const installed = new Set(
      store.connectors.value.flatMap((c) => [c.id, c.rdns].filter((x): x is string => !!x)),
    )
    const entries: RegistryWallet[] = [
      ...(more ? store.wallets.value.entries : []),
      ...answer.success.data,
    ]
    store.wallets.value = {
      status: 'ready',
      search,
      entries,
      count: answer.success.count,
      page,
      recommended:
        !search && page === 1
          ? entries
              .filter((w) => !installed.has(w.id) && !(w.rdns && installed.has(w.rdns)))
              .slice(0, RECOMMENDED_WALLETS)
          : store.wallets.value.recommended,
      error: undefined,
    }
  })
