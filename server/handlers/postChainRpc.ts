import { apiContract } from '../../generated/api/contract.ts'
import { HTTP_TIMEOUT_MS } from '../../runtime/constants.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'
import { fail } from './fail.ts'
import { findChain } from './findChain.ts'

/**
 * `POST /v1?chainId=`: forwards a JSON-RPC request or batch (up to 1000, checked by the
 * contract) to the chain's node and answers with the node's reply unchanged. A node that
 * does not answer within `HTTP_TIMEOUT_MS` gives 503.
 *
 * @example
 * import { postChainRpc } from './postChainRpc.ts'
 * const route = (ctx: Parameters<typeof postChainRpc>[0]) => postChainRpc(ctx)
 */
export const postChainRpc = (ctx: ServerContext) =>
  apiRoute(apiContract.postChainRpc, async ({ query, body }) => {
    const found = findChain(ctx, query.chainId)
    if (!found.ok) return found.answer
    try {
      const response = await ctx.fetch(found.chain.config.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      })
      if (!response.ok) return fail(503, `Chain ${query.chainId} answered HTTP ${response.status}`)
      return { status: 200, body: await response.json() }
    } catch (cause) {
      const detail = cause instanceof Error ? cause.message : String(cause)
      return fail(503, `Chain ${query.chainId} is unavailable: ${detail}`)
    }
  })
