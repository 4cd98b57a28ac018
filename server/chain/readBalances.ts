import { type Address, erc20Abi, formatUnits, type PublicClient } from 'viem'
import type { TokenBalance } from '../../generated/api/zod.ts'
import type { ServerChain } from './ServerChain.ts'

/** USD prices by token symbol, e.g. `{ ETH: 3000, LDT: 1 }`; a missing symbol is priced 0. */
export type PriceTable = Readonly<Record<string, number>>

const balance = (
  chain: ServerChain,
  token: { name: string; symbol: string; decimals: number; iconUrl?: string | undefined },
  amount: bigint,
  prices: PriceTable,
  address?: Address,
): TokenBalance => {
  const numeric = formatUnits(amount, token.decimals)
  const price = prices[token.symbol] ?? 0
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: chain.caipNetworkId,
    ...(address ? { address: `${chain.caipNetworkId}:${address}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: token.iconUrl ?? '',
  }
}

/**
 * Reads an address's balances on one chain, straight from its node: the native balance
 * (always listed) and every configured ERC-20 it holds (zero balances left out), each with
 * its USD `price` and `value` from `prices`. Reads are never cached, so a balance reflects
 * the latest block.
 *
 * @example
 * import { createPublicClient, http } from 'viem'
 * import { readBalances } from './readBalances.ts'
 * const chain = { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }
 * const client = createPublicClient({ transport: http(chain.rpcUrl) })
 * const balances = await readBalances(chain, client, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', { ETH: 3000 })
 */
export const readBalances = async (
  chain: ServerChain,
  client: PublicClient,
  owner: Address,
  prices: PriceTable,
): Promise<TokenBalance[]> => {
  const tokens = chain.tokens ?? []
  const [native, ...amounts] = await Promise.all([
    client.getBalance({ address: owner }),
    ...tokens.map((token) =>
      client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    ),
  ])
  const nativeCurrency = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  return [
    balance(chain, nativeCurrency, native ?? 0n, prices),
    ...tokens.flatMap((token, i) => {
      const amount = amounts[i] ?? 0n
      return amount > 0n ? [balance(chain, token, amount, prices, token.address)] : []
    }),
  ]
}
