import { describe, expect, it } from 'vitest'
import { nativeUsd } from '../../../../runtime/features/send/nativeUsd.ts'
import type { TokenBalance } from '../../../../runtime/state/types.ts'

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const token: TokenBalance = { ...ether, symbol: 'LDT', address: 'eip155:1:0x01', price: 7 }
const mainnet = { caipNetworkId: 'eip155:1' } as const

describe('nativeUsd', () => {
  it.each([
    { name: 'default', balances: [token, ether], want: 0.2 },
    { name: 'parameters: no native token in the balances', balances: [token], want: undefined },
    {
      name: 'parameters: the native token of another network',
      balances: [{ ...ether, chainId: 'eip155:8453' }],
      want: undefined,
    },
    {
      name: 'parameters: a price of 0 is no price',
      balances: [{ ...ether, price: 0 }],
      want: undefined,
    },
  ])('$name', ({ balances, want }) => {
    // At the token's price, not its value over its quantity (3000 ÷ 1.5).
    expect(nativeUsd('0.0001', mainnet, balances)).toBe(want)
  })
})
