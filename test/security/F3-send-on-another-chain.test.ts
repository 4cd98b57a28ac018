import { createPublicClient, type Hex, http, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAIN_LOCKED } from '../../frame/approvalMessages.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { testFrameWallet } from '../runtime/support/frameWalletAuth.ts'

// Review r3, F3 (row 93): `eth_sendTransaction` without `chainId`; while the ask shows
// "Local A (chain 31337)" the app sends `app/switch-network {chainId: 31338}`; the visitor
// approves. Before the fix, 1 ETH moved on chain 31338 and none on 31337.

let a: LocalChain
let b: LocalChain
beforeAll(async () => {
  ;[a, b] = await Promise.all([
    startChain({ port: 0, chainId: 31337, token: false, batchExecutor: false }),
    startChain({ port: 0, chainId: 31338, token: false, batchExecutor: false }),
  ])
}, 60_000)
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
})

const receiver = devAccounts[5]!.address
const balance = (chain: LocalChain, address: Hex) =>
  createPublicClient({ transport: http(chain.url) }).getBalance({ address })

/** The frame wallet on Local A and Local B, its key holding 10 ETH on both. */
const setup = async () => {
  const frame = await testFrameWallet({
    chains: [
      { chainId: 31337, name: 'Local A', rpcUrl: a.url },
      { chainId: 31338, name: 'Local B', rpcUrl: b.url },
    ],
    privateKey: devAccounts[9]!.privateKey,
  })
  const user = await frame.send('app/get-user', {})
  const address = (user as { payload: { address: Hex } }).payload.address
  for (const chain of [a, b])
    await createPublicClient({ transport: http(chain.url) }).request({
      method: 'anvil_setBalance' as never,
      params: [address, toHex(parseEther('10'))] as never,
    })
  return frame
}

const network = (rows: readonly { label: string; value: string }[] | undefined) =>
  rows?.find((r) => r.label === 'Network')?.value

describe('F3: a send approved on one chain never goes out on another', () => {
  it('attack: switch-network while the ask waits is refused, and the send goes out on the chain shown', async () => {
    const frame = await setup()
    const [beforeA, beforeB] = [await balance(a, receiver), await balance(b, receiver)]
    const shown = frame.nextAsk()
    const send = frame.send('app/rpc-request', {
      method: 'eth_sendTransaction',
      params: [{ to: receiver, value: toHex(parseEther('1')) }],
    })
    await shown
    expect(network(frame.shown[0]?.rows)).toBe('Local A (chain 31337)')

    // The app switches while the visitor reads the ask: refused, the chain stays.
    expect(await frame.send('app/switch-network', { chainId: 31338 })).toEqual({
      ok: false,
      message: CHAIN_LOCKED,
    })
    expect(await frame.send('app/get-user', { chainId: 31338 })).toEqual({
      ok: false,
      message: CHAIN_LOCKED,
    })
    expect(await frame.send('app/get-chain-id')).toEqual({ ok: true, payload: { chainId: 31337 } })

    frame.press(true)
    const answer = await send
    expect(answer.ok).toBe(true)
    // anvil answers eth_sendRawTransaction before its automine has the block: wait for it.
    const hash = (answer as { payload: { result: Hex } }).payload.result
    await createPublicClient({ transport: http(a.url) }).waitForTransactionReceipt({ hash })
    expect((await balance(a, receiver)) - beforeA).toBe(parseEther('1'))
    expect(await balance(b, receiver)).toBe(beforeB)

    // Once nothing waits, the app may switch again.
    expect(await frame.send('app/switch-network', { chainId: 31338 })).toEqual({
      ok: true,
      payload: { chainId: 31338 },
    })
  }, 60_000)
})
