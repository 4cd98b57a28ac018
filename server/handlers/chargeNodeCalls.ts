import { CLIENT_LIMIT_WINDOW_MS, RPC_PROXY_LIMIT } from '../auth/authConstants.ts'
import { fail } from '../http/fail.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * Counts `calls` requests of `client` to a chain's node against the RPC proxy's per-client
 * budget (RPC_PROXY_LIMIT a minute, security-r3 F5): the proxy's forwards and the `eth_call`
 * of each EVM signature check (viem's `verifyMessage` asks the node for ERC-1271 / ERC-6492,
 * whose factory call a forged signature chooses) share it, so no route without a session is a
 * free way to the node. 429 'Please try again after N seconds' once spent, else `undefined`.
 *
 * @example
 * import { chargeNodeCalls } from './chargeNodeCalls.ts'
 * const refused = async (ctx: Parameters<typeof chargeNodeCalls>[0]) => chargeNodeCalls(ctx, '203.0.113.7')
 */
export const chargeNodeCalls = async (
  ctx: Pick<ServerContext, 'limits'>,
  client: string,
  calls = 1,
) => {
  const limited = await ctx.limits.hit(
    'rpc-proxy',
    client,
    { limit: RPC_PROXY_LIMIT, windowMs: CLIENT_LIMIT_WINDOW_MS },
    calls,
  )
  return limited.status === 'limited'
    ? fail(429, `Please try again after ${limited.seconds} seconds`)
    : undefined
}
