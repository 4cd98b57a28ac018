import { type Address, formatUnits, type Hex } from 'viem'
import type { TokenBalance } from '../../generated/api/zod.ts'
import { rpcBatcher } from './rpcBatch.ts'
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

/** One batcher per served chain (its config object), so balance reads of one turn share a POST. */
const batchers = new WeakMap<ServerChain, ReturnType<typeof rpcBatcher>>()

const batcherOf = (chain: ServerChain) => {
  let batcher = batchers.get(chain)
  if (!batcher) {
    batcher = rpcBatcher([chain.rpcUrl, ...(chain.fallbackRpcUrls ?? [])])
    batchers.set(chain, batcher)
  }
  return batcher
}

/** `balanceOf(owner)`'s call data: its selector and the address as one 32-byte word. */
const balanceOfData = (owner: Address): Hex =>
  `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`

/** A quantity or a 32-byte word from the node as a bigint; `0x` (no contract there) is an error. */
const amountOf = (what: string, result: unknown): bigint => {
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result))
    throw new Error(`${what} returned no amount: ${String(result).slice(0, 80)}`)
  return BigInt(result)
}

/**
 * Reads an address's balances on one chain, straight from its node (`eth_getBalance` and each
 * token's `balanceOf`, batched with the other reads of the same turn by `rpcBatcher`, through
 * `rpcUrl` then each fallback URL):
 * the native balance (always listed) and every configured ERC-20 it holds (zero balances
 * left out), each with its USD `price` and `value` from `prices`. Reads are never cached, so
 * a balance reflects the latest block.
 *
 * @example
 * import { readBalances } from './readBalances.ts'
 * const chain = { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }
 * const balances = await readBalances(chain, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', { ETH: 3000 })
 */
export const readBalances = async (
  chain: ServerChain,
  owner: Address,
  prices: PriceTable,
): Promise<TokenBalance[]> => {
  const tokens = chain.tokens ?? []
  const rpc = batcherOf(chain)
  const [native, ...amounts] = await Promise.all([
    rpc({ method: 'eth_getBalance', params: [owner, 'latest'] }),
    ...tokens.map((token) =>
      rpc({
        method: 'eth_call',
        params: [{ to: token.address, data: balanceOfData(owner) }, 'latest'],
      }),
    ),
  ])
  const nativeCurrency = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  return [
    balance(chain, nativeCurrency, amountOf('eth_getBalance', native), prices),
    ...tokens.flatMap((token, i) => {
      const amount = amountOf(`${token.symbol} balanceOf`, amounts[i])
      return amount > 0n ? [balance(chain, token, amount, prices, token.address)] : []
    }),
  ]
}
