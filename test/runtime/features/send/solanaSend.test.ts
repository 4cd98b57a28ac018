import { describe, expect, it } from '@effect/vitest'
import { type Address, address, createSolanaRpc, type KeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, vi } from 'vitest'
import type { TokenBalance } from '../../../../generated/api/schemas.ts'
import {
  createSolanaDevWallet,
  type SolanaDevWallet,
} from '../../../../playground/solana/createSolanaDevWallet.ts'
import {
  devSolanaKeys,
  devSplToken,
  localSolanaNetwork,
  type SolanaChain,
  startSolanaChain,
} from '../../../../playground/solana/index.ts'
import type { Connector } from '../../../../runtime/connectors/Connector.ts'
import { makeWalletStandardConnector } from '../../../../runtime/connectors/walletStandard/walletStandardConnector.ts'
import { CONFIRM_TIMEOUT_MS } from '../../../../runtime/constants.ts'
import { request } from '../../../../runtime/features/kernel/request.ts'
import { estimateSendFee } from '../../../../runtime/features/send/previewFees.ts'
import { send } from '../../../../runtime/features/send/send.ts'
import { nativeToken } from '../../../../runtime/features/send/sendTokens.ts'
import { buildSolanaTransfer } from '../../../../runtime/features/send/solanaSend.ts'
import type { Network } from '../../../../runtime/networks.ts'
import { emptySend } from '../../../../runtime/state/types.ts'
import { connectAs, flowLayer } from '../../support/flowLayer.ts'

let chain: SolanaChain
let network: Network
let signers: KeyPairSigner[]

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  network = localSolanaNetwork(chain.url)
  signers = await devSolanaKeys()
})
afterAll(() => chain?.stop())

/** Latch with the Solana dev wallet (dev key 0) connected on the local chain. */
const setup = async (wallet?: SolanaDevWallet) => {
  const signer = signers[0] as KeyPairSigner
  const dev =
    wallet ??
    createSolanaDevWallet({
      signer,
      rpcUrls: { [network.caipNetworkId]: chain.url },
      autoApprove: true,
    })
  const connector: Connector = makeWalletStandardConnector(dev, 'solana')
  await Effect.runPromise(connector.connect(network))
  const { layer, state } = flowLayer([connector], { networks: [network] })
  connectAs(state, signer.address, {
    network,
    connectorId: connector.id,
    account: { balance: '100' },
  })
  return { layer, state, from: signer.address }
}

const lds = (): TokenBalance => ({
  name: devSplToken.name,
  symbol: devSplToken.symbol,
  chainId: network.caipNetworkId,
  address: `${network.caipNetworkId}:${chain.mint}`,
  value: 0,
  price: 0,
  quantity: { decimals: String(devSplToken.decimals), numeric: '1000' },
  iconUrl: '',
})

const rpc = () => createSolanaRpc(chain.url)
const sol = async (owner: Address) => (await rpc().getBalance(owner).send()).value
const splOf = async (owner: Address) => {
  const { value } = await rpc()
    .getTokenAccountsByOwner(owner, { mint: chain.mint }, { encoding: 'jsonParsed' })
    .send()
  return BigInt(value[0]?.account.data.parsed.info.tokenAmount.amount ?? '0')
}

