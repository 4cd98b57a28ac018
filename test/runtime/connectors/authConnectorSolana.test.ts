import type { SignatureBytes } from '@solana/kit'
import {
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit'
import { Effect, Fiber } from 'effect'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import type { FrameRequest } from '../../../generated/frame/zod.ts'
import { localSolanaNetwork } from '../../../playground/solana/localSolanaNetwork.ts'
import { AUTH_CONNECTOR_ID, makeAuthConnector } from '../../../runtime/connectors/authConnector.ts'
import { FrameReplyError } from '../../../runtime/errors/FrameReplyError.ts'
import { connect } from '../../../runtime/flows/connect.ts'
import { request as latchRequest } from '../../../runtime/flows/request.ts'
import { switchNetwork } from '../../../runtime/flows/switchNetwork.ts'
import { defineNetwork } from '../../../runtime/networks.ts'
import { type ApprovalUi, makeApprovalQueue } from '../../../server/frame/page/approvalQueue.ts'
import type { ApprovalAsk } from '../../../server/frame/page/describeRequest.ts'
import { makeFrameWallet } from '../../../server/frame/page/frameWallet.ts'
import { memoryVault } from '../../../server/frame/page/sessionVault.ts'
import { flowLayer } from '../support/flowLayer.ts'

const solanaLocal = localSolanaNetwork('http://127.0.0.1:1')
const anvil = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/**
 * The auth connector on the real frame wallet, joined without the iframe: each request goes
 * to `makeFrameWallet` as the frame page would hand it over, with a logged-in session.
 */
const setup = async () => {
  const vault = memoryVault()
  await vault.save({
    token: 't',
    email: 'ada@example.com',
    expiresAt: Date.now() + 1e6,
    privateKey: generatePrivateKey(),
  })
  const shown: ApprovalAsk[] = []
  let decide: ((approved: boolean) => void) | undefined
  const ui: ApprovalUi = {
    show: (ask, d) => {
      shown.push(ask)
      decide = d
    },
    more: () => undefined,
    hide: () => undefined,
  }
  const wallet = makeFrameWallet(
    {
      projectId: 'demo',
      allowedOrigins: ['http://127.0.0.1:5173'],
      chains: [
        { chainId: anvil.id as number, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' },
        { chainId: solanaLocal.id, name: 'Solana Local', rpcUrl: 'http://127.0.0.1:1' },
      ],
    },
    {
      fetch: (async () => new Response('{}', { status: 200 })) as unknown as typeof fetch,
      vault,
      approvals: makeApprovalQueue(ui, () => undefined),
    },
  )
  // The session of a finished e-mail login, as the frame finds it on load.
  await wallet({ id: crypto.randomUUID(), type: 'app/is-connected', payload: {} } as FrameRequest)
  const auth = makeAuthConnector({
    frameUrl: 'http://127.0.0.1:8788/frame',
    projectId: 'demo',
    openFrame: () =>
      Effect.succeed({
        request: (type: string, payload?: unknown) =>
          Effect.promise(() =>
            wallet({ id: crypto.randomUUID(), type, payload } as FrameRequest),
          ).pipe(
            Effect.flatMap((answer) =>
              answer.ok
                ? Effect.succeed({ id: '1', type: `${type}-success`, payload: answer.payload })
                : Effect.fail(
                    FrameReplyError.of(answer.message, {
                      request: type,
                      reply: `${type}-error`,
                      code: answer.code,
                    }),
                  ),
            ),
          ),
        onEvent: () => () => undefined,
        place: () => undefined,
        close: async () => undefined,
      }),
  })
  return { auth, shown, press: (approved: boolean) => decide?.(approved) }
}

/** Waits until the frame asks the visitor to approve `count` requests. */
const asked = (shown: readonly ApprovalAsk[], count = 1) =>
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
