import { encodeFunctionData, getAddress, maxUint256, parseAbi, parseEther, parseGwei } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeTransaction } from '../../frame/describeTransaction.ts'

const chain = { chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }
const account = `0x${'aa'.repeat(20)}`
const token = getAddress(`0x${'cc'.repeat(20)}`)
const spender = getAddress(`0x${'dd'.repeat(20)}`)
const fees = {
  gas: 21_000n,
  fees: { maxFeePerGas: parseGwei('2'), maxPriorityFeePerGas: parseGwei('1') },
  maxFee: 21_000n * parseGwei('2'),
}
const abi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])

describe('describeTransaction', () => {
  it('default: receiver, amount, the max fee in ETH and USD, network, account and data', () => {
    const ask = describeTransaction(
      { to: token, value: parseEther('0.01'), data: '0xa9059cbb', fees, usdPrice: 3_000 },
      chain,
      account,
    )
    expect(ask).toEqual({
      method: 'eth_sendTransaction',
      title: 'Send this transaction',
      rows: [
        { label: 'To', value: token },
        { label: 'Amount', value: '0.01 ETH' },
        { label: 'Network fee (max)', value: '0.000042 ETH ($0.13)' },
        { label: 'Network', value: 'Anvil (chain 31337)' },
        { label: 'Account', value: account },
        { label: 'Data', value: '0xa9059cbb (4 bytes)', long: true },
      ],
    })
  })

  it('behavior: without a price the fee is in ETH only; a max fee is rounded up, never down', () => {
    const ask = describeTransaction(
      { value: 0n, fees: { ...fees, maxFee: 1_234_567_891n } },
      chain,
      account,
    )
    expect(ask.rows.find((r) => r.label === 'Network fee (max)')?.value).toBe(
      '0.00000000123457 ETH',
    )
    expect(ask.rows[0]).toEqual({ label: 'To', value: 'A new contract' })
  })

  it('behavior: ERC-20 approve is named with spender and amount, "Unlimited" for max uint', () => {
    const data = encodeFunctionData({ abi, functionName: 'approve', args: [spender, maxUint256] })
    const ask = describeTransaction({ to: token, value: 0n, data, fees }, chain, account)
    expect(ask.title).toBe('Allow spending of your tokens')
    expect(ask.rows.slice(0, 4)).toEqual([
      { label: 'Call', value: 'approve (ERC-20)' },
      { label: 'Spender', value: spender },
      { label: 'Allowance', value: 'Unlimited' },
      { label: 'Token', value: token },
    ])
    const some = encodeFunctionData({ abi, functionName: 'approve', args: [spender, 5n] })
    expect(
      describeTransaction({ to: token, value: 0n, data: some, fees }, chain, account).rows[2],
    ).toEqual({
      label: 'Allowance',
      value: '5 (raw amount: the token’s decimals and symbol could not be read)',
    })
    // Read on chain, the amount is in the token's unit.
    const tokens = new Map([[token.toLowerCase(), { symbol: 'USDC', decimals: 6 }]])
    const usdc = encodeFunctionData({ abi, functionName: 'approve', args: [spender, 2_500_000n] })
    expect(
      describeTransaction({ to: token, value: 0n, data: usdc, fees, tokens }, chain, account)
        .rows[2],
    ).toEqual({ label: 'Allowance', value: '2.5 USDC' })
  })

  it("behavior: the amount and the fee are in the chain's native currency, not always ETH", () => {
    const polygon = { ...chain, name: 'Polygon', nativeCurrency: { symbol: 'POL', decimals: 18 } }
    const ask = describeTransaction(
      { to: token, value: parseEther('1.5'), fees, usdPrice: 0.5 },
      polygon,
      account,
    )
    expect(ask.rows.slice(1, 3)).toEqual([
      { label: 'Amount', value: '1.5 POL' },
      { label: 'Network fee (max)', value: '0.000042 POL (< $0.01)' },
    ])
  })

  it('behavior: setApprovalForAll and Permit2 approve are named', () => {
    const all = encodeFunctionData({
      abi,
      functionName: 'setApprovalForAll',
      args: [spender, true],
    })
    const ask = describeTransaction({ to: token, value: 0n, data: all, fees }, chain, account)
    expect(ask.title).toBe('Allow access to all your NFTs in this collection')
    expect(ask.rows.slice(0, 3)).toEqual([
      { label: 'Call', value: 'setApprovalForAll (every item, now and later)' },
      { label: 'Operator', value: spender },
      { label: 'Collection', value: token },
    ])
    const permit2 = encodeFunctionData({
      abi,
      functionName: 'approve',
      args: [token, spender, 2n ** 160n - 1n, 0],
    })
    const p2 = describeTransaction({ to: spender, value: 0n, data: permit2, fees }, chain, account)
    expect(p2.rows.slice(0, 4)).toEqual([
      { label: 'Call', value: 'Permit2 approve' },
      { label: 'Spender', value: spender },
      { label: 'Allowance', value: 'Unlimited' },
      { label: 'Token', value: token },
    ])
    // Permit2's amount is in the unit of the token it names (not of the Permit2 contract).
    const some = encodeFunctionData({
      abi,
      functionName: 'approve',
      args: [token, spender, 7_000_000n, 0],
    })
    const tokens = new Map([[token.toLowerCase(), { symbol: 'USDC', decimals: 6 }]])
    const named = describeTransaction(
      { to: spender, value: 0n, data: some, fees, tokens },
      chain,
      account,
    )
    expect(named.rows[2]).toEqual({ label: 'Allowance', value: '7 USDC' })
  })
})
