import type { TokenBalance } from '../../../generated/api/schemas.ts'
import type { SwapTokenOption } from '../../../runtime/state/types.ts'
import { testNetwork } from './flowLayer.ts'

/** The Latch Dev Token's address on a fresh playground chain (deployer account 0, nonce 0). */
export const ldtAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** One ether on the test network, at 3000 USD. */
export const etherBalance: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: testNetwork.caipNetworkId,
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

/** `amount` Latch Dev Tokens on the test network, at 1 USD each. */
export const ldtBalance = (amount: number): TokenBalance => ({
  name: 'Latch Dev Token',
  symbol: 'LDT',
  chainId: testNetwork.caipNetworkId,
  address: `${testNetwork.caipNetworkId}:${ldtAddress}`,
  value: amount,
  price: 1,
  quantity: { decimals: '18', numeric: String(amount) },
  iconUrl: '',
})

/** Ether as the Swap views offer it on the test network: one held, at 3000 USD. */
export const etherSwapOption: SwapTokenOption = {
  name: 'Ether',
  symbol: 'ETH',
  address: `${testNetwork.caipNetworkId}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
  decimals: 18,
  logoUri: '',
  price: 3000,
  balance: '1',
}
