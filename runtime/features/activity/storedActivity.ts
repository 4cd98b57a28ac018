import { Clock, Effect, Option, Schema } from 'effect'
import {
  RECENT_ACTIVITY_KEPT,
  RECENT_ACTIVITY_MAX_AGE_MS,
  RECENT_ACTIVITY_MAX_CHARS,
} from '../../constants.ts'
import { Storage, storageKey } from '../../services/Storage.ts'
import { sameId } from './activityList.ts'
import type { OwnTransaction } from './ownTransaction.ts'

// Any script of the page's origin can write this key: every field is checked and bounded, the
// text is not parsed past RECENT_ACTIVITY_MAX_CHARS, and what it says is only ever shown (a
// pending one is settled by the chain's receipt, never by what is stored).
const pattern = (re: RegExp) => Schema.String.check(Schema.isPattern(re))
const Text = Schema.String.check(Schema.isMaxLength(64))
const Address = pattern(/^0x[0-9a-fA-F]{40}$/)
const Leg = Schema.Struct({
  direction: Schema.Literals(['in', 'out']),
  amount: pattern(/^[0-9]{1,80}(\.[0-9]{1,80})?$/),
  name: Text,
  symbol: Text,
})
const Row = Schema.Struct({
  hash: pattern(/^0x[0-9a-fA-F]{64}$/),
  chain: pattern(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
  from: Address,
  to: Address,
  at: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(8.64e15)),
  status: Schema.Literals(['pending', 'confirmed', 'failed']),
  legs: Schema.Array(Leg).check(Schema.isMinLength(1), Schema.isMaxLength(2)),
})

/** The modal's own sends and swaps of every account and chain, newest first. */
const ownActivity = storageKey(
  'activity:own',
  Schema.String.check(Schema.isMaxLength(RECENT_ACTIVITY_MAX_CHARS)).pipe(
    Schema.decodeTo(
      Schema.fromJsonString(Schema.Array(Row).check(Schema.isMaxLength(RECENT_ACTIVITY_KEPT))),
    ),
  ),
)

/** The stored rows still young enough to show (one dated in the future is no younger). */
const storedRows = () =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const now = yield* Clock.currentTimeMillis
    const rows = Option.getOrElse(yield* storage.get(ownActivity), () => [])
    return rows.filter((row) => Math.abs(now - row.at) < RECENT_ACTIVITY_MAX_AGE_MS)
  })

const write = (rows: readonly OwnTransaction[]) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    if (rows.length === 0) return yield* storage.remove(ownActivity)
    const newest = [...rows].sort((a, b) => b.at - a.at).slice(0, RECENT_ACTIVITY_KEPT)
    yield* storage.set(ownActivity, newest)
  })

/**
 * Keeps `own` (a send or swap just made, or its new status) over a reload, in place of the
 * stored row of the same hash. Names and symbols are cut to what the stored form holds.
 */
export const keepOwn = (own: OwnTransaction) =>
  Effect.gen(function* () {
    const rows = yield* storedRows()
    const legs = own.legs.map((leg) => ({
      ...leg,
      name: leg.name.slice(0, 64),
      symbol: leg.symbol.slice(0, 64),
    }))
    yield* write([{ ...own, legs }, ...rows.filter((row) => !sameId(row.hash, own.hash))])
  })

/** The status of a stored row, when it is still stored (the history may have listed it). */
export const restatusOwn = (hash: string, status: OwnTransaction['status']) =>
  Effect.gen(function* () {
    const rows = yield* storedRows()
    if (!rows.some((row) => sameId(row.hash, hash))) return
    yield* write(rows.map((row) => (sameId(row.hash, hash) ? { ...row, status } : row)))
  })

/** Drops the stored rows the history lists now (its entry is the one to show). */
export const forgetListed = (ids: readonly string[]) =>
  Effect.gen(function* () {
    const rows = yield* storedRows()
    const rest = rows.filter((row) => !ids.some((id) => sameId(id, row.hash)))
    if (rest.length !== rows.length) yield* write(rest)
  })

/** The stored sends and swaps of `address` on `chain`, newest first. */
export const storedOwn = (chain: string, address: string) =>
  Effect.map(storedRows(), (rows) =>
    rows.filter((row) => row.chain === chain && sameId(row.from, address)),
  )
