import type { SignatureBytes } from '@solana/kit'
import {
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit'
import { Effect, Fiber } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../../../../runtime/connectors/embedded/authConnector.ts'
import { connect } from '../../../../runtime/features/connection/connect.ts'
import { request as latchRequest } from '../../../../runtime/features/kernel/request.ts'
import { switchNetwork } from '../../../../runtime/features/networks/switchNetwork.ts'
import { flowLayer } from '../../support/flowLayer.ts'
import { anvil, frameWalletAuth as setup, solanaLocal } from '../../support/frameWalletAuth.ts'

/** Waits until the frame asks the visitor to approve `count` requests. */
const asked = (shown: readonly unknown[], count = 1) =>
  vi.waitFor(() => expect(shown).toHaveLength(count))

describe('auth connector: the solana namespace', () => {
  it('default: connecting in solana gives the Solana address while eip155 keeps the EVM one', async () => {
    const { auth } = await setup()
    const solana = auth.solana
    if (!solana) throw new Error('no solana view')
    expect(solana.namespace).toBe('solana')
    expect(solana.id).toBe(auth.id)
    const evm = await Effect.runPromise(auth.connect(anvil))
    const sol = await Effect.runPromise(solana.connect(solanaLocal))
    expect(evm.accounts[0]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(sol.accounts[0]?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(sol.caipNetworkId).toBe(solanaLocal.caipNetworkId)
    // The EVM side still answers on its own chain after the frame moved to Solana.
    expect(await Effect.runPromise(auth.request({ method: 'eth_chainId', params: [] }))).toBe(
      '0x7a69',
    )
    expect(await Effect.runPromise(auth.request({ method: 'eth_accounts', params: [] }))).toEqual([
      evm.accounts[0]?.address,
    ])
  })

  it('behavior: solana_signMessage waits for the frame approval and verifies', async () => {
    const { auth, shown, press } = await setup()
    const solana = auth.solana
    if (!solana) throw new Error('no solana view')
    const { accounts } = await Effect.runPromise(solana.connect(solanaLocal))
    const pubkey = accounts[0]?.address as string
    const text = new TextEncoder().encode('Sign in to Latch')
    const pending = Effect.runPromise(
      solana.request({
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(text), pubkey },
      }),
    )
    await asked(shown)
    expect(shown.map((a) => a.method)).toEqual(['solana_signMessage'])
    press(true)
    const { signature } = (await pending) as { signature: string }
    const bytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
    expect(await verifySignature(await getPublicKeyFromAddress(pubkey as never), bytes, text)).toBe(
      true,
    )
  })

  it('behavior: Reject in the frame is a 4001 user rejection; an EVM network is refused', async () => {
    const { auth, shown, press } = await setup()
    const solana = auth.solana
    if (!solana) throw new Error('no solana view')
    const { accounts } = await Effect.runPromise(solana.connect(solanaLocal))
    const pending = Effect.runPromise(
      Effect.flip(
        solana.request({
          method: 'solana_signMessage',
          params: { message: '2', pubkey: accounts[0]?.address },
        }),
      ),
    )
    await asked(shown)
    press(false)
    expect(await pending).toMatchObject({ reason: 'UserRejected', code: 4001 })
    expect(await Effect.runPromise(Effect.flip(solana.connect(anvil)))).toMatchObject({
      _tag: 'WalletError',
    })
  })
})

describe('createLatch flows: the e-mail login reaches Solana', () => {
  it('default: switching to a Solana network while connected by e-mail connects the Solana account, and solana_signMessage works', async () => {
    const { auth, shown, press } = await setup()
    const solana = auth.solana
    if (!solana) throw new Error('no solana view')
    const { layer, state } = flowLayer([auth, solana], {
      networks: [anvil, solanaLocal],
      adapters: ['eip155', 'solana'],
    })
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* connect(AUTH_CONNECTOR_ID)
        expect(state.connections.value.solana).toBeUndefined()
        yield* switchNetwork(solanaLocal)
        const connection = state.connections.value.solana
        expect(connection?.connectorId).toBe(AUTH_CONNECTOR_ID)
        expect(connection?.caipNetworkId).toBe(solanaLocal.caipNetworkId)
        const pubkey = connection?.accounts[0]?.address as string
        expect(pubkey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
        expect(state.connections.value.eip155?.accounts[0]?.address).toMatch(/^0x/)
        const text = new TextEncoder().encode('hello')
        const signing = yield* Effect.forkChild(
          latchRequest(
            {
              method: 'solana_signMessage',
              params: { message: getBase58Decoder().decode(text), pubkey },
            },
            'solana',
          ),
        )
        yield* Effect.promise(async () => {
          await asked(shown)
          press(true)
        })
        const { signature } = (yield* Fiber.join(signing)) as { signature: string }
        const bytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
        const ok = yield* Effect.promise(async () =>
          verifySignature(await getPublicKeyFromAddress(pubkey as never), bytes, text),
        )
        expect(ok).toBe(true)
      }).pipe(Effect.provide(layer)),
    )
  })
})
