import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { ServerChainToken } from '../chain/ServerChain.ts'
import type { IndexedToken } from './IndexedBlock.ts'

const read = async <T>(work: Promise<T>, fallback: T): Promise<T> => {
  try {
    return await work
  } catch {
    return fallback
  }
}

/**
 * Name, symbol and decimals of tokens seen for the first time: from the server's token list
 * when listed there, else read from the contract (`name`, `symbol`, `decimals`). A contract
 * that does not answer them is kept as `Unknown Token` / `???` with 0 decimals (amounts then
 * show in base units), so it is not asked again.
 *
 * @example
 * import { createPublicClient, http } from 'viem'
 * import { resolveTokens } from './resolveTokens.ts'
 * const client = createPublicClient({ transport: http('http://127.0.0.1:8545') })
 * const tokens = await resolveTokens(client, [], ['0x5fbdb2315678afecb367f032d93f642f64180aa3'])
 */
export const resolveTokens = (
  client: PublicClient,
  listed: readonly ServerChainToken[],
  addresses: readonly string[],
): Promise<IndexedToken[]> =>
  Promise.all(
    addresses.map(async (address) => {
      const known = listed.find((t) => t.address.toLowerCase() === address)
      if (known)
        return { address, name: known.name, symbol: known.symbol, decimals: known.decimals }
      const contract = { address: address as Address, abi: erc20Abi } as const
      const [name, symbol, decimals] = await Promise.all([
        read(client.readContract({ ...contract, functionName: 'name' }), 'Unknown Token'),
        read(client.readContract({ ...contract, functionName: 'symbol' }), '???'),
        read(client.readContract({ ...contract, functionName: 'decimals' }), 0),
      ])
      return { address, name, symbol, decimals: Number(decimals) }
    }),
  )
