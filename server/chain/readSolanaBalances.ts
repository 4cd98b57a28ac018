import { address } from '@solana/kit'
import type { TokenBalance } from '../../generated/api/zod.ts'
import type { SolanaServerChain } from './SolanaServerChain.ts'
import { withSolanaFallbacks } from './solanaFallbacks.ts'
import { type PriceTable, tokenBalance } from './tokenBalance.ts'

/** The SPL Token program; its accounts are the ones an owner's balances live in. */
const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
/** SPEC §9 "Native decimals: … Solana 9". */
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

type ParsedTokenAccount = {
  readonly mint: string
  readonly tokenAmount: { readonly amount: string; readonly decimals: number }
}

/**
 * Reads an owner's balances on a Solana chain from its node (its fallback URLs after it): SOL (always listed) and every SPL
 * Token account it holds with a balance, named from `chain.tokens` (an unnamed mint is listed
 * by its address), valued with `prices` by symbol. Nothing is cached.
 *
 * @example
 * import { readSolanaBalances } from './readSolanaBalances.ts'
 * const chain = { caipNetworkId: 'solana:AcnDLQ81CQqaBTrcBvrg6qoL3eADDBUb', rpcUrl: 'http://127.0.0.1:8899' } as const
 * const balances = await readSolanaBalances(chain, owner, { SOL: 150 })
 */
export const readSolanaBalances = async (
  chain: SolanaServerChain,
  owner: string,
  prices: PriceTable,
): Promise<TokenBalance[]> => {
  const who = address(owner)
  // One URL answers both reads: the first that does, its fallbacks after it.
  const [native, accounts] = await withSolanaFallbacks(chain, (rpc, abortSignal) =>
    Promise.all([
      rpc.getBalance(who).send({ abortSignal }),
      rpc
        .getTokenAccountsByOwner(who, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed' })
        .send({ abortSignal }),
    ]),
  )
  const entry = (token: Parameters<typeof tokenBalance>[1], amount: bigint, mint?: string) =>
    tokenBalance(chain.caipNetworkId, token, amount, prices, mint)
  const held = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of accounts.value) {
    const info = (account.data as { parsed: { info: ParsedTokenAccount } }).parsed.info
    const before = held.get(info.mint)?.amount ?? 0n
    held.set(info.mint, {
      amount: before + BigInt(info.tokenAmount.amount),
      decimals: info.tokenAmount.decimals,
    })
  }
  return [
    entry(SOL, native.value),
    ...[...held].flatMap(([mint, { amount, decimals }]) => {
      if (amount === 0n) return []
      const named = chain.tokens?.find((t) => t.mint === mint)
      return [entry(named ?? { name: mint, symbol: mint.slice(0, 4), decimals }, amount, mint)]
    }),
  ]
}
