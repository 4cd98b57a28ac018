import { Effect } from 'effect'
import { RECOMMENDED_WALLETS, WALLET_PAGE_SIZE, WALLET_SEARCH_SIZE } from '../../constants.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Store } from '../../state/Store.ts'
import type { ConnectorInfo, RegistryWallet, WalletRegistry } from '../../state/types.ts'
import { loadInto } from '../kernel/loadInto.ts'
import { alertOnDataApiError } from '../kernel/notify.ts'

/** What the AllWallets view asks for: a search (may be empty) and the page after the last. */
export interface LoadWalletsOptions {
  readonly search?: string | undefined
  /** Load the next page of the current search instead of starting over. */
  readonly more?: boolean | undefined
}

/** SPEC §9 recommended wallets: the first registry wallets not installed in this browser. */
const recommendedOf = (
  entries: readonly RegistryWallet[],
  connectors: readonly ConnectorInfo[],
) => {
  const installed = new Set(
    connectors.flatMap((c) => [c.id, c.rdns].filter((x): x is string => !!x)),
  )
  return entries
    .filter((w) => !installed.has(w.id) && !(w.rdns && installed.has(w.rdns)))
    .slice(0, RECOMMENDED_WALLETS)
}

/** One page of the registry for `search`, as the new registry. */
const fetchPage = (search: string, more: boolean, page: number) =>
  Effect.gen(function* () {
    const store = yield* Store
    const api = yield* DataApi
    const answer = yield* api.getWallets({
      page,
      entries: search ? WALLET_SEARCH_SIZE : WALLET_PAGE_SIZE,
      ...(search ? { search } : {}),
    })
    const now = store.wallets.peek().data
    const entries = [...(more ? now.entries : []), ...answer.data]
    return {
      available: true,
      search,
      entries,
      count: answer.count,
      page,
      recommended:
        !search && page === 1 ? recommendedOf(entries, store.connectors.value) : now.recommended,
    } satisfies WalletRegistry
  })

/**
 * Loads the wallet registry into `state.wallets` through `loadInto` (SPEC §9: pages of 40,
 * searches of 100, 4 recommended). Wallets installed in this browser are left out of
 * `recommended`. A newer load wins over an older answer that arrives late; a new search shows
 * no entries of the last one while it loads. A failure keeps the pages loaded so far, with its
 * SPEC §8 text as `error` (and its alert, if it has one). Without `apiUrl` the registry is not
 * `available` and nothing is fetched.
 */
export const loadWallets = (options: LoadWalletsOptions = {}) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const current = store.wallets.value.data
    if (!config.apiUrl) {
      yield* loadInto(store.wallets, Effect.succeed({ ...current, available: false }))
      return
    }
    const search = (options.search ?? (options.more ? current.search : '')).trim()
    const more = options.more === true && search === current.search
    if (more && current.entries.length >= current.count && current.page > 0) return
    const page = more ? current.page + 1 : 1
    const starting = (data: WalletRegistry | undefined): WalletRegistry => {
      const last = data ?? current
      return more ? last : { ...last, search, entries: [], page: 0, count: 0 }
    }
    yield* loadInto(store.wallets, fetchPage(search, more, page), { loading: starting }).pipe(
      Effect.catchTag('DataApiError', alertOnDataApiError),
    )
  })
