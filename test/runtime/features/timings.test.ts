import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import type { Connector } from '../../../runtime/connectors/Connector.ts'
import { DISCONNECT_WAIT_MS, SHAKE_MS } from '../../../runtime/constants.ts'
import { connect } from '../../../runtime/features/connection/connect.ts'
import { disconnect } from '../../../runtime/features/connection/disconnect.ts'
import { closeModal } from '../../../runtime/features/kernel/modal.ts'
import { resetView } from '../../../runtime/features/kernel/router.ts'
import { flowLayer, testNetwork } from '../support/flowLayer.ts'

/** A wallet at the edge: connects at once, and never answers a disconnect. */
const hangingWallet: Connector = {
  id: 'hang',
  name: 'Hanging Wallet',
  type: 'EXTERNAL',
  namespace: 'eip155',
  icon: undefined,
  rdns: undefined,
  connect: () =>
    Effect.succeed({
      accounts: [{ type: 'eoa', address: '0x00000000000000000000000000000000000000aa' }],
      caipNetworkId: testNetwork.caipNetworkId,
    }),
  restore: () => Effect.succeed(undefined),
  disconnect: () => Effect.never,
  switchNetwork: () => Effect.void,
  request: () => Effect.never,
  subscribe: () => () => {},
}

describe('timings crossed with TestClock', () => {
  it.effect('rule: disconnect gives up waiting for the wallet after DISCONNECT_WAIT_MS', () => {
    const { layer, state } = flowLayer([hangingWallet])
    return Effect.gen(function* () {
      yield* connect('hang')
      expect(state.account.value.status).toBe('connected')
      const fiber = yield* Effect.forkChild(disconnect())
      yield* TestClock.adjust(DISCONNECT_WAIT_MS - 1)
      expect(fiber.pollUnsafe()).toBeUndefined()
      expect(state.account.value.status).toBe('connected')
      yield* TestClock.adjust(1)
      yield* Fiber.join(fiber)
      expect(state.account.value.status).toBe('disconnected')
      expect(state.connections.value).toEqual({})
    }).pipe(Effect.provide(layer))
  })

  it.effect('rule: a refused close shakes the modal for SHAKE_MS', () => {
    const { layer, state } = flowLayer([hangingWallet], { siwx: { required: true } })
    return Effect.gen(function* () {
      state.router.value = resetView('SIWXSignMessage')
      state.modal.value = { open: true, loading: false, shake: false }
      expect(yield* closeModal()).toBe(false)
      expect(state.modal.value).toEqual({ open: true, loading: false, shake: true })
      yield* TestClock.adjust(SHAKE_MS - 1)
      expect(state.modal.value.shake).toBe(true)
      yield* TestClock.adjust(1)
      yield* Effect.yieldNow
      expect(state.modal.value.shake).toBe(false)
      expect(state.modal.value.open).toBe(true)
    }).pipe(Effect.provide(layer))
  })
})
