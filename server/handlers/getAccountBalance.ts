import { tsr } from '@ts-rest/serverless/fetch'
import { getAddress, isAddress } from 'viem'
import { apiContract } from '../../generated/api/contract.ts'
import { readBalances } from '../chain/readBalances.ts'
import type { ServerContext } from '../ServerContext.ts'
import { fail } from './fail.ts'
import { findChain } from './findChain.ts'
import { pathAddress } from './pathParam.ts'

/**
 * `GET /v1/account/{address}/balance`: the native and ERC-20 balances of an address (plain
 * `0x…` or CAIP-10), read from the chain's node, valued with the price table. `forceUpdate`
 * changes nothing: the server keeps no cache.
 *
 * @example
 * import { getAccountBalance } from './getAccountBalance.ts'
 * const route = (ctx: Parameters<typeof getAccountBalance>[0]) => getAccountBalance(ctx)
 */
export const getAccountBalance = (ctx: ServerContext) =>
  tsr.route(apiContract.getAccountBalance, async ({ params, query }) => {
    const found = findChain(ctx, query.chainId)
    if (!found.ok) return found.answer
    const raw = pathAddress(params.address)
    if (!isAddress(raw, { strict: false }))
      return fail(400, `Invalid path parameter 'address': ${params.address} is not an EVM address`)
    try {
      const balances = await readBalances(
        found.chain.config,
        found.chain.client,
        getAddress(raw),
        ctx.prices,
      )
      return { status: 200, body: { balances } }
    } catch (cause) {
      const detail = cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause)
      return fail(503, `Chain ${query.chainId} is unavailable: ${detail}`)
    }
  })
