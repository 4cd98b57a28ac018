import type { Transaction } from '../../../generated/api/schemas.ts'
import { featureState } from '../../state/featureState.ts'
import type { Resource } from '../../state/resource.ts'

/** One month of `state.activity.data.transactionsByYear` (1–12, as `minedAt` writes it). */
export interface ActivityMonth {
  readonly month: number
  /** Newest first. */
  readonly transactions: readonly Transaction[]
}

/** One year of `state.activity.data.transactionsByYear`. */
export interface ActivityYear {
  readonly year: number
  /** Newest first. */
  readonly months: readonly ActivityMonth[]
}

/** The history of the connected account as loaded: `state.activity.data`. */
export interface ActivityList {
  /** Newest first; spam-only transactions and other chains' transactions left out (SPEC §5). */
  readonly transactions: readonly Transaction[]
  /**
   * The first page of the account's onramp (coinbase) purchases on the list's network, newest
   * first: the history lists them too, and these say which of its entries were bought.
   */
  readonly coinbaseTransactions: readonly Transaction[]
  /** `transactions` grouped by year then month, newest first. */
  readonly transactionsByYear: readonly ActivityYear[]
  /** The CAIP-2 id of the network the list was loaded for. */
  readonly lastNetworkInView: string | undefined
  /** The CAIP-10 address the list belongs to. */
  readonly account: string | undefined
  /** true when there is nothing to show (no results, an error, or a namespace without activity). */
  readonly empty: boolean
  /** The cursor of the next page; undefined on the last page or after an error. */
  readonly next: string | undefined
  /**
   * Sends and swaps made in this modal, newest first, each pending until its receipt came
   * (SPEC §3 keeps pending transactions): listed at once and kept over each reload, until the
   * history has them.
   */
  readonly recent: readonly Transaction[]
}

/**
 * `state.activity`: SPEC §3 transaction list state of the connected account, as a resource
 * (`loadActivity` loads it through `loadInto`): `status` 'loading' while a page is in flight
 * (the list shown so far kept), `error` SPEC §8 'Failed to fetch transactions' after the last
 * load failed (the list then emptied and its cursor cleared, SPEC §4). `data` is always there,
 * so the modal's own transactions (`recent`) have a place before the first load.
 */
export type ActivityState = Resource<ActivityList> & { readonly data: ActivityList }

/** The list before anything is loaded. */
export const emptyActivityList: ActivityList = {
  transactions: [],
  coinbaseTransactions: [],
  transactionsByYear: [],
  lastNetworkInView: undefined,
  account: undefined,
  empty: false,
  next: undefined,
  recent: [],
}

/** The activity state before anything is loaded. */
export const emptyActivity: ActivityState = {
  status: 'idle',
  data: emptyActivityList,
  error: undefined,
}

/** The activity's part of the state. */
export const activityFeature = featureState()({
  /** SPEC §3 transaction history of the connected account (eip155 only). */
  activity: emptyActivity,
})
