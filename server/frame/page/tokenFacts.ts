import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import type { FrameChain } from './FrameConfig.ts'

/** What an ask needs of an ERC-20 to say an amount in its own unit. */
export interface TokenFacts {
  readonly symbol: string
  readonly decimals: number
}

/**
 * An ERC-20's symbol and decimals, read on the frame's own chain client; undefined when the
 * contract does not answer them (an NFT, not a token, a node that fails): the ask then says
 * the raw amount.
 *
 * @example
 * import { readTokenFacts } from './tokenFacts.ts'
 * const token = await readTokenFacts(chain, '0x…') // { symbol: 'LDT', decimals: 18 }
 */
export const readTokenFacts = async (
  on: FrameChain,
  address: Address,
): Promise<TokenFacts | undefined> => {
  const client = createPublicClient({ transport: http(on.rpcUrl, { retryCount: 0 }) })
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    if (!/^[\p{L}\p{N}.$ _-]{1,16}$/u.test(symbol) || decimals > 36) return undefined
    return { symbol, decimals }
  } catch {
    return undefined
  }
}
