import { useEffect } from 'react'
import type { ActivityList, Network, Transaction } from '../../runtime/index.ts'
import { formatBalance } from '../format/formatBalance.ts'
import { formatRelativeTime } from '../format/formatRelativeTime.ts'
import { shortenAddress } from '../format/shortenAddress.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useLatchAction } from '../hooks/useLatchAction.ts'
import { useResource } from '../hooks/useResource.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useI18n } from '../i18n/useT.ts'
import { ActionError } from './ActionError.tsx'
import { LoadMore } from './LoadMore.tsx'
import { SkeletonRows } from './SkeletonRows.tsx'
import { Spinner } from './Spinner.tsx'

/**
 * "May" for month 5 (in the locale's words); read as UTC, like the grouping, so the time zone
 * never moves a row.
 */
const monthName = (month: number, locale: string) =>
  new Date(Date.UTC(2000, month - 1, 1)).toLocaleString(locale, {
    month: 'long',
    timeZone: 'UTC',
  })

/** "May 2" from `minedAt`, the locale's way. */
const dayOf = (minedAt: string, locale: string) =>
  new Date(minedAt).toLocaleString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })

const directionLabel = {
  in: 'activity.received',
  out: 'activity.sent',
  self: 'activity.self',
} as const

type Transfer = Transaction['transfers'][number]

/** A swap's legs: a token out and another in, in one transaction. */
const swapLegs = (tx: Transaction) => {
  const out = tx.transfers.find((t) => t.direction === 'out' && t.fungible_info)
  const back = tx.transfers.find(
    (t) =>
      t.direction === 'in' &&
      t.fungible_info &&
      t.fungible_info.symbol !== out?.fungible_info?.symbol,
  )
  return out && back ? { out, back } : undefined
}

/**
 * One transaction: what moved (its first transfer), with whom, when and how it ended; a swap
 * says both legs ("Swapped 0.01 ETH for 29.9 LDT") and shows what came in; an onramp purchase
 * (`bought`) says "Bought", without the provider's address.
 */
const TransactionRow = ({
  tx,
  network,
  bought,
}: {
  readonly tx: Transaction
  readonly network: Network
  readonly bought: boolean
}) => {
  const { t, locale } = useI18n()
  const swap = swapLegs(tx)
  const transfer: Transfer | undefined = swap?.back ?? tx.transfers[0]
  const leg = (x: Transfer) =>
    `${formatBalance(x.quantity.numeric.replace(/^-/, ''), 4, locale)} ${x.fungible_info?.symbol ?? ''}`
  const { sentFrom, sentTo, status } = tx.metadata
  const peer = swap || bought ? undefined : transfer?.direction === 'in' ? sentFrom : sentTo
  const sign = transfer?.direction === 'in' ? '+' : transfer?.direction === 'out' ? '−' : ''
  const symbol = transfer?.fungible_info?.symbol ?? network.nativeCurrency.symbol
  return (
    <li
      className="latch-row-item"
      data-latch-transaction={tx.id}
      data-latch-transaction-status={status ?? 'confirmed'}
    >
      <span className="latch-grow">
        <span className="latch-line">
          {swap
            ? t('activity.swapped', { from: leg(swap.out), to: leg(swap.back) })
            : bought
              ? t('activity.bought')
              : transfer
                ? t(directionLabel[transfer.direction])
                : t('activity.other')}
          {status === 'failed' && <span className="latch-tag">{t('activity.failed')}</span>}
          {status === 'pending' && <span className="latch-tag">{t('activity.pending')}</span>}
        </span>
        <span className="latch-line latch-muted">
          {/* SPEC §9 "relative time in English short form" ("2h ago"); the date on hover. */}
          <time dateTime={tx.metadata.minedAt} title={dayOf(tx.metadata.minedAt, locale)}>
            {formatRelativeTime(Date.parse(tx.metadata.minedAt), Date.now(), locale)}
          </time>
          {peer &&
            ` · ${t(transfer?.direction === 'in' ? 'activity.from' : 'activity.to', {
              address: shortenAddress(peer),
            })}`}
        </span>
      </span>
      {transfer && (
        <span className="latch-end" data-latch-transaction-amount="">
          {/* The sign stays on the number's side in a right-to-left line. */}
          <bdi dir="ltr">{`${sign}${formatBalance(transfer.quantity.numeric.replace(/^-/, ''), 4, locale)}`}</bdi>
          {` ${symbol}`}
        </span>
      )}
    </li>
  )
}

/** The year and month sections of the list, newest first; the onramp's purchases say so. */
const Years = ({ list, network }: { readonly list: ActivityList; readonly network: Network }) => {
  const { locale } = useI18n()
  const bought = new Set(list.coinbaseTransactions.map((tx) => tx.id.toLowerCase()))
  return list.transactionsByYear.map(({ year, months }) => (
    <section key={year} className="latch-stack" data-latch-year={year}>
      <h3 className="latch-year">{year}</h3>
      {months.map(({ month, transactions }) => (
        <section key={month} data-latch-month={month}>
          <h4 className="latch-month latch-muted">{monthName(month, locale)}</h4>
          <ul className="latch-list">
            {transactions.map((tx) => (
              <TransactionRow
                key={tx.id}
                tx={tx}
                network={network}
                bought={bought.has(tx.id.toLowerCase())}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  ))
}

/**
 * The Activity tab of Account (`data-latch-view="Transactions"`): `state.activity` (a resource,
 * read with `useResource`) grouped by year then month, newest first (SPEC §3), loaded with
 * `loadActivity` when the tab opens and page by page at the end of the list; placeholder rows
 * for the first page, the list kept while it reloads, SPEC §8 'Failed to fetch transactions'
 * with a retry, and an empty note. The flow writes its own failures into the state (and the
 * toast); a load that fails otherwise says why below the list.
 */
export const Transactions = () => {
  const { t } = useI18n()
  const latch = useLatch()
  const activity = useResource(latch.state.activity)
  const list = activity.data
  const network = useSignalValue(latch.state.network)
  const caipAddress = useSignalValue(latch.state.account).caipAddress

  const load = useLatchAction((more: boolean) =>
    more ? latch.loadActivity({ more }) : latch.loadActivity(),
  )

  // Each opening (and each account, network or client) loads the newest page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `latch` is the reason to run again
  useEffect(() => {
    if (caipAddress) load.run(false)
  }, [load.run, latch, caipAddress])

  const retry = () => load.run(false)
  const current = list.account === caipAddress && list.lastNetworkInView === network.caipNetworkId
  const body = (() => {
    if (!current || (activity.isLoading && list.transactions.length === 0))
      return <SkeletonRows label={t('activity.loading')} />
    if (activity.isError)
      return (
        <div className="latch-stack">
          <p className="latch-error" role="alert">
            {activity.error}
          </p>
          <button type="button" className="latch-button" data-variant="secondary" onClick={retry}>
            {t('activity.retry')}
          </button>
        </div>
      )
    if (list.empty) return <p className="latch-muted latch-center">{t('activity.empty')}</p>
    return (
      <>
        <Years list={list} network={network} />
        <ul className="latch-list">
          {activity.isLoading ? (
            <li className="latch-center" role="status" aria-label={t('activity.loadingMore')}>
              <Spinner />
            </li>
          ) : (
            list.next !== undefined && <LoadMore onMore={() => load.run(true)} />
          )}
        </ul>
      </>
    )
  })()
  return (
    <div className="latch-stack" data-latch-view="Transactions" aria-busy={activity.isLoading}>
      {body}
      <ActionError error={load.error} />
    </div>
  )
}
