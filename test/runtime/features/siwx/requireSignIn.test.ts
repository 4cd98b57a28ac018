import { describe, expect, it } from '@effect/vitest'
import { Effect } from 'effect'
import { requireSignIn } from '../../../../runtime/features/siwx/signIn.ts'
import { Sessions } from '../../../../runtime/services/Sessions.ts'
import { emptyAccount } from '../../../../runtime/state/types.ts'
import { flowLayer, testNetwork } from '../../support/flowLayer.ts'

const address = '0x00000000000000000000000000000000000000aa'

/** Connected on the test network with sign-in on; `Sessions` reads as `get` does. */
const setup = (get: () => never | readonly never[]) => {
  const { layer, state } = flowLayer([], { siwx: { required: false } })
  state.connections.value = {
    eip155: {
      connectorId: 'injected',
      accounts: [{ type: 'eoa', address }],
      caipNetworkId: testNetwork.caipNetworkId,
    },
  }
  state.account.value = {
    ...emptyAccount,
    address,
    caipAddress: `${testNetwork.caipNetworkId}:${address}`,
    status: 'connected',
  }
  const sessions = Sessions.of({
    get: () => Effect.sync(get),
    add: () => Effect.void,
    clear: () => Effect.void,
  })
  return { layer, state, sessions }
}

describe('requireSignIn when sign-in cannot start', () => {
  it.effect(
    "behavior: sessions that cannot be read disconnect, show Connect and the toast 'A problem occurred while trying initialize authentication'",
    () => {
      const { layer, state, sessions } = setup(() => {
        throw new Error('the app’s session store is down')
      })
      return Effect.gen(function* () {
        yield* requireSignIn().pipe(Effect.provideService(Sessions, sessions))
        expect(state.toast.value?.message).toBe(
          'A problem occurred while trying initialize authentication',
        )
        expect(state.router.value.view).toBe('Connect')
        expect(state.connections.value.eip155).toBeUndefined()
        expect(state.account.value.status).not.toBe('connected')
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('default: readable sessions and none kept open the sign view, with no toast', () => {
    const { layer, state, sessions } = setup(() => [])
    return Effect.gen(function* () {
      yield* requireSignIn().pipe(Effect.provideService(Sessions, sessions))
      expect(state.router.value.view).toBe('SIWXSignMessage')
      expect(state.toast.value).toBeUndefined()
    }).pipe(Effect.provide(layer))
  })
})
