import { FRAME_APPROVAL_QUEUE_MAX } from '../runtime/constants.ts'
import type { ApprovalQueue } from './approvalQueue.ts'
import { type ApprovalAsk, describeRequest, readRequestTokens } from './describeRequest.ts'
import { type FrameChain, isSolanaChain } from './FrameConfig.ts'
import { FrameFailure, USER_REJECTED } from './FrameFailure.ts'
import type { FrameSession } from './frameSession.ts'
import { describeSolanaRequest, SOLANA_APPROVED_METHODS } from './solanaRequests.ts'

/** Waits for the visitor's approval of one request (4001 when rejected). */
export type Approved = (
  id: string,
  method: string,
  params: unknown,
  on: FrameChain,
  described?: ApprovalAsk,
) => Promise<void>

/**
 * The approval gate of the wallet kernel: an unsafe request runs only once the visitor approved
 * it in the frame's own UI; a rejection is EIP-1193's 4001. The ask is `described` (a send, a
 * batch, a grant) or told here from the method (signatures, with Permit tokens read on chain);
 * at most FRAME_APPROVAL_QUEUE_MAX wait; the session must still be the one that was asked.
 *
 * @example
 * import { frameApproval } from './frameApproval.ts'
 * const approved = frameApproval(session, approvals, config.chains)
 * await approved(request.id, 'personal_sign', params, chain)
 */
export const frameApproval =
  (session: FrameSession, approvals: ApprovalQueue, chains: readonly FrameChain[]): Approved =>
  async (id, method, params, on, described) => {
    const asked = session.needSession()
    const { account } = asked
    const ask = described
      ? described
      : SOLANA_APPROVED_METHODS.has(method)
        ? isSolanaChain(on)
          ? describeSolanaRequest(method, params, on, (await session.solanaKeyOf(asked)).address)
          : undefined
        : isSolanaChain(on)
          ? undefined
          : describeRequest(
              method,
              params,
              on,
              account.address,
              await readRequestTokens(method, params, on, chains),
            )
    if (!ask) throw new FrameFailure('Invalid input')
    if (approvals.waiting().length >= FRAME_APPROVAL_QUEUE_MAX)
      throw new FrameFailure('Too many requests are waiting for approval')
    if (!(await approvals.hold(id, ask)))
      throw new FrameFailure(USER_REJECTED.message, USER_REJECTED.code)
    if (session.needSession().account.address !== account.address)
      throw new FrameFailure('Session Expired')
  }
