import { Effect, Fiber } from 'effect'
import { verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../../../../runtime/connectors/embedded/authConnector.ts'
import { connect } from '../../../../runtime/features/connection/connect.ts'
import { disconnect } from '../../../../runtime/features/connection/disconnect.ts'
import { request as latchRequest } from '../../../../runtime/features/kernel/request.ts'
import { switchNetwork } from '../../../../runtime/features/networks/switchNetwork.ts'
import { flowLayer } from '../../support/flowLayer.ts'
import { anvil, frameWalletAuth, solanaLocal } from '../../support/frameWalletAuth.ts'

/** The embedded wallet connected in eip155 and solana through one frame session. */
const connectedOnBoth = async () => {
  const frame = await frameWalletAuth()
  const solana = frame.auth.solana
  if (!solana) throw new Error('no solana view')
  const { layer, state } = flowLayer([frame.auth, solana], {
    networks: [anvil, solanaLocal],
    adapters: ['eip155', 'solana'],
  })
  const run = <A, E>(effect: Effect.Effect<A, E, never>) => Effect.runPromise(effect)
  const provide = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    run(effect.pipe(Effect.provide(layer)) as Effect.Effect<A, E, never>)
  await provide(
    Effect.gen(function* () {
      yield* connect(AUTH_CONNECTOR_ID)
      yield* switchNetwork(solanaLocal)
    }),
  )
  expect(Object.keys(state.connections.value).sort()).toEqual(['eip155', 'solana'])
  return { ...frame, state, provide }
}

describe('embedded wallet: disconnecting one namespace', () => {
  it('default: disconnecting solana keeps eip155 connected, and its personal_sign still signs', async () => {
    const { state, provide, press, shown, isConnected } = await connectedOnBoth()
    await provide(disconnect('solana'))
    expect(state.connections.value.solana).toBeUndefined()
    const evm = state.connections.value.eip155
    expect(evm?.connectorId).toBe(AUTH_CONNECTOR_ID)
    expect(state.account.value.status).toBe('connected')
    expect(await isConnected()).toBe(true)
    const address = evm?.accounts[0]?.address as `0x${string}`
    const signature = await provide(
      Effect.gen(function* () {
        const signing = yield* Effect.forkChild(
          latchRequest({ method: 'personal_sign', params: ['0x6869', address] }, 'eip155'),
        )
        yield* Effect.promise(async () => {
          await vi.waitFor(() => expect(shown).toHaveLength(1))
          press(true)
        })
        return (yield* Fiber.join(signing)) as `0x${string}`
      }),
    )
    expect(await verifyMessage({ address, message: 'hi', signature })).toBe(true)
  })

  it('behavior: disconnect() disconnects both and signs the frame out', async () => {
    const { state, provide, isConnected } = await connectedOnBoth()
    await provide(disconnect())
    expect(state.connections.value).toEqual({})
    expect(await isConnected()).toBe(false)
  })

  it('behavior: disconnecting the last namespace signs the frame out', async () => {
    const { state, provide, isConnected } = await connectedOnBoth()
    await provide(disconnect('eip155'))
    expect(await isConnected()).toBe(true)
    expect(state.connections.value.solana?.connectorId).toBe(AUTH_CONNECTOR_ID)
    await provide(disconnect('solana'))
    expect(state.connections.value).toEqual({})
    expect(await isConnected()).toBe(false)
  })
})
