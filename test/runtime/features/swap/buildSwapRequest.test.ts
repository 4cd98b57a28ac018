import { describe, expect, it } from 'vitest'
import { buildSwapRequest } from '../../../../runtime/features/swap/buildSwapRequest.ts'
import type { SwapTokenOption } from '../../../../runtime/state/types.ts'

const usdc: SwapTokenOption = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  logoUri: '',
  price: 1,
  balance: '100',
}
const eth: SwapTokenOption = {
  ...usdc,
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  decimals: 18,
}
const user = 'eip155:1:0x00000000000000000000000000000000000000aa'

describe('buildSwapRequest', () => {
  it('default: the amount in base units of `from`, at the 1 % slippage tolerance', () => {
    expect(
      buildSwapRequest({
        projectId: 'p',
        from: usdc,
        to: eth,
        amount: '12.5',
        userAddress: user,
        estimate: true,
      }),
    ).toEqual({
      projectId: 'p',
      amount: '12500000',
      eip155: { slippage: '1' },
      from: usdc.address,
      to: eth.address,
      userAddress: user,
      disableEstimate: false,
    })
  })

  it('parameters: estimate false asks the convert API not to estimate the gas', () => {
    const base = { projectId: 'p', from: usdc, to: eth, amount: '1', userAddress: user }
    expect(buildSwapRequest({ ...base, estimate: false })).toEqual({
      ...buildSwapRequest({ ...base, estimate: true }),
      disableEstimate: true,
    })
  })
})
