import { type Address, isAddress } from 'viem'
import { apiContract } from '../../generated/api/contract.ts'
import { readBalances } from '../chain/readBalances.ts'
import { readSolanaBalances } from '../chain/readSolanaBalances.ts'
import type { SolanaServerChain } from '../chain/SolanaServerChain.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import type { ServerContext } from '../ServerContext.ts'
import { findChain } from './findChain.ts'
import { pathAddress } from './pathParam.ts'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const unavailable = (chainId: string, cause: unknown) => {
  const detail = cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause)
  return fail(503, `Chain ${chainId} is unavailable: ${detail}`)
}

/** The SOL and SPL balances of a base58 address (plain or CAIP-10) on a served Solana chain. */
const solanaBalances = async (
  ctx: ServerContext,
  chain: SolanaServerChain,
  address: string,
  chainId: string,
) => {
  const owner = pathAddress(address)
  if (!SOLANA_ADDRESS.test(owner))
    return fail(400, `Invalid path parameter 'address': ${address} is not a Solana address`)
  try {
    return {
      status: 200 as const,
      body: { balances: await readSolanaBalances(chain, owner, await ctx.priceSource.table()) },
    }
  } catch (cause) {
    return unavailable(chainId, cause)
  }
}

/**
 * `GET /v1/account/{address}/balance`: the native and ERC-20 balances of an address (plain
 * `0x…` or CAIP-10), or on a Solana chain its SOL and SPL balances, read from the chain's node,
 * valued with the price table. `forceUpdate`
 * changes nothing: the server keeps no cache. A public route that reads the node, so each
 * client (`clientKey`) may ask `BALANCE_LIMIT` a minute in each server process, then 429
 * 'Please try again after N seconds' (a flood of made-up addresses is not a free way to it).
 *
 * @example
 * import { getAccountBalance } from './getAccountBalance.ts'
 * const route = (ctx: Parameters<typeof getAccountBalance>[0]) => getAccountBalance(ctx)
 */
export const getAccountBalance = (ctx: ServerContext) =>
  apiRoute(apiContract.getAccountBalance, async ({ params, query }, context) => {
    const limited = ctx.balanceLimit(context.clientKey)
    if (limited.status === 'limited')
      return fail(429, `Please try again after ${limited.seconds} seconds`)
    const solana = ctx.solanaChains.get(query.chainId)
    if (solana) return solanaBalances(ctx, solana, params.address, query.chainId)
    const found = findChain(ctx, query.chainId)
    if (!found.ok) return found.answer
    const raw = pathAddress(params.address)
    if (!isAddress(raw, { strict: false }))
      return fail(400, `Invalid path parameter 'address': ${params.address} is not an EVM address`)
    try {
      // Lowercase, not checksummed: the node reads either, and a checksum is a keccak per request.
      const balances = await readBalances(
        found.chain.config,
        raw.toLowerCase() as Address,
        await ctx.priceSource.table(),
      )
      return { status: 200, body: { balances } }
    } catch (cause) {
      const detail = cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause)
      return fail(503, `Chain ${query.chainId} is unavailable: ${detail}`)
    }
  })
