import {
  encodeFunctionData,
  getAddress,
  maxUint160,
  maxUint256,
  parseAbi,
  parseEther,
  recoverTypedDataAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeRequest } from '../../frame/describeRequest.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { testFrameWallet } from '../runtime/support/frameWalletAuth.ts'

// Review r3, F9 (row 95): an EIP-712 Permit whose first field is a 2,500-character `note`,
// then spender and max amount: the ask showed `xxx… (2669 characters)`, no spender, no amount;
// Approve signed.

const chain = { chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }
const token = getAddress(`0x${'cc'.repeat(20)}`)
const spender = getAddress(`0x${'dd'.repeat(20)}`)
const note = 'x'.repeat(2_500)

const permit = (owner: string) => ({
  domain: { name: 'Dev Token', version: '1', chainId: 31337, verifyingContract: token },
  types: {
    Permit: [
      { name: 'note', type: 'string' },
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  // The app's key order hides the spender behind the note; `types` order is what is signed.
  message: {
    deadline: '1893456000',
    nonce: '0',
    value: maxUint256.toString(),
    spender,
    note,
    owner,
  },
})

describe('F9: every signed field is on screen, and approvals are named', () => {
  it('attack: a Permit behind a 2,500-character note shows spender, "Unlimited" and every field whole', async () => {
    const frame = await testFrameWallet()
    const user = await frame.send('app/get-user', {})
    const owner = (user as { payload: { address: `0x${string}` } }).payload.address
    const typed = permit(owner)
    const shown = frame.nextAsk()
    const answer = frame.send('app/rpc-request', {
      method: 'eth_signTypedData_v4',
      params: [owner, JSON.stringify(typed)],
    })
    await shown
    const ask = frame.shown[0]
    expect(ask?.title).toBe('Allow spending of your tokens')
    // The named approval first: what it is, who may spend, how much, which token, until when.
    expect(ask?.rows.slice(0, 5)).toEqual([
      { label: 'Kind', value: 'Permit (EIP-2612)' },
      { label: 'Spender', value: spender },
      { label: 'Amount', value: 'Unlimited' },
      { label: 'Token', value: token },
      { label: 'Signature valid until', value: '2030-01-01 00:00 UTC' },
    ])
    // Then every signed field in `types` order, none cut.
    const labels = ask?.rows.map((r) => r.label) ?? []
    const fields = labels.slice(labels.indexOf('Type') + 1, labels.indexOf('Account'))
    expect(fields).toEqual(['note', 'owner', 'spender', 'value', 'nonce', 'deadline'])
    expect(ask?.rows.find((r) => r.label === 'note')).toEqual({
      label: 'note',
      value: note,
      long: true,
    })
    expect(JSON.stringify(ask)).not.toContain('…')
    frame.press(true)
    const signed = await answer
    const signature = (signed as { payload: { result: `0x${string}` } }).payload.result
    expect(await recoverTypedDataAddress({ ...typed, signature } as never)).toBe(owner)
  })

  it('behavior: Permit2 PermitSingle names spender, token, amount and expiry', () => {
    const ask = describeRequest(
      'eth_signTypedData_v4',
      [
        spender,
        JSON.stringify({
          domain: { name: 'Permit2', chainId: 31337, verifyingContract: spender },
          types: {
            PermitDetails: [
              { name: 'token', type: 'address' },
              { name: 'amount', type: 'uint160' },
              { name: 'expiration', type: 'uint48' },
              { name: 'nonce', type: 'uint48' },
            ],
            PermitSingle: [
              { name: 'details', type: 'PermitDetails' },
              { name: 'spender', type: 'address' },
              { name: 'sigDeadline', type: 'uint256' },
            ],
          },
          primaryType: 'PermitSingle',
          message: {
            details: { token, amount: maxUint160.toString(), expiration: '0', nonce: '0' },
            spender,
            sigDeadline: '1893456000',
          },
        }),
      ],
      chain,
      spender,
    )
    expect(ask?.title).toBe('Allow spending of your tokens')
    expect(ask?.rows.slice(0, 6)).toEqual([
      { label: 'Kind', value: 'Permit2 (PermitSingle)' },
      { label: 'Spender', value: spender },
      { label: 'Amount', value: 'Unlimited' },
      { label: 'Token', value: token },
      { label: 'Allowance expires', value: 'Never' },
      { label: 'Signature valid until', value: '2030-01-01 00:00 UTC' },
    ])
    expect(ask?.rows.map((r) => r.label)).toContain('details.amount')
  })

  it('behavior: a long personal_sign message is shown whole', () => {
    const message = 'y'.repeat(5_000)
    const ask = describeRequest('personal_sign', [message, spender], chain, spender)
    expect(ask?.rows[0]).toEqual({ label: 'Message', value: message, long: true })
  })
})

describe('F9: an ERC-20 approve sent from the frame says spender and allowance in the token’s unit', () => {
  let chain: LocalChain
  beforeAll(async () => {
    chain = await startChain({ port: 0, chainId: 31337, batchExecutor: false })
  }, 60_000)
  afterAll(async () => {
    await chain?.stop()
  })

  it('behavior: approve(spender, 5 LDT) is titled and shows "5 LDT"; max uint shows "Unlimited"', async () => {
    const frame = await testFrameWallet({
      chains: [{ chainId: 31337, name: 'Local A', rpcUrl: chain.url }],
      privateKey: devAccounts[0]!.privateKey,
    })
    const abi = parseAbi(['function approve(address spender, uint256 amount)'])
    const ask = async (amount: bigint) => {
      const shown = frame.nextAsk()
      const answer = frame.send('app/rpc-request', {
        method: 'eth_sendTransaction',
        params: [
          {
            to: chain.token!.address,
            data: encodeFunctionData({ abi, functionName: 'approve', args: [spender, amount] }),
          },
        ],
      })
      await shown
      frame.press(false)
      expect(await answer).toMatchObject({ ok: false, code: 4001 })
      return frame.shown.at(-1)
    }
    const five = await ask(parseEther('5'))
    expect(five?.title).toBe('Allow spending of your tokens')
    expect(five?.rows.slice(0, 4)).toEqual([
      { label: 'Call', value: 'approve (ERC-20)' },
      { label: 'Spender', value: spender },
      { label: 'Allowance', value: '5 LDT' },
      { label: 'Token', value: getAddress(chain.token!.address) },
    ])
    expect((await ask(maxUint256))?.rows[2]).toEqual({ label: 'Allowance', value: 'Unlimited' })
  }, 60_000)
})
