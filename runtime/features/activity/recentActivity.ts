import { Clock, Effect } from 'effect'
import { Background } from '../../services/Background.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { Transaction } from '../../state/types.ts'
import { groupByYearAndMonth, sameId, withRecent } from './activityList.ts'
import type { ActivityList, ActivityState } from './activityState.ts'
import { ownTransaction, type RecentLeg } from './ownTransaction.ts'
import { keepOwn, restatusOwn, storedOwn } from './storedActivity.ts'

export type { RecentLeg } from './ownTransaction.ts'

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
 * account it left from, where it went, and its legs (one for a send, two for a swap). It is
 * also kept in storage, so Activity still lists it after a reload (`restoreOwn`).
 */
export const recordPending = (hash: string, sentTo: string, legs: readonly RecentLeg[]) =>
  Effect.gen(function* () {
    const store = yield* Store
    const address = store.account.value.address
    const chain = store.network.value.caipNetworkId
    if (!address || store.network.value.chainNamespace !== 'eip155') return
    const at = yield* Clock.currentTimeMillis
    const own = { hash, chain, from: address, to: sentTo, at, status: 'pending', legs } as const
    const activity = store.activity.value.data
    const recent = [ownTransaction(own), ...activity.recent.filter((r) => !sameId(r.id, hash))]
    store.activity.value = withList(
      store.activity.value,
      applyRecent(activity, recent, chain, address),
    )
    yield* keepOwn(own)
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
    yield* restatusOwn(hash, status)
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

/**
 * After a reload: the sends and swaps of the connected account on its chain that the modal
 * kept in storage and does not list yet join `recent`, and each still pending is watched
 * again (`settleLater`), so it turns confirmed or failed by the chain's receipt.
 */
export const restoreOwn = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const address = store.account.value.address
    const chain = store.network.value.caipNetworkId
    if (!address || store.network.value.chainNamespace !== 'eip155') return
    const activity = store.activity.value.data
    const stored = yield* storedOwn(chain, address)
    const missing = stored.filter((own) => !activity.recent.some((r) => sameId(r.id, own.hash)))
    if (missing.length === 0) return
    const recent = [...activity.recent, ...missing.map(ownTransaction)]
    store.activity.value = withList(
      store.activity.value,
      applyRecent(activity, recent, chain, address),
    )
    for (const own of missing) {
      if (own.status === 'pending') yield* settleLater(own.hash as `0x${string}`)
    }
  })
