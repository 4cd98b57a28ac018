import type { ApprovalQueue } from './approvalQueue.ts'
import { makeAuthCall } from './authCall.ts'
import { type FrameChain, type FrameConfig, isSolanaChain } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'
import { frameApproval } from './frameApproval.ts'
import { frameChains } from './frameChains.ts'
import { frameEvmRequests } from './frameEvmRequests.ts'
import { frameRpc } from './frameRpc.ts'
import { frameSendTransaction } from './frameSendTransaction.ts'
import { frameSession, type Unlocked } from './frameSession.ts'
import { frameSmartRequests } from './frameSmartRequests.ts'
import { nativeUsdPrice } from './nativePrice.ts'
import type { SessionVault } from './sessionVault.ts'

/** What the wallet kernel reaches: the auth service, the vault, the visitor's approvals. */
export interface FrameKernelDeps {
  readonly fetch: typeof fetch
  readonly vault: SessionVault
  readonly approvals: ApprovalQueue
  /** The auth service's base URL; '' is the frame's own origin. */
  readonly authBase?: string
}

/**
 * The embedded wallet's kernel, without its message surface: the session (keys), the chains
 * with the rule that fixes a request's chain, the approval gate, the smart account, sends with
 * the frame's own fee, the RPC requests and the user on the current chain.
 *
 * @example
 * import { frameKernel } from './frameKernel.ts'
 * const kernel = frameKernel(config, { fetch, vault, approvals })
 * await kernel.rpc(id, { method: 'eth_chainId' })
 */
export const frameKernel = (config: FrameConfig, deps: FrameKernelDeps) => {
  const base = deps.authBase ?? ''
  const chains = frameChains(config.chains, () => deps.approvals.waiting().length > 0)
  const { chainFor, currentChain, chainOf, moveTo } = chains
  const call = makeAuthCall(deps.fetch, base)
  const failWith = (body: Record<string, unknown>, fallback: string): never => {
    throw new FrameFailure(typeof body.message === 'string' ? body.message : fallback)
  }
  const session = frameSession({
    call,
    projectId: config.projectId,
    vault: deps.vault,
    approvals: deps.approvals,
    failWith,
  })
  const { needSession } = session
  const approved = frameApproval(session, deps.approvals, config.chains)
  const usdPrice = (on: FrameChain) => nativeUsdPrice(deps.fetch, base, config.projectId, on)
  const smartRequests = frameSmartRequests({
    chains: config.chains,
    needSession,
    currentChain,
    chainFor,
    unlock: session.unlock,
    usdPrice,
    approved,
  })
  const sendTransaction = frameSendTransaction({
    needAccount: () => needSession().account,
    usdPrice,
    approved: (id, on, ask) => approved(id, 'eth_sendTransaction', undefined, on, ask),
  })
  const evm = frameEvmRequests({
    accounts: session.accounts,
    needAccount: () => needSession().account,
  })

  /** The user on the current chain: the Solana address on a Solana cluster. */
  const user = async (u: Unlocked) => {
    const on = currentChain()
    const address = isSolanaChain(on) ? (await session.solanaKeyOf(u)).address : u.account.address
    const account = await smartRequests.userAccount(u, on)
    return {
      email: u.session.email === '' ? null : u.session.email,
      address,
      chainId: on.chainId,
      accounts: [{ address, type: account.type }],
      userName: null,
      preferredAccountType: account.preferredAccountType,
      smartAccountDeployed: account.smartAccountDeployed,
    }
  }
  /** get user, and the end of a social login: the app's chain and account type first. */
  const userFor = async (payload: {
    readonly chainId?: unknown
    readonly preferredAccountType?: unknown
  }) => {
    needSession()
    if (payload.chainId !== undefined) moveTo(payload.chainId)
    await smartRequests.adoptPreferred(
      payload.preferredAccountType as Parameters<typeof smartRequests.adoptPreferred>[0],
    )
    return user(needSession())
  }

  const rpc = frameRpc({ session, smartRequests, sendTransaction, evm, approved, chainOf })
  return { base, call, failWith, session, chains, smartRequests, rpc, userFor }
}
