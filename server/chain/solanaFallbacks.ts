import { createSolanaRpc } from '@solana/kit'
import { HTTP_TIMEOUT_MS } from '../../runtime/constants.ts'
import type { SolanaServerChain } from './SolanaServerChain.ts'

/** A Solana JSON-RPC client of one URL, and the signal each of its calls is sent with. */
export type SolanaCall<A> = (
  rpc: ReturnType<typeof createSolanaRpc>,
  abortSignal: AbortSignal,
) => Promise<A>

/**
 * Runs `call` against the chain's `rpcUrl`, then each of its `fallbackRpcUrls` in order while
 * they fail (no connection, an error answer, no answer within HTTP_TIMEOUT_MS), as the EVM
 * chains' clients do; rejects with the last failure when every URL failed.
 *
 * @example
 * import { withSolanaFallbacks } from './solanaFallbacks.ts'
 * const chain = { caipNetworkId: 'solana:AcnDLQ81CQqaBTrcBvrg6qoL3eADDBUb', rpcUrl: 'http://127.0.0.1:8899' } as const
 * const slot = await withSolanaFallbacks(chain, (rpc, abortSignal) => rpc.getSlot().send({ abortSignal }))
 */
export const withSolanaFallbacks = async <A>(
  chain: SolanaServerChain,
  call: SolanaCall<A>,
): Promise<A> => {
  let failure: unknown = new Error(`Chain ${chain.caipNetworkId} has no RPC URL`)
  for (const url of [chain.rpcUrl, ...(chain.fallbackRpcUrls ?? [])]) {
    try {
      return await call(createSolanaRpc(url), AbortSignal.timeout(HTTP_TIMEOUT_MS))
    } catch (cause) {
      failure = cause
    }
  }
  throw failure
}
