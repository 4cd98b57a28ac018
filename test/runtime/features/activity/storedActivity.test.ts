import { describe, expect, it } from '@effect/vitest'
import { Deferred, Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import {
  CONFIRM_TIMEOUT_MS,
  RECENT_ACTIVITY_KEPT,
  RECENT_ACTIVITY_MAX_AGE_MS,
  RECENT_ACTIVITY_MAX_CHARS,
} from '../../../../runtime/constants.ts'
import { loadActivity } from '../../../../runtime/features/activity/loadActivity.ts'
import { recordPending } from '../../../../runtime/features/activity/recentActivity.ts'
import { send } from '../../../../runtime/features/send/send.ts'
import { updateSend } from '../../../../runtime/features/send/sendForm.ts'
import { Background } from '../../../../runtime/services/Background.ts'
import { DataApi } from '../../../../runtime/services/DataApi.ts'
import {
  makeMemoryBackend,
  STORAGE_PREFIX,
  type StorageBackend,
} from '../../../../runtime/services/Storage.ts'
import type { Transaction } from '../../../../runtime/state/types.ts'
import { connectAs, flowLayer, testNetwork, testPolygon } from '../../support/flowLayer.ts'
import { sendingWallet } from '../../support/sendingWallet.ts'
import { etherBalance } from '../../support/testTokens.ts'

const from = '0x00000000000000000000000000000000000000aa'
const other = '0x00000000000000000000000000000000000000bb'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}` as const
const chain = testNetwork.caipNetworkId
const key = `${STORAGE_PREFIX}activity:own`
const leg = { direction: 'out', amount: '0.01', name: 'Ether', symbol: 'ETH' } as const

/** The history's entry of `hash` once indexed. */
const listed = (id: string): Transaction => ({
  id,
  metadata: { minedAt: '2026-01-01T00:00:00Z', chain, status: 'confirmed', sentFrom: from },
  transfers: [{ direction: 'out', quantity: { numeric: '0.01' } }],
})

/**
 * One page load over `storage` (shared between loads: a reload), connected as `address` on
 * `network`: the wallet sends `hash`, the history lists `history`, and a receipt comes when
 * `mined` is completed.
 */
const page = (
  storage: StorageBackend,
  history: readonly Transaction[] = [],
  { address = from, network = testNetwork } = {},
) => {
  const { mined, wallet, rpc } = sendingWallet(hash)
  const api = DataApi.layerTest({
    getAccountHistory: (input) =>
      Effect.succeed({ data: input.onramp === undefined ? history : [], next: null }),
  })
  const options = { apiUrl: 'http://127.0.0.1:9', networks: [testNetwork, testPolygon] }
  const { layer, state } = flowLayer([wallet], options, api, rpc, storage)
  connectAs(state, address, { network, account: { balance: '1' } })
  state.network.value = network
  return { layer, state, mined }
}

const shown = (s: ReturnType<typeof page>) =>
  s.state.activity.value.data.transactions.map((tx) => [tx.id, tx.metadata.status])

/** A stored value as any script of the page could write it. */
const forge = (storage: StorageBackend, rows: unknown) =>
  storage.setItem(key, typeof rows === 'string' ? rows : JSON.stringify(rows))

const row = (extra: Record<string, unknown> = {}) => ({
  hash,
  chain,
  from,
  to: receiver,
  at: 0,
  status: 'pending',
  legs: [leg],
  ...extra,
})

describe('Activity after a reload: the modal own sends and swaps', () => {
  it.effect(
    'behavior: a send still pending at the reload is listed pending, and confirmed by its receipt',
    () => {
      const storage = makeMemoryBackend()
      const before = page(storage)
      const after = page(storage)
      return Effect.gen(function* () {
        yield* updateSend({ token: etherBalance, amount: '0.01', receiver }).pipe(
          Effect.provide(before.layer),
        )
        // Sent; the receipt does not come in the 25 s the send waits, then the page reloads.
        const sending = yield* Effect.forkChild(send().pipe(Effect.provide(before.layer)))
        yield* TestClock.adjust(CONFIRM_TIMEOUT_MS)
        yield* Fiber.join(sending)
        yield* Effect.gen(function* () {
          yield* loadActivity()
          expect(shown(after)).toEqual([[hash, 'pending']])
          expect(after.state.activity.value.data.transactions[0]).toMatchObject({
            metadata: { sentFrom: from, sentTo: receiver, chain, operationType: 'send' },
            transfers: [
              { direction: 'out', quantity: { numeric: '0.01' }, fungible_info: { symbol: 'ETH' } },
            ],
          })
          yield* Deferred.succeed(after.mined, 'reverted')
          yield* Background.use((b) => b.idle)
          expect(shown(after)).toEqual([[hash, 'failed']])
        }).pipe(Effect.provide(after.layer))
        // The status the receipt gave is what the next reload shows.
        const third = page(storage)
        yield* loadActivity().pipe(Effect.provide(third.layer))
        expect(shown(third)).toEqual([[hash, 'failed']])
      })
    },
  )

  it.effect('behavior: once the history lists the hash, the stored one is dropped', () => {
    const storage = makeMemoryBackend()
    return Effect.gen(function* () {
      yield* recordPending(hash, receiver, [leg]).pipe(Effect.provide(page(storage).layer))
      const indexed = page(storage, [listed(hash)])
      yield* loadActivity().pipe(Effect.provide(indexed.layer))
      expect(shown(indexed)).toEqual([[hash, 'confirmed']])
      expect(storage.getItem(key)).toBeNull()
      // A history that no longer lists it (another filter, a reorg): no stale copy comes back.
      const later = page(storage)
      yield* loadActivity().pipe(Effect.provide(later.layer))
      expect(shown(later)).toEqual([])
    })
  })

  it.effect('behavior: a stored one older than RECENT_ACTIVITY_MAX_AGE_MS is not listed', () => {
    const storage = makeMemoryBackend()
    return Effect.gen(function* () {
      yield* recordPending(hash, receiver, [leg]).pipe(Effect.provide(page(storage).layer))
      yield* TestClock.adjust(RECENT_ACTIVITY_MAX_AGE_MS - 1)
      const young = page(storage)
      yield* loadActivity().pipe(Effect.provide(young.layer))
      expect(shown(young)).toEqual([[hash, 'pending']])
      yield* TestClock.adjust(1)
      const old = page(storage)
      yield* loadActivity().pipe(Effect.provide(old.layer))
      expect(shown(old)).toEqual([])
    })
  })

  it.effect('behavior: another account, or the same on another chain, does not list it', () => {
    const storage = makeMemoryBackend()
    return Effect.gen(function* () {
      yield* recordPending(hash, receiver, [leg]).pipe(Effect.provide(page(storage).layer))
      const otherAccount = page(storage, [], { address: other })
      yield* loadActivity().pipe(Effect.provide(otherAccount.layer))
      expect(shown(otherAccount)).toEqual([])
      const otherChain = page(storage, [], { network: testPolygon })
      yield* loadActivity().pipe(Effect.provide(otherChain.layer))
      expect(shown(otherChain)).toEqual([])
      // The address in another case is the same account.
      const upper = page(storage, [], { address: from.toUpperCase().replace('0X', '0x') })
      yield* loadActivity().pipe(Effect.provide(upper.layer))
      expect(shown(upper)).toEqual([[hash, 'pending']])
    })
  })

  it.effect(
    `limits: at most RECENT_ACTIVITY_KEPT (${RECENT_ACTIVITY_KEPT}) are kept, the newest`,
    () => {
      const storage = makeMemoryBackend()
      const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
      return Effect.gen(function* () {
        const sending = page(storage)
        for (let n = 0; n <= RECENT_ACTIVITY_KEPT; n++) {
          yield* recordPending(hashOf(n), receiver, [leg]).pipe(Effect.provide(sending.layer))
          yield* TestClock.adjust(1000)
        }
        const after = page(storage)
        yield* loadActivity().pipe(Effect.provide(after.layer))
        const ids = after.state.activity.value.data.transactions.map((tx) => tx.id)
        expect(ids).toHaveLength(RECENT_ACTIVITY_KEPT)
        expect(ids[0]).toBe(hashOf(RECENT_ACTIVITY_KEPT))
        expect(ids).not.toContain(hashOf(0))
      })
    },
  )

  it.effect('security: what another script wrote is shown only when it is well formed', () => {
    const storage = makeMemoryBackend()
    const listedAfter = (rows: unknown) =>
      Effect.gen(function* () {
        forge(storage, rows)
        const s = page(storage)
        yield* loadActivity().pipe(Effect.provide(s.layer))
        return s.state.activity.value.data.transactions.length
      })
    return Effect.gen(function* () {
      expect(yield* listedAfter([row()])).toBe(1)
      expect(yield* listedAfter('not json')).toBe(0)
      expect(yield* listedAfter({ hash })).toBe(0)
      expect(yield* listedAfter([row({ hash: 'javascript:alert(1)' })])).toBe(0)
      expect(yield* listedAfter([row({ to: '<img src=x onerror=alert(1)>' })])).toBe(0)
      expect(yield* listedAfter([row({ legs: [{ ...leg, amount: '1e400' }] })])).toBe(0)
      expect(yield* listedAfter([row({ legs: [{ ...leg, symbol: 'X'.repeat(65) }] })])).toBe(0)
      expect(yield* listedAfter([row({ legs: [leg, leg, leg] })])).toBe(0)
      expect(yield* listedAfter([row({ status: 'approved' })])).toBe(0)
      const many = Array.from({ length: RECENT_ACTIVITY_KEPT + 1 }, (_, n) =>
        row({ hash: `0x${n.toString(16).padStart(64, '0')}` }),
      )
      expect(yield* listedAfter(many)).toBe(0)
      const padded = JSON.stringify([row()]).replace(
        '[',
        `[${' '.repeat(RECENT_ACTIVITY_MAX_CHARS)}`,
      )
      expect(yield* listedAfter(padded)).toBe(0)
      // A refused value is removed, so the next read does not parse it again.
      expect(storage.getItem(key)).toBeNull()
    })
  })
})
