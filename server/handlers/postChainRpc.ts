import { apiContract } from '../../generated/api/contract.ts'
import { HTTP_TIMEOUT_MS } from '../../runtime/constants.ts'
import { refusedRpcMethods } from '../chain/rpcProxyMethods.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import type { ServerContext } from '../ServerContext.ts'
import { chargeNodeCalls } from './chargeNodeCalls.ts'
import { findChain } from './findChain.ts'

/** The node behind a served chain id: an eip155 chain, else a Solana cluster, else a 400. */
const nodeOf = (ctx: ServerContext, chainId: string) => {
  const solana = ctx.solanaChains.get(chainId)
  if (solana) {
    const rpcUrls = [solana.rpcUrl, ...(solana.fallbackRpcUrls ?? [])]
    return { ok: true, namespace: 'solana', rpcUrls } as const
  }
  const found = findChain(ctx, chainId)
  if (!found.ok) return found
  const { rpcUrl, fallbackRpcUrls = [] } = found.chain.config
  return { ok: true, namespace: 'eip155', rpcUrls: [rpcUrl, ...fallbackRpcUrls] } as const
}

/**
 * `POST /v1?chainId=`: forwards a JSON-RPC request or batch (up to 1000, checked by the
 * contract) to the chain's node (eip155 or Solana) and answers with the node's reply
 * unchanged. A public endpoint, so (security-r3 F5): each client (`clientKey`) may send
 * RPC_PROXY_LIMIT calls a minute, every call of a batch counting, in one budget with the node
 * calls of its signature checks (chargeNodeCalls; 429 'Please try again after N seconds'); and only reads and signed transactions are forwarded (rpcProxyMethods) — a batch
 * with any other method is refused whole with 403 naming it, so nobody administers the node,
 * spends its unlocked accounts or burns its quota through us. A node that fails (no
 * connection, a non-2xx answer, no answer within `HTTP_TIMEOUT_MS`) passes the request to the
 * chain's next fallback URL; when every URL failed, 503 says why the last did.
 *
 * @example
 * import { postChainRpc } from './postChainRpc.ts'
 * const route = (ctx: Parameters<typeof postChainRpc>[0]) => postChainRpc(ctx)
 */
export const postChainRpc = (ctx: ServerContext) =>
  apiRoute(apiContract.postChainRpc, async ({ query, body }, context) => {
    const calls = Array.isArray(body) ? body : [body]
    const limited = await chargeNodeCalls(ctx, context.clientKey, calls.length)
    if (limited) return limited
    const node = nodeOf(ctx, query.chainId)
    if (!node.ok) return node.answer
    const refused = refusedRpcMethods(
      node.namespace,
      calls.map((c) => c.method),
    )
    if (refused.length > 0)
      return fail(
        403,
        `The RPC proxy does not forward ${refused.join(', ')}: it forwards reads and signed transactions only`,
      )
    let failure = ''
    for (const url of node.rpcUrls) {
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
