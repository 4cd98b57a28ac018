import type { ErrorBody } from '../../generated/api/zod.ts'
import { fail } from '../http/fail.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * The served chain for a `chainId` query parameter, or a 400 answer naming the parameter
 * and the chains that are served.
 *
 * @example
 * import { findChain } from './findChain.ts'
 * const chainOf = (ctx: Parameters<typeof findChain>[0]) => findChain(ctx, 'eip155:31337')
 */
export const findChain = (
  ctx: ServerContext,
  chainId: string,
):
  | { readonly ok: true; readonly chain: NonNullable<ReturnType<ServerContext['chains']['get']>> }
  | { readonly ok: false; readonly answer: { status: 400; body: ErrorBody } } => {
  const chain = ctx.chains.get(chainId)
  if (chain) return { ok: true, chain }
  const served = [...ctx.chains.keys()].join(', ') || 'none'
  return {
    ok: false,
    answer: fail(
      400,
      `Invalid query parameter 'chainId': ${chainId} is not served here (served: ${served})`,
    ),
  }
}
