import { tsr } from '@ts-rest/serverless/fetch'
import { apiContract } from '../../generated/api/contract.ts'
import { HTTP_TIMEOUT_MS } from '../../runtime/constants.ts'
import type { ServerContext } from '../ServerContext.ts'
import { fail } from './fail.ts'
import { findChain } from './findChain.ts'

/**
 * `POST /v1?chainId=`: forwards a JSON-RPC request or batch (up to 1000, checked by the
 * contract) to the chain's node and answers with the node's reply unchanged. A node that
 * fails (no connection, a non-2xx answer, no answer within `HTTP_TIMEOUT_MS`) passes the
 * request to the chain's next fallback URL; when every URL failed, 503 says why the last did.
 *
 * @example
 * import { postChainRpc } from './postChainRpc.ts'
 * const route = (ctx: Parameters<typeof postChainRpc>[0]) => postChainRpc(ctx)
 */
export const postChainRpc = (ctx: ServerContext) =>
  tsr.route(apiContract.postChainRpc, async ({ query, body }) => {
    const found = findChain(ctx, query.chainId)
    if (!found.ok) return found.answer
    const { rpcUrl, fallbackRpcUrls = [] } = found.chain.config
    let failure = ''
    for (const url of [rpcUrl, ...fallbackRpcUrls]) {
      try {
        const response = await ctx.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        })
        if (response.ok) return { status: 200, body: await response.json() }
        failure = `Chain ${query.chainId} answered HTTP ${response.status}`
      } catch (cause) {
        const detail = cause instanceof Error ? cause.message : String(cause)
        failure = `Chain ${query.chainId} is unavailable: ${detail}`
      }
    }
    return fail(503, failure)
  })
