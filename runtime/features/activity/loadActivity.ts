import { Effect } from 'effect'
import type { DataApiError } from '../../errors/DataApiError.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { Transaction } from '../../state/types.ts'
import { loadInto } from '../kernel/loadInto.ts'
import { alertOnDataApiError, toast } from '../kernel/notify.ts'
import { isSupported } from '../networks/networks.ts'
import { groupByYearAndMonth, newestFirst, withRecent } from './activityList.ts'
import { type ActivityList, emptyActivityList } from './activityState.ts'
import { restoreOwn } from './recentActivity.ts'
import { forgetListed } from './storedActivity.ts'

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
  now: ActivityList,
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

/** `list` showing `transactions`. */
const showing = (list: ActivityList, transactions: readonly Transaction[]): ActivityList => ({
  ...list,
  transactions,
  transactionsByYear: groupByYearAndMonth(transactions),
  empty: transactions.length === 0,
})

/**
 * SPEC §4 "on error empty true and cursor cleared": a failed page empties the list (a failed
 * `more` too, so no view shows a stale page under the error) and says SPEC §8's text.
 */
const emptiedOnFailure = (_error: unknown, data: ActivityList | undefined) => ({
  data: { ...showing(data ?? emptyActivityList, []), coinbaseTransactions: [], next: undefined },
  error: FAILED_TO_FETCH_TRANSACTIONS,
})

/** The log line, the toast and any alert of a page that could not be fetched. */
const report = (error: DataApiError) =>
  Effect.gen(function* () {
    yield* Logger.use((l) => l.warn('activity fetch failed', { error }))
    yield* toast(FAILED_TO_FETCH_TRANSACTIONS)
    yield* alertOnDataApiError(error)
  })

/** Where the list stands when a load starts: its account, network and cursor. */
interface Target {
  readonly account: string
  readonly chain: string
  readonly address: string | undefined
  readonly more: boolean
  readonly cursor: string | undefined
}

/** One history page at `target` (`onramp`: of the onramp purchases only); none when skipped. */
const historyPage = (target: Target, onramp: boolean) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const api = yield* DataApi
    return yield* api
      .getAccountHistory({
        account: target.account,
        chainId: target.chain,
        ...(target.cursor === undefined ? {} : { cursor: target.cursor }),
        ...(onramp ? { onramp: 'coinbase' as const } : {}),
        supported: isSupported(config.networks, store.network.value),
      })
      .pipe(
        Effect.map((page) => ({ data: page.data, next: page.next ?? undefined })),
        Effect.catchTag('DataApiSkipped', () => Effect.succeed({ data: [], next: undefined })),
      )
  })

/**
 * SPEC §3 `coinbaseTransactions`: the first page of the account's onramp purchases on `chain`,
 * newest first. They are in the history too; this list says which of its entries were bought.
 * Its failure leaves the history alone: those entries then read as received.
 */
const purchases = (target: Target) =>
  historyPage({ ...target, cursor: undefined }, true).pipe(
    Effect.map((page) =>
      page.data.filter((tx) => tx.metadata.chain === target.chain).sort(newestFirst),
    ),
    Effect.catch((error) =>
      Effect.as(
        Logger.use((l) => l.warn('onramp purchases not fetched', { error })),
        [] as Transaction[],
      ),
    ),
  )

/**
 * One page of history as the new list (the first with the onramp purchases). An unsupported
 * network has no history to fetch: nothing failed, the list is just empty. When the account or
 * network changed while the page was in flight, its answer is stale and the list stays as it
 * is. The modal's own transactions the page lists are no longer kept in storage.
 */
const fetchPage = (target: Target) =>
  Effect.gen(function* () {
    const store = yield* Store
    const [answer, bought] = yield* Effect.all(
      [historyPage(target, false), target.more ? Effect.succeed(undefined) : purchases(target)],
      { concurrency: 'unbounded' },
    )
    yield* forgetListed(answer.data.map((tx) => tx.id))
    const now = store.activity.peek().data
    if (now.account !== target.account || now.lastNetworkInView !== target.chain) return now
    const kept = target.more ? now.transactions : []
    const transactions = withPage(now, kept, answer.data, target.chain, target.address)
    const coinbaseTransactions = bought ?? now.coinbaseTransactions
    return { ...showing(now, transactions), coinbaseTransactions, next: answer.next }
  })

/**
 * Loads the connected account's transaction history into `state.activity` (SPEC §3, §4)
 * through `loadInto`: `status` 'loading' while in flight, then the page with spam-only
 * transactions and other chains' transactions dropped (SPEC §5), grouped by year then month,
 * and `empty` when nothing is left. On an error: status 'error' with 'Failed to fetch
 * transactions', the list emptied (`empty` true), the cursor cleared and the same toast. Only
 * eip155 has activity (SPEC §9); elsewhere the list is empty. `more` appends the page at the
 * `next` cursor; a changed account or network starts over, and a newer load wins over an
 * older one still in flight. A first page comes with the onramp purchases
 * (`coinbaseTransactions`), and the modal's own sends and swaps kept over a reload are listed
 * again first (`restoreOwn`).
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
    const network = store.network.value
    const account = store.account.value.caipAddress
    const address = store.account.value.address
    yield* restoreOwn()
    const current = store.activity.value.data
    const chain = network.caipNetworkId
    const cleared: ActivityList = {
      ...showing(current, []),
      coinbaseTransactions: [],
      lastNetworkInView: chain,
      account,
      empty: true,
      next: undefined,
    }
    if (!account || network.chainNamespace !== 'eip155') {
      return yield* loadInto(store.activity, Effect.succeed(cleared))
    }
    const sameList = current.account === account && current.lastNetworkInView === chain
    const more = options.more === true && sameList
    if (more && current.next === undefined) return
    // Another account or network: its list starts with the modal's own transactions only.
    const starting = (data: ActivityList | undefined) =>
      sameList
        ? data
        : {
            ...showing(cleared, withRecent([], (data ?? current).recent, chain, address)),
            empty: false,
          }
    const target = { account, chain, address, more, cursor: more ? current.next : undefined }
    yield* loadInto(store.activity, fetchPage(target), {
      loading: starting,
      onFailure: emptiedOnFailure,
    }).pipe(Effect.catchTag('DataApiError', report))
  }).pipe(Effect.asVoid)
