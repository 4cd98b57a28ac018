import type { Transaction } from '../../../generated/api/schemas.ts'

/** One month of `state.activity.transactionsByYear` (1–12, as `minedAt` writes it). */
export interface ActivityMonth {
  readonly month: number
  /** Newest first. */
  readonly transactions: readonly Transaction[]
}

/** One year of `state.activity.transactionsByYear`. */
export interface ActivityYear {
  readonly year: number
  /** Newest first. */
  readonly months: readonly ActivityMonth[]
}

/** `state.activity`: SPEC §3 transaction list state of the connected account. */
export interface ActivityState {
  /** Newest first; spam-only transactions and other chains' transactions left out (SPEC §5). */
  readonly transactions: readonly Transaction[]
  /** Onramp (coinbase) purchases; kept apart from the account history. */
  readonly coinbaseTransactions: readonly Transaction[]
  /** `transactions` grouped by year then month, newest first. */
  readonly transactionsByYear: readonly ActivityYear[]
  /** The CAIP-2 id of the network the list was loaded for. */
  readonly lastNetworkInView: string | undefined
  /** The CAIP-10 address the list belongs to. */
  readonly account: string | undefined
  readonly loading: boolean
  /** true when there is nothing to show (no results, an error, or a namespace without activity). */
  readonly empty: boolean
  /** The cursor of the next page; undefined on the last page or after an error. */
  readonly next: string | undefined
  /** SPEC §8 'Failed to fetch transactions' after the last load failed (the view's error state). */
  readonly error: string | undefined
  /**
   * Sends and swaps made in this modal, newest first, each pending until its receipt came
   * (SPEC §3 keeps pending transactions): listed at once and kept over each reload, until the
   * history has them.
   */
  readonly recent: readonly Transaction[]
}

/** The activity state before anything is loaded. */
export const emptyActivity: ActivityState = {
  transactions: [],
  coinbaseTransactions: [],
  transactionsByYear: [],
  lastNetworkInView: undefined,
  account: undefined,
  loading: false,
  empty: false,
  next: undefined,
  error: undefined,
  recent: [],
}
