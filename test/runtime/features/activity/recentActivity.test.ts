import { describe, expect, it } from '@effect/vitest'
import { Deferred, Effect, Fiber } from 'effect'
import { loadActivity } from '../../../../runtime/features/activity/loadActivity.ts'
import { send } from '../../../../runtime/features/send/send.ts'
import { updateSend } from '../../../../runtime/features/send/sendForm.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import type { Transaction } from '../../../../runtime/state/types.ts'
import { connectAs, flowLayer, testNetwork } from '../../support/flowLayer.ts'
import { sendingWallet } from '../../support/sendingWallet.ts'
import { etherBalance } from '../../support/testTokens.ts'

const from = '0x00000000000000000000000000000000000000aa'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}` as const
const chain = testNetwork.caipNetworkId

/** A connected wallet that sends `hash`; the receipt comes when `mined` is completed. */
const setup = (history: readonly Transaction[] = []) => {
  const { mined, wallet, rpc } = sendingWallet(hash)
  const api = DataApi.layerTest({
    getAccountHistory: (() =>
      Effect.succeed({
        data: history,
        next: null,
      })) as unknown as DataApiService['getAccountHistory'],
  })
  const { layer, state } = flowLayer([wallet], { apiUrl: 'http://127.0.0.1:9' }, api, rpc)
  connectAs(state, from, { account: { balance: '1' } })
  return { layer, state, mined }
}

const statusOf = (txs: readonly Transaction[]) => txs.map((tx) => [tx.id, tx.metadata.status])

describe('Activity: what the modal just sent', () => {
  it.effect(
    'behavior: a send shows in the open Activity list at once as pending, then confirmed',
    () => {
      const s = setup()
      return Effect.gen(function* () {
        yield* loadActivity()
        expect(s.state.activity.value.data.empty).toBe(true)
        yield* updateSend({ token: etherBalance, amount: '0.01', receiver })
        const sending = yield* Effect.forkChild(send())
        // The wallet has sent; the chain has not mined it yet.
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        expect(statusOf(s.state.activity.value.data.transactions)).toEqual([[hash, 'pending']])
        expect(s.state.activity.value.data.transactions[0]).toMatchObject({
          metadata: { sentFrom: from, sentTo: receiver, chain },
          transfers: [
            { direction: 'out', quantity: { numeric: '0.01' }, fungible_info: { symbol: 'ETH' } },
          ],
        })
        expect(s.state.activity.value.data.empty).toBe(false)
        yield* Deferred.succeed(s.mined, 'success')
        yield* Fiber.join(sending)
        expect(statusOf(s.state.activity.value.data.transactions)).toEqual([[hash, 'confirmed']])
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect(
    'behavior: opening Activity later lists the pending send before the history has it, and once with it',
    () => {
      const listed: Transaction = {
        id: hash,
        metadata: {
          minedAt: '2026-01-01T00:00:00Z',
          chain,
          status: 'confirmed',
          sentFrom: from,
          sentTo: receiver,
        },
        transfers: [{ direction: 'out', quantity: { numeric: '0.01' } }],
      }
      const s = setup()
      const later = setup([listed])
      return Effect.gen(function* () {
        yield* updateSend({ token: etherBalance, amount: '0.01', receiver })
        const sending = yield* Effect.forkChild(send())
        yield* Effect.yieldNow
        yield* Effect.yieldNow
        yield* loadActivity()
        expect(statusOf(s.state.activity.value.data.transactions)).toEqual([[hash, 'pending']])
        yield* Deferred.succeed(s.mined, 'success')
        yield* Fiber.join(sending)
        // The history lists it now: one entry, the history's.
        later.state.activity.value = {
          ...later.state.activity.value,
          data: { ...later.state.activity.value.data, recent: s.state.activity.value.data.recent },
        }
        yield* loadActivity().pipe(Effect.provide(later.layer))
        expect(statusOf(later.state.activity.value.data.transactions)).toEqual([
          [hash, 'confirmed'],
        ])
        expect(later.state.activity.value.data.transactions[0]?.metadata.minedAt).toBe(
          '2026-01-01T00:00:00Z',
        )
      }).pipe(Effect.provide(s.layer))
    },
  )
})
