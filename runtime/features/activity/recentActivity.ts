import { Clock, Effect } from 'effect'
import type { TransactionTransfer } from '../../../generated/api/schemas.ts'
import { Background } from '../../services/Background.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { Transaction } from '../../state/types.ts'
import { groupByYearAndMonth, sameId, withRecent } from './activityList.ts'
import type { ActivityList, ActivityState } from './activityState.ts'

/** One leg of a send or swap made in the modal: what moved, in the token's units. */
export interface RecentLeg {
  readonly direction: 'in' | 'out'
  /** A decimal string ('0.01'). */
  readonly amount: string
  readonly name: string
  readonly symbol: string
}

/** `activity` with `recent` replaced and the shown list brought up to date with it. */
const applyRecent = (
  activity: ActivityList,
  recent: readonly Transaction[],
  chain: string,
  address: string,
): ActivityList => {
  const shown = activity.account !== undefined && activity.lastNetworkInView === chain
  if (!shown) return { ...activity, recent }
  const transactions = withRecent(
    activity.transactions.map((tx) => recent.find((r) => sameId(r.id, tx.id)) ?? tx),
    recent,
    chain,
    address,
  )
  return {
    ...activity,
    recent,
    transactions,
    transactionsByYear: groupByYearAndMonth(transactions),
    empty: transactions.length === 0,
  }
}

/**
 * The resource with its list edited in place: the modal's own transactions are no load, so the
 * status and error stay as `loadActivity` (through `loadInto`) left them.
 */
const withList = (activity: ActivityState, data: ActivityList): ActivityState => ({
  ...activity,
  data,
})

/**
 * Lists a transaction the modal just sent in Activity at once, as pending: its hash, the
 * account it left from, where it went, and its legs (one for a send, two for a swap).
 */
export const recordPending = (hash: string, sentTo: string, legs: readonly RecentLeg[]) =>
  Effect.gen(function* () {
    const store = yield* Store
    const address = store.account.value.address
    const chain = store.network.value.caipNetworkId
    if (!address || store.network.value.chainNamespace !== 'eip155') return
    const now = yield* Clock.currentTimeMillis
    const transfers = legs.map(
      (leg): TransactionTransfer => ({
        direction: leg.direction,
        quantity: { numeric: leg.amount },
        fungible_info: { name: leg.name, symbol: leg.symbol },
      }),
    )
    const tx: Transaction = {
      id: hash,
      metadata: {
        minedAt: new Date(now).toISOString(),
        chain,
        operationType: legs.length > 1 ? 'trade' : 'send',
        hash,
        sentFrom: address,
        sentTo,
        status: 'pending',
      },
      transfers,
    }
    const activity = store.activity.value.data
    const recent = [tx, ...activity.recent.filter((r) => !sameId(r.id, hash))]
    store.activity.value = withList(
      store.activity.value,
      applyRecent(activity, recent, chain, address),
    )
  })

/** Marks a transaction of the modal confirmed or failed, once its receipt came. */
export const settlePending = (hash: string, status: 'confirmed' | 'failed') =>
  Effect.gen(function* () {
    const store = yield* Store
    const activity = store.activity.value.data
    const own = activity.recent.find((r) => sameId(r.id, hash))
    if (!own?.metadata.sentFrom) return
    const recent = activity.recent.map((r) =>
      r === own ? { ...r, metadata: { ...r.metadata, status } } : r,
    )
    const list = applyRecent(activity, recent, own.metadata.chain, own.metadata.sentFrom)
    store.activity.value = withList(store.activity.value, list)
  })

/**
 * Settles a transaction whose receipt did not come while its flow waited: the wait goes on in
 * the background, so Activity turns it confirmed (or failed) when the chain says so.
 */
export const settleLater = (hash: `0x${string}`) =>
  Effect.gen(function* () {
    const store = yield* Store
    const network = store.network.value
    const background = yield* Background
    yield* background.run(
      Effect.gen(function* () {
        const rpc = yield* ChainRpc
        const receipt = yield* rpc.waitForReceipt(network, hash)
        yield* settlePending(hash, receipt.status === 'success' ? 'confirmed' : 'failed')
      }).pipe(
        Effect.catchCause((cause) =>
          Logger.use((l) => l.warn('receipt of a pending transaction not read', { cause })),
        ),
      ),
    )
  })
