import type { Hex } from 'viem'
import { APPROVED_METHODS } from './describeRequest.ts'
import { type FrameChain, isSolanaChain } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'
import type { Approved } from './frameApproval.ts'
import type { frameEvmRequests } from './frameEvmRequests.ts'
import type { FrameSession } from './frameSession.ts'
import type { frameSmartRequests } from './frameSmartRequests.ts'
import {
  runSolanaRequest,
  SOLANA_APPROVED_METHODS,
  SolanaRequestFailure,
} from './solanaRequests.ts'

/** What the RPC requests need from the wallet kernel. */
export interface FrameRpcDeps {
  readonly session: FrameSession
  readonly smartRequests: ReturnType<typeof frameSmartRequests>
  readonly sendTransaction: (id: string, params: unknown, on: FrameChain) => Promise<Hex>
  readonly evm: ReturnType<typeof frameEvmRequests>
  readonly approved: Approved
  /** The chain a request names, else the current one: fixed once, when it arrives (F3). */
  readonly chainOf: (chainId: unknown) => FrameChain
}

/**
 * The frame's `app/rpc-request` (SPEC §7): batches and permissions through the smart account,
 * sends with the frame's own fee, signatures once approved, Solana requests with the derived
 * key, and reads through the contract's allow-list; each on the chain fixed when it arrives.
 *
 * @example
 * import { frameRpc } from './frameRpc.ts'
 * const rpc = frameRpc({ session, smartRequests, sendTransaction, evm, approved, chainOf })
 * await rpc(request.id, { method: 'eth_chainId' }) // { result: '0x7a69' }
 */
export const frameRpc = (deps: FrameRpcDeps) => {
  const { session, smartRequests } = deps
  const run = async (method: string, params: unknown, on: FrameChain): Promise<unknown> => {
    if (method.startsWith('solana_')) {
      if (!isSolanaChain(on)) throw new FrameFailure('Chain not found')
      const key = await session.solanaKeyOf(session.needSession())
      try {
        return await runSolanaRequest(method, params, key, on, fetch)
      } catch (error) {
        if (error instanceof SolanaRequestFailure) throw new FrameFailure(error.message)
        throw error
      }
    }
    if (isSolanaChain(on)) throw new FrameFailure(`${method} is not supported by this wallet`)
    if (method === 'wallet_getCapabilities') return smartRequests.capabilities(params)
    if (method === 'wallet_getCallsStatus') return smartRequests.callsStatus(params)
    return deps.evm(method, params, on)
  }
  return async (id: string, payload: unknown): Promise<{ result: unknown }> => {
    const { method, params, chainId } = payload as {
      method: string
      params?: unknown
      chainId?: unknown
    }
    if (method === 'wallet_sendCalls')
      return { result: await smartRequests.sendCalls(id, params, chainId) }
    if (method === 'wallet_grantPermissions')
      return { result: await smartRequests.grantPermissions(id, params, chainId) }
    if (method === 'wallet_revokePermissions')
      return { result: await smartRequests.revokePermissions(id, params, chainId) }
    // The chain is fixed here: the ask shows it and the request runs on it (F3).
    const on = deps.chainOf(chainId)
    if (method === 'eth_sendTransaction' && !isSolanaChain(on))
      return { result: await deps.sendTransaction(id, params, on) }
    if (APPROVED_METHODS.has(method) || SOLANA_APPROVED_METHODS.has(method))
      await deps.approved(id, method, params, on)
    return { result: await run(method, params, on) }
  }
}
