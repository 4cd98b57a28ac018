import { Effect, Fiber } from 'effect'
import { createPublicClient, encodeFunctionData, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { batchExecutorAddress } from '../../../../playground/chain/batchExecutor.ts'
import { devAccounts } from '../../../../playground/chain/devAccounts.ts'
import { latchDevTokenAbi } from '../../../../playground/chain/latchDevToken.ts'
import { type LocalChain, startChain } from '../../../../playground/chain/startChain.ts'
import { AUTH_CONNECTOR_ID } from '../../../../runtime/connectors/embedded/authConnector.ts'
import { setPreferredAccountType } from '../../../../runtime/features/account/setPreferredAccountType.ts'
import { connect } from '../../../../runtime/features/connection/connect.ts'
import { switchNetwork } from '../../../../runtime/features/networks/switchNetwork.ts'
import { signIn } from '../../../../runtime/features/siwx/signIn.ts'
import { getCallsStatus } from '../../../../runtime/features/wallet/getCallsStatus.ts'
import { sendCalls } from '../../../../runtime/features/wallet/sendCalls.ts'
import { defineNetwork, type Network } from '../../../../runtime/networks.ts'
import { flowLayer } from '../../support/flowLayer.ts'
import { frameWalletAuth } from '../../support/frameWalletAuth.ts'
import { fundedKey } from '../../support/fundedKey.ts'

let chain: LocalChain
let anvil: Network
let plain: Network
beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337 })
  anvil = defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  })
  // A second chain id the frame has no delegation target for (served by the same node).
  plain = defineNetwork({
    id: 31338,
    chainNamespace: 'eip155',
    name: 'Plain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  })
})
afterAll(async () => {
  await chain?.stop()
})

const bob = devAccounts[1]!.address
const client = () => createPublicClient({ transport: http(chain.url) })
const ldt = () => chain.token!.address

/**
 * createLatch's flows over the auth connector joined to the real frame wallet (no iframe), whose
 * key holds 10 ETH and 10 LDT on anvil, where Simple7702Account is deployed.
 */
const setup = async () => {
  const { privateKey, account } = await fundedKey(chain, { eth: '10', ldt: '10' })
  const { auth, shown, press } = await frameWalletAuth({
    privateKey,
    chains: [
      { chainId: 31337, name: 'Anvil', rpcUrl: chain.url, delegation: batchExecutorAddress },
      { chainId: 31338, name: 'Plain', rpcUrl: chain.url },
    ],
  })
  const { layer, state } = flowLayer([auth], { networks: [anvil, plain] })
  /** Presses Approve or Reject once the frame shows its next ask. */
  const pressNext = (approved: boolean) =>
    Effect.promise(async () => {
      const before = shown.length
      await vi.waitFor(() => expect(shown.length).toBeGreaterThan(before), {
        timeout: 4_000,
        interval: 10,
      })
      press(approved)
    })
  const run = <A, E>(program: Effect.Effect<A, E, never>) => Effect.runPromise(program)
  return { account, layer, state, shown, pressNext, run }
}

const transfer = (amount: bigint) => ({
  to: ldt(),
  data: encodeFunctionData({
    abi: latchDevTokenAbi,
    functionName: 'transfer',
    args: [bob, amount],
  }),
})

