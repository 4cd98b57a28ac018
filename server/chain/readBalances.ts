import type { Address } from 'viem'
import type { TokenBalance } from '../../generated/api/zod.ts'
import { balanceReader } from './balanceReads.ts'
import type { ServerChain } from './ServerChain.ts'
import { type PriceTable, tokenBalance } from './tokenBalance.ts'

export type { PriceTable } from './tokenBalance.ts'

/** One reader per served chain (its config object), so balance reads of one turn share a POST. */
const readers = new WeakMap<ServerChain, ReturnType<typeof balanceReader>>()

const readerOf = (chain: ServerChain) => {
  let reader = readers.get(chain)
  if (!reader) {
    reader = balanceReader(chain)
    readers.set(chain, reader)
  }
  return reader
}

const EVM_ADDRESS = /^0x[0-9a-f]{40}$/

/**
 * Reads an address's balances on one chain, straight from its node (its native balance and
 * each token's `balanceOf`, in one call with the other reads of the same turn
 * (`balanceReader`), through `rpcUrl` then each fallback URL):
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
  const lower = owner.toLowerCase()
  if (!EVM_ADDRESS.test(lower)) throw new Error(`${owner} is not an EVM address`)
  const read = await readerOf(chain)(lower)
  if (!read.ok) throw read.error
  const tokens = chain.tokens ?? []
  const nativeCurrency = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  return [
    tokenBalance(chain.caipNetworkId, nativeCurrency, read.native, prices),
    ...tokens.flatMap((token, i) => {
      const amount = read.tokens[i] ?? 0n
      return amount > 0n
        ? [tokenBalance(chain.caipNetworkId, token, amount, prices, token.address)]
        : []
    }),
  ]
}