describe('send on solana (headless, the local chain)', () => {
  it('default: 0.1 SOL reaches the receiver, confirmed, and the balance is read again', async () => {
    const { layer, state, from } = await setup()
    const receiver = chain.keys[1] as Address
    const before = await sol(receiver)
    state.send.value = {
      ...emptySend,
      token: nativeToken(network, '100'),
      sendTokenAmount: '0.1',
      receiverAddress: receiver,
    }
    const result = await Effect.runPromise(Effect.provide(send(), layer))
    expect(result.confirmed).toBe(true)
    expect(result.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await sol(receiver)).toBe(before + 100_000_000n)
    expect(state.send.value).toMatchObject({ status: 'sent', hash: result.hash, confirmed: true })
    // The account's SOL was read from the chain after the send (less the 0.1 and the fee).
    expect(state.account.value.balance).toBe(formatUnits(await sol(from), 9))
    expect(Number(state.account.value.balance)).toBeLessThan(100)
  })

  it('behavior: the preview’s network fee is the node’s price of the transfer, and what the send then costs', async () => {
    const { layer, state, from } = await setup()
    const receiver = chain.keys[1] as Address
    state.account.value = {
      ...state.account.value,
      tokenBalance: [{ ...nativeToken(network, '100'), price: 150 }],
    }
    state.send.value = {
      ...emptySend,
      token: nativeToken(network, '100'),
      sendTokenAmount: '0.1',
      receiverAddress: receiver,
    }
    await Effect.runPromise(Effect.provide(estimateSendFee(), layer))
    // One signature (the sender's) at the node's 5,000 lamports each, in SOL and USD.
    expect(state.send.value.fee).toEqual({ amount: '0.000005', symbol: 'SOL', usd: 0.00075 })
    const before = await sol(from)
    await Effect.runPromise(Effect.provide(send(), layer))
    expect(before - (await sol(from))).toBe(100_000_000n + 5_000n)
  })

  it('behavior: an SPL transfer’s fee is priced too, the receiver’s token account included', async () => {
    const { layer, state } = await setup()
    state.send.value = {
      ...emptySend,
      token: lds(),
      sendTokenAmount: '1',
      receiverAddress: address('Gvx1MjZ1HcqnQLnrkAcyjMaWrxAAeLKa9h4jX2U4N8bR'),
    }
    await Effect.runPromise(Effect.provide(estimateSendFee(), layer))
    expect(state.send.value.fee).toMatchObject({ amount: '0.000005', symbol: 'SOL' })
  })

  it('behavior: 1 LDS reaches a receiver without a token account (created on the way)', async () => {
    const { layer, state, from } = await setup()
    // Not a dev key: it has no LDS account until this send creates one.
    const receiver = address('Gvx1MjZ1HcqnQLnrkAcyjMaWrxAAeLKa9h4jX2U4N8bR')
    const [ata] = await findAssociatedTokenPda({
      owner: receiver,
      mint: chain.mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect((await rpc().getAccountInfo(ata).send()).value).toBeNull()
    const senderBefore = await splOf(from)
    state.send.value = {
      ...emptySend,
      token: lds(),
      sendTokenAmount: '1',
      receiverAddress: receiver,
    }
    const result = await Effect.runPromise(Effect.provide(send(), layer))
    expect(result.confirmed).toBe(true)
    expect(await splOf(receiver)).toBe(1_000_000n)
    expect(await splOf(from)).toBe(senderBefore - 1_000_000n)
  })

  it('behavior: the wallet refusing leaves the form in error and moves nothing', async () => {
    const signer = signers[0] as KeyPairSigner
    const refusing = createSolanaDevWallet({
      signer,
      rpcUrls: { [network.caipNetworkId]: chain.url },
      approve: async (request) => request.method === 'standard:connect',
    })
    const { layer, state } = await setup(refusing)
    const receiver = chain.keys[2] as Address
    const before = await sol(receiver)
    state.send.value = {
      ...emptySend,
      token: nativeToken(network, '100'),
      sendTokenAmount: '0.1',
      receiverAddress: receiver,
    }
    const error = await Effect.runPromise(Effect.flip(Effect.provide(send(), layer)))
    expect(error._tag).toBe('WalletError')
    expect(state.send.value.status).toBe('error')
    expect(await sol(receiver)).toBe(before)
  })

  it.effect('behavior: a signature that never lands stays sent, unconfirmed, after 25 s', () =>
    Effect.gen(function* () {
      // A wallet that signs but never sends: the chain never learns the signature.
      const signer = signers[0] as KeyPairSigner
      const wallet = createSolanaDevWallet({
        signer,
        rpcUrls: { [network.caipNetworkId]: chain.url },
        autoApprove: true,
      })
      const features = wallet.features as Record<string, Record<string, unknown>>
      const signOnly = features['solana:signTransaction'] as {
        signTransaction: (...i: unknown[]) => Promise<{ signedTransaction: Uint8Array }[]>
      }
      features['solana:signAndSendTransaction'] = {
        ...features['solana:signAndSendTransaction'],
        signAndSendTransaction: async (...inputs: unknown[]) => {
          const [signed] = await signOnly.signTransaction(...inputs)
          const kit = await import('@solana/kit')
          const tx = kit
            .getTransactionDecoder()
            .decode(signed?.signedTransaction ?? new Uint8Array())
          return [{ signature: Object.values(tx.signatures)[0] }]
        },
      }
      const { layer, state } = yield* Effect.promise(() => setup(wallet))
      state.send.value = {
        ...emptySend,
        token: nativeToken(network, '100'),
        sendTokenAmount: '0.1',
        receiverAddress: chain.keys[3] as Address,
      }
      const fiber = yield* Effect.forkChild(Effect.provide(send(), layer))
      // Let the real RPC round trips (build, sign) finish before moving the clock.
      yield* Effect.promise(() =>
        vi.waitFor(() => expect(state.send.value.status).toBe('confirming'), { interval: 10 }),
      )
      yield* TestClock.adjust(CONFIRM_TIMEOUT_MS)
      const result = yield* Fiber.join(fiber)
      expect(result.confirmed).toBe(false)
      expect(state.send.value).toMatchObject({ status: 'sent', confirmed: false })
    }),
  )

  const COMMITMENTS = [
    'processed',
    'confirmed',
    'finalized',
    'recent',
    'single',
    'singleGossip',
    'root',
    'max',
  ] as const

  it.each(COMMITMENTS)('rule: preflight commitment %s (SPEC §5) is sent on', async (commitment) => {
    const { layer, from } = await setup()
    const receiver = chain.keys[3] as Address
    const before = await sol(receiver)
    const plan = {
      namespace: 'solana',
      token: nativeToken(network, '100'),
      amount: 1_000n,
      receiver,
    } as const
    await Effect.runPromise(
      Effect.provide(
        Effect.gen(function* () {
          const transaction = yield* buildSolanaTransfer(network, plan, from)
          return yield* request(
            {
              method: 'solana_signAndSendTransaction',
              params: { transaction, options: { preflightCommitment: commitment } },
            },
            'solana',
          )
        }),
        layer,
      ),
    )
    expect(await sol(receiver)).toBe(before + 1_000n)
  })

  it('rule: a preflight commitment outside SPEC §5 is Invalid input, and the wallet is never asked', async () => {
    const asked: string[] = []
    const wallet = createSolanaDevWallet({
      signer: signers[0] as KeyPairSigner,
      rpcUrls: { [network.caipNetworkId]: chain.url },
      approve: async (r) => {
        asked.push(r.method)
        return true
      },
    })
    const { layer, from } = await setup(wallet)
    const plan = {
      namespace: 'solana',
      token: nativeToken(network, '100'),
      amount: 1_000n,
      receiver: chain.keys[3] as Address,
    } as const
    const error = await Effect.runPromise(
      Effect.provide(
        Effect.flip(
          Effect.gen(function* () {
            const transaction = yield* buildSolanaTransfer(network, plan, from)
            return yield* request(
              {
                method: 'solana_signAndSendTransaction',
                params: { transaction, options: { preflightCommitment: 'fast' } },
              },
              'solana',
            )
          }),
        ),
        layer,
      ),
    )
    expect(error.message).toBe('Invalid input')
    expect(asked).toEqual(['standard:connect'])
  })
})