describe('createLatch flows: the embedded wallet as a smart account', () => {
  it('default: an e-mail connection is a smart account (SPEC §9) on the same address, not deployed yet', async () => {
    const { account, layer, state, run } = await setup()
    await run(connect(AUTH_CONNECTOR_ID).pipe(Effect.provide(layer)))
    expect(state.account.value).toMatchObject({
      address: account.address,
      allAccounts: [{ type: 'smartAccount', address: account.address }],
      preferredAccountTypes: { eip155: 'smartAccount', solana: 'eoa', bitcoin: 'payment' },
      smartAccountDeployed: false,
    })
    expect(state.connections.value.eip155?.smartAccount).toEqual({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      smartAccountEnabled: true,
    })
  })

  it('behavior: sendCalls runs through the frame approval as one transaction, and the switch to EOA and back keeps the address', async () => {
    const { account, layer, state, shown, pressNext, run } = await setup()
    const program = Effect.gen(function* () {
      yield* connect(AUTH_CONNECTOR_ID)
      const sending = yield* Effect.forkChild(
        sendCalls({ atomicRequired: true, calls: [transfer(parseEther('1')), transfer(2n)] }),
      )
      yield* pressNext(true)
      const { id } = yield* Fiber.join(sending)
      // EIP-5792: a batch may read 'pending' until its receipt is there (a loaded machine).
      let status = yield* getCallsStatus(id)
      for (let tries = 0; status.status === 'pending' && tries < 100; tries++) {
        yield* Effect.sleep('50 millis')
        status = yield* getCallsStatus(id)
      }
      // The batch delegated the address; the state hears it without a reconnect.
      yield* Effect.promise(async () => {
        await expect.poll(() => state.account.value.smartAccountDeployed).toBe(true)
      })
      return status
    }).pipe(Effect.provide(layer))
    const status = await run(program)
    expect(shown.at(-1)?.method).toBe('wallet_sendCalls')
    expect(status).toMatchObject({ status: 'success', atomic: true })
    const hash = (status.receipts?.[0] as { transactionHash: Hex } | undefined)
      ?.transactionHash as Hex
    expect((await client().getTransaction({ hash })).type).toBe('eip7702')

    await run(setPreferredAccountType('eoa').pipe(Effect.provide(layer)))
    expect(state.account.value).toMatchObject({
      address: account.address,
      allAccounts: [{ type: 'eoa', address: account.address }],
      preferredAccountTypes: { eip155: 'eoa' },
      smartAccountDeployed: false,
    })
    await run(setPreferredAccountType('smartAccount').pipe(Effect.provide(layer)))
    expect(state.account.value).toMatchObject({
      address: account.address,
      allAccounts: [{ type: 'smartAccount', address: account.address }],
      preferredAccountTypes: { eip155: 'smartAccount' },
      // The first batch delegated the address (EIP-7702).
      smartAccountDeployed: true,
    })
  })

  it('behavior: a sign-in the smart account declines shows the smart-account toast (SPEC §8)', async () => {
    const { layer, state, pressNext, run } = await setup()
    await run(
      Effect.gen(function* () {
        yield* connect(AUTH_CONNECTOR_ID)
        const signing = yield* Effect.forkChild(Effect.flip(signIn()))
        yield* pressNext(false)
        yield* Fiber.join(signing)
      }).pipe(Effect.provide(layer)),
    )
    expect(state.toast.value?.message).toBe('This application might not support Smart Accounts')
    expect(state.siwx.value.error).toBe('This application might not support Smart Accounts')
  })

  it('behavior: a sign-in the EOA declines is "Signature declined"', async () => {
    const { layer, state, pressNext, run } = await setup()
    await run(
      Effect.gen(function* () {
        yield* connect(AUTH_CONNECTOR_ID)
        yield* setPreferredAccountType('eoa')
        const signing = yield* Effect.forkChild(Effect.flip(signIn()))
        yield* pressNext(false)
        yield* Fiber.join(signing)
      }).pipe(Effect.provide(layer)),
    )
    expect(state.toast.value?.message).toBe('Signature declined')
  })

  it('behavior: on a network without smart accounts the same address is an EOA, and back again a smart account', async () => {
    const { account, layer, state, run } = await setup()
    await run(
      Effect.gen(function* () {
        yield* connect(AUTH_CONNECTOR_ID)
        yield* switchNetwork(plain)
        yield* Effect.promise(async () => {
          await expect
            .poll(() => state.connections.value.eip155?.smartAccount?.smartAccountEnabled)
            .toBe(false)
        })
        expect(state.account.value.allAccounts).toEqual([{ type: 'eoa', address: account.address }])
        yield* switchNetwork(anvil)
        yield* Effect.promise(async () => {
          await expect.poll(() => state.account.value.allAccounts[0]?.type).toBe('smartAccount')
        })
        expect(state.connections.value.eip155?.smartAccount?.smartAccountEnabled).toBe(true)
      }).pipe(Effect.provide(layer)),
    )
  })
})
