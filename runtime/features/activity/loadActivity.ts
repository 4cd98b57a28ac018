import { Effect } from 'effect'
import type { DataApiError } from '../../errors/DataApiError.ts'
import { DataApiSkipped } from '../../errors/DataApiSkipped.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { ActivityState, Transaction } from '../../state/types.ts'
import { alertOnDataApiError, toast } from '../kernel/notify.ts'
import { isSupported } from '../networks/networks.ts'
import { groupByYearAndMonth, newestFirst, withRecent } from './activityList.ts'

export { groupByYearAndMonth } from './activityList.ts'

/** SPEC §8 toast when the history cannot be fetched. */
export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'

/** What the activity view asks for. */
export interface LoadActivityOptions {
  /** Load the page after the last (the `next` cursor) instead of starting over. */
  readonly more?: boolean | undefined
}

/** SPEC §5: a transaction whose transfers are all spam is dropped (one without transfers is not spam). */
const isSpamOnly = (tx: Transaction) =>
  tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags?.is_spam === true)

/**
 * The list after a page: `kept` and the page's transactions on `chain` that are not spam-only
 * (SPEC §5) nor already kept, newest first, with the modal's own sends and swaps (pending ones
 * at once).
 */
const withPage = (
  now: ActivityState,
  kept: readonly Transaction[],
  data: readonly Transaction[],
  chain: string,
  address: string | undefined,
): Transaction[] => {
  const page = data.filter((tx) => tx.metadata.chain === chain && !isSpamOnly(tx))
  const seen = new Set(kept.map((tx) => tx.id))
  return withRecent(
    [...kept, ...page.filter((tx) => !seen.has(tx.id))].sort(newestFirst),
    now.recent,
    chain,
    address,
  )
}

/**
 * A page that could not be fetched. SPEC §4 "on error empty true": the list empties with it, so
 * no view shows a stale page under an empty state (a failed `more` used to keep the earlier
 * pages); then the error, the log line and the toast, but for an unsupported network, which has
 * no history to fetch: nothing failed.
 */
const failed = (now: ActivityState, error: DataApiError | DataApiSkipped) =>
  Effect.gen(function* () {
    const store = yield* Store
    store.activity.value = {
      ...now,
      transactions: [],
      transactionsByYear: [],
      loading: false,
      empty: true,
      next: undefined,
    }
    if (error instanceof DataApiSkipped) return
    store.activity.value = { ...store.activity.value, error: FAILED_TO_FETCH_TRANSACTIONS }
    yield* Logger.use((l) => l.warn('activity fetch failed', { error }))
    yield* toast(FAILED_TO_FETCH_TRANSACTIONS)
    yield* alertOnDataApiError(error)
  })

/**
 * Loads the connected account's transaction history into `state.activity` (SPEC §3, §4):
 * `loading` while in flight, then the page with spam-only transactions and other chains'
 * transactions dropped (SPEC §5), grouped by year then month, and `empty` when nothing is
 * left. On an error: the list emptied (`empty` true), the cursor cleared and the toast 'Failed to fetch
 * transactions'. Only eip155 has activity (SPEC §9); elsewhere the list is empty. `more`
 * appends the page at the `next` cursor; a changed account or network starts over.
 *
 * @example
 * import { Effect } from 'effect'
 * import { loadActivity } from 'latch/effect'
 *
 * const firstPage = loadActivity()
 * const nextPage = loadActivity({ more: true })
 */
export const loadActivity = (options: LoadActivityOptions = {}) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const api = yield* DataApi
    const network = store.network.value
    const account = store.account.value.caipAddress
    const current = store.activity.value
    const cleared: ActivityState = {
      ...current,
      transactions: [],
      transactionsByYear: [],
      lastNetworkInView: network.caipNetworkId,
      account,
      loading: false,
      empty: true,
      next: undefined,
      error: undefined,
    }
    if (!account || network.chainNamespace !== 'eip155') {
      store.activity.value = cleared
      return
    }
    const sameList =
      current.account === account && current.lastNetworkInView === network.caipNetworkId
    const more = options.more === true && sameList
    if (options.more === true && sameList && current.next === undefined) return
    const cursor = more ? current.next : undefined
    // While the first page loads, the modal's own transactions already show.
    const own = withRecent([], current.recent, network.caipNetworkId, store.account.value.address)
    store.activity.value = {
      ...(more
        ? current
        : { ...cleared, transactions: own, transactionsByYear: groupByYearAndMonth(own) }),
      lastNetworkInView: network.caipNetworkId,
      account,
      loading: true,
      empty: false,
      error: undefined,
    }
    const answer = yield* api
      .getAccountHistory({
        account,
        chainId: network.caipNetworkId,
        ...(cursor === undefined ? {} : { cursor }),
        supported: isSupported(config.networks, network),
      })
      .pipe(Effect.result)
    // The account or network changed while this page was in flight: its answer is stale.
    const now = store.activity.value
    if (now.account !== account || now.lastNetworkInView !== network.caipNetworkId) return
    if (answer._tag === 'Failure') return yield* failed(now, answer.failure)
    const transactions = withPage(
      now,
      more ? now.transactions : [],
      answer.success.data,
      network.caipNetworkId,
      store.account.value.address,
    )
    store.activity.value = {
      ...now,
      transactions,
      transactionsByYear: groupByYearAndMonth(transactions),
      loading: false,
      empty: transactions.length === 0,
      next: answer.success.next ?? undefined,
    }
  })
