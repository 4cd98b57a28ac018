import { getAddress, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeRequest, readRequestTokens } from '../../frame/describeRequest.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'

// Non-unlimited Permit and Permit2 amounts are shown in the token's unit, read on chain (its
// decimals and symbol), with a raw amount said to be raw when the token cannot be read.
let chain: LocalChain
beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337 })
})
afterAll(async () => {
  await chain?.stop()
})

const account = `0x${'aa'.repeat(20)}`
const spender = getAddress(`0x${'dd'.repeat(20)}`)
const noToken = getAddress(`0x${'ee'.repeat(20)}`)
const frameChain = () => ({ chainId: 31337, name: 'Anvil', rpcUrl: chain.url })

const permit = (token: string, value: bigint, chainId = 31337) => ({
  domain: { name: 'Latch Dev Token', version: '1', chainId, verifyingContract: token },
  types: {
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: { owner: account, spender, value: value.toString(), nonce: '0', deadline: '0' },
})

const permit2 = (token: string, amount: bigint) => ({
  domain: { name: 'Permit2', chainId: 31337, verifyingContract: spender },
  types: {
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
  },
  primaryType: 'PermitSingle',
  message: {
    details: { token, amount: amount.toString(), expiration: '0', nonce: '0' },
    spender,
    sigDeadline: '0',
  },
})

/** The Amount row of the ask the frame shows for this typed data. */
const amountShown = async (typed: object) => {
  const params = [account, JSON.stringify(typed)]
  const on = frameChain()
  const tokens = await readRequestTokens('eth_signTypedData_v4', params, on, [on])
  const ask = describeRequest('eth_signTypedData_v4', params, on, account, tokens)
  return ask?.rows.find((r) => r.label === 'Amount')?.value
}

describe('typed data approvals: amounts in the token unit', () => {
  it("default: a Permit's amount is in the token's unit, read on chain", async () => {
    expect(await amountShown(permit(chain.token!.address, parseEther('12.5')))).toBe('12.5 LDT')
  })

  it("default: a Permit2's amount is in the unit of the token it names", async () => {
    expect(await amountShown(permit2(chain.token!.address, parseEther('3')))).toBe('3 LDT')
  })

  it('behavior: a token that cannot be read is shown raw, and said to be', async () => {
    const raw = '5 (raw amount: the token’s decimals and symbol could not be read)'
    expect(await amountShown(permit(noToken, 5n))).toBe(raw)
    expect(await amountShown(permit2(noToken, 5n))).toBe(raw)
  })

  it('behavior: a Permit for a chain the frame does not serve is never read on another chain', async () => {
    // The same address on chain 1 may be another contract: its unit is not this token's.
    expect(await amountShown(permit(chain.token!.address, 5n, 1))).toBe(
      '5 (raw amount: the token’s decimals and symbol could not be read)',
    )
  })
})
