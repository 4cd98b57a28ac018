import { type Address, createPublicClient, erc20Abi, http, isAddress } from 'viem'
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

/** ERC-20 facts by lower-case address: the tokens an ask could read on chain. */
export type TokenTable = ReadonlyMap<string, TokenFacts>

/** The facts of a token in the table, when it could be read. */
export const tokenIn = (tokens: TokenTable | undefined, address: unknown) =>
  typeof address === 'string' ? tokens?.get(address.toLowerCase()) : undefined

/**
 * The facts of each token an ask names, read on the frame's chain at once; a token that cannot
 * be read is left out (its amounts are then shown raw, and said to be).
 *
 * @example
 * import { readTokenTable } from './tokenFacts.ts'
 * const tokens = await readTokenTable(chain, ['0x…'])
 * tokenIn(tokens, '0x…') // { symbol: 'LDT', decimals: 18 }
 */
export const readTokenTable = async (
  on: FrameChain,
  addresses: readonly unknown[],
): Promise<TokenTable> => {
  const wanted = [
    ...new Set(
      addresses.filter(
        (a): a is Address => typeof a === 'string' && isAddress(a, { strict: false }),
      ),
    ),
  ].map((a) => a.toLowerCase() as Address)
  const facts = await Promise.all(wanted.map((a) => readTokenFacts(on, a)))
  return new Map(wanted.flatMap((a, i) => (facts[i] ? [[a, facts[i]] as const] : [])))
}
