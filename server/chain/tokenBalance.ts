import { formatUnits } from 'viem'
import type { TokenBalance } from '../../generated/api/zod.ts'

/** USD prices by token symbol, e.g. `{ ETH: 3000, LDT: 1 }`; a missing symbol is priced 0. */
export type PriceTable = Readonly<Record<string, number>>

/**
 * One row of the Data API's balances: `amount` (in the token's smallest unit) of `token` on the
 * chain `caipNetworkId`, valued with `prices` by symbol; `tokenAddress` (an ERC-20's address, an
 * SPL mint) makes it a CAIP-10 `address`, none is the chain's native currency.
 *
 * @example
 * import { tokenBalance } from './tokenBalance.ts'
 * const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
 * tokenBalance('eip155:31337', ether, 1_500_000_000_000_000_000n, { ETH: 3000 }).value // 4500
 */
export const tokenBalance = (
  caipNetworkId: string,
  token: { name: string; symbol: string; decimals: number; iconUrl?: string | undefined },
  amount: bigint,
  prices: PriceTable,
  tokenAddress?: string,
): TokenBalance => {
  const numeric = formatUnits(amount, token.decimals)
  const price = prices[token.symbol] ?? 0
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caipNetworkId,
    ...(tokenAddress ? { address: `${caipNetworkId}:${tokenAddress}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: token.iconUrl ?? '',
  }
}
