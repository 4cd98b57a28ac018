import { describe, expect, it } from '@effect/vitest'
import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import { NATIVE_BALANCE_CACHE_MS } from '../../../../runtime/constants.ts'
import {
  refreshBalance,
  refreshBalanceNow,
} from '../../../../runtime/features/account/refreshBalance.ts'
import { ChainRpc } from '../../../../runtime/services/ChainRpc.ts'
import { emptyAccount } from '../../../../runtime/state/types.ts'
import { flowLayer, testNetwork } from '../../support/flowLayer.ts'

const address = '0x00000000000000000000000000000000000000aa'

/** A connected account on a chain whose n-th balance read (0-based) answers n + 1 ether. */
const setup = () => {
  let reads = 0
  const rpc = ChainRpc.layerTest({
    getBalance: () => Effect.sync(() => BigInt(++reads) * 10n ** 18n),
  })
  const { layer, state } = flowLayer([], {}, undefined, rpc)
  state.account.value = { ...emptyAccount, address, status: 'connected' }
  return { layer, state, reads: () => reads }
}

describe('refreshBalance (SPEC §9 native balance cache)', () => {
  it.effect(
    'behavior: a read within NATIVE_BALANCE_CACHE_MS uses the cache; one at 30 s reads the chain',
    () => {
      const s = setup()
      return Effect.gen(function* () {
        yield* refreshBalance()
        expect(s.state.account.value).toMatchObject({ balance: '1', balanceSymbol: 'ETH' })
        yield* TestClock.adjust(NATIVE_BALANCE_CACHE_MS - 1)
        yield* refreshBalance()
        expect(s.reads()).toBe(1)
        yield* TestClock.adjust(1)
        yield* refreshBalance()
        expect(s.reads()).toBe(2)
        expect(s.state.account.value.balance).toBe('2')
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('behavior: after a send the balance is read past the cache', () => {
    const s = setup()
    return Effect.gen(function* () {
      yield* refreshBalance()
      yield* refreshBalanceNow()
      expect(s.reads()).toBe(2)
      expect(s.state.account.value.balance).toBe('2')
    }).pipe(Effect.provide(s.layer))
  })

  it.effect('behavior: another account or network is its own cache entry', () => {
    const s = setup()
    return Effect.gen(function* () {
      yield* refreshBalance()
      s.state.account.value = { ...s.state.account.value, address: `${address.slice(0, -2)}bb` }
      yield* refreshBalance()
      s.state.network.value = { ...testNetwork, caipNetworkId: 'eip155:31338' }
      yield* refreshBalance()
      expect(s.reads()).toBe(3)
    }).pipe(Effect.provide(s.layer))
  })
})
