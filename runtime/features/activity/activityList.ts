import type { ActivityYear, Transaction } from '../../state/types.ts'

/** `minedAt` is ISO 8601; its text sorts like its time. */
export const newestFirst = (a: Transaction, b: Transaction) =>
  a.metadata.minedAt < b.metadata.minedAt ? 1 : a.metadata.minedAt > b.metadata.minedAt ? -1 : 0

/**
 * Groups transactions (already newest first) by year then month, newest first. Year and month
 * are read from `minedAt` as written, so the grouping does not depend on the local time zone.
 */
export const groupByYearAndMonth = (
  transactions: readonly Transaction[],
): readonly ActivityYear[] => {
  const years: { year: number; months: { month: number; transactions: Transaction[] }[] }[] = []
  for (const tx of [...transactions].sort(newestFirst)) {
    const year = Number(tx.metadata.minedAt.slice(0, 4))
    const month = Number(tx.metadata.minedAt.slice(5, 7))
    let y = years.at(-1)
    if (y?.year !== year) {
      y = { year, months: [] }
      years.push(y)
    }
    let m = y.months.at(-1)
    if (m?.month !== month) {
      m = { month, transactions: [] }
      y.months.push(m)
    }
    m.transactions.push(tx)
  }
  return years
}

export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The history page with the modal's own sends and swaps of this account on `chain`: one the
 * history does not list yet is added (pending, or confirmed before the indexer saw it); one it
 * lists keeps the history's entry, with the modal's legs when the history knows fewer of them
 * (a swap whose tokens came back through an internal call).
 */
export const withRecent = (
  listed: readonly Transaction[],
  recent: readonly Transaction[],
  chain: string,
  address: string | undefined,
): Transaction[] => {
  const mine = recent.filter(
    (tx) =>
      tx.metadata.chain === chain &&
      address !== undefined &&
      sameId(tx.metadata.sentFrom ?? '', address),
  )
  const merged = listed.map((tx) => {
    const own = mine.find((r) => sameId(r.id, tx.id))
    return own && own.transfers.length > tx.transfers.length
      ? { ...tx, transfers: own.transfers }
      : tx
  })
  const unlisted = mine.filter((r) => !listed.some((tx) => sameId(tx.id, r.id)))
  return [...merged, ...unlisted].sort(newestFirst)
}
