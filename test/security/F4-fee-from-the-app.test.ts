import { createPublicClient, type Hex, http, parseEther, parseGwei, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEE_TOO_HIGH } from '../../frame/approvalMessages.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { FRAME_MAX_NETWORK_FEE } from '../../runtime/constants.ts'
import { testFrameWallet } from '../runtime/support/frameWalletAuth.ts'

// Review r3, F4 (row 94): `eth_sendTransaction {to, value: 0x0, gasPrice: 100,000 gwei,
// gas: 21000}`; the ask said "Amount 0 ETH" with no fee; after Approve the account was 2.1 ETH
// poorer. The app's nonce was forwarded too.

let chain: LocalChain
beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, token: false, batchExecutor: false })
}, 60_000)
afterAll(async () => {
  await chain?.stop()
})

const client = () => createPublicClient({ transport: http(chain.url) })
const receiver = devAccounts[5]!.address

/** The frame's own origin: `/frame/price` answers `usd` (null: unknown). */
const priceFetch = (usd: number | null) =>
  (async (input: RequestInfo | URL) =>
    new Response(JSON.stringify(String(input).includes('/frame/price') ? { usd } : { ok: true }), {
      status: 200,
    })) as unknown as typeof fetch

const setup = async (usd: number | null) => {
  const frame = await testFrameWallet({
    chains: [{ chainId: 31337, name: 'Local A', rpcUrl: chain.url }],
    privateKey: devAccounts[7]!.privateKey,
    fetch: priceFetch(usd),
  })
  const user = await frame.send('app/get-user', {})
  const address = (user as { payload: { address: Hex } }).payload.address
  await client().request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther('10'))] as never,
  })
  return { ...frame, address }
}

const rowOf = (rows: readonly { label: string; value: string }[] | undefined, label: string) =>
  rows?.find((r) => r.label === label)?.value

const attack = {
  to: receiver,
  value: '0x0',
  gasPrice: toHex(parseGwei('100000')),
  gas: toHex(21_000),
  nonce: '0x63',
}

describe('F4: the frame sets, shows and caps the network fee', () => {
  it('attack: the app’s 100,000 gwei gas price and nonce are ignored; the max fee is shown in ETH and USD', async () => {
    const frame = await setup(3_000)
    const shown = frame.nextAsk()
    const send = frame.send('app/rpc-request', { method: 'eth_sendTransaction', params: [attack] })
    await shown
    const rows = frame.shown[0]?.rows
    expect(rowOf(rows, 'Amount')).toBe('0 ETH')
    const fee = rowOf(rows, 'Network fee (max)')
    // Anvil's base fee is about 1 gwei: 21,000 gas at 2 × base + tip, a few ten-thousandths of an ETH.
    expect(fee).toMatch(/^0\.0000\d+ ETH \(\$0\.\d\d\)$/)
    const shownMax = parseEther(fee!.split(' ')[0]!)
    expect(rowOf(rows, 'Network')).toBe('Local A (chain 31337)')

    const before = await client().getBalance({ address: frame.address })
    frame.press(true)
    const answer = await send
    expect(answer.ok).toBe(true)
    const hash = (answer as { payload: { result: Hex } }).payload.result
    const receipt = await client().waitForTransactionReceipt({ hash })
    const tx = await client().getTransaction({ hash })
    const spent = before - (await client().getBalance({ address: frame.address }))
    expect(spent).toBe(receipt.gasUsed * receipt.effectiveGasPrice)
    expect(spent).toBeLessThanOrEqual(shownMax)
    expect(spent).toBeLessThan(parseEther('0.001'))
    // The chain's nonce (the account's first transaction), not the app's 99.
    expect(tx.nonce).toBe(0)
    expect(tx.maxFeePerGas).toBeLessThan(parseGwei('100000'))
  }, 60_000)

  it('behavior: without a known price the fee is shown in ETH only, never a guessed USD', async () => {
    const frame = await setup(null)
    const shown = frame.nextAsk()
    const send = frame.send('app/rpc-request', {
      method: 'eth_sendTransaction',
      params: [{ to: receiver, value: '0x1' }],
    })
    await shown
    expect(rowOf(frame.shown[0]?.rows, 'Network fee (max)')).toMatch(/^0\.0000\d+ ETH$/)
    frame.press(false)
    expect(await send).toMatchObject({ ok: false, code: 4001 })
  }, 60_000)

  it(`behavior: a fee above the cap (${FRAME_MAX_NETWORK_FEE} wei) is refused without asking`, async () => {
    const frame = await setup(3_000)
    // The chain's own base fee rises to 10,000 gwei: 21,000 gas costs 0.42 ETH at most.
    await client().request({
      method: 'anvil_setNextBlockBaseFeePerGas' as never,
      params: [toHex(parseGwei('10000'))] as never,
    })
    await client().request({ method: 'evm_mine' as never, params: [] as never })
    expect(
      await frame.send('app/rpc-request', {
        method: 'eth_sendTransaction',
        params: [{ to: receiver, value: '0x1' }],
      }),
    ).toEqual({ ok: false, message: FEE_TOO_HIGH })
    expect(frame.shown).toEqual([])
  }, 60_000)
})
