import { CHAIN_LOCKED } from './approvalMessages.ts'
import type { FrameChain } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'

/**
 * The frame wallet's chains: the configured ones, the current one (the first at start), and
 * the rule that fixes a request's chain (F3): a request runs on the chain it names, else on
 * the current one as it was when the request arrived, and the current chain cannot change
 * while an ask waits (it was shown on the chain it runs on).
 *
 * @example
 * import { frameChains } from './frameChains.ts'
 * const chains = frameChains(config.chains, () => approvals.waiting().length > 0)
 * const on = chains.chainOf(request.payload.chainId)
 */
export const frameChains = (chains: readonly FrameChain[], askWaiting: () => boolean) => {
  let chain: FrameChain | undefined = chains[0]
  /** The configured chain with this id (`eip155:1` or `1`), or fails with 'Chain not found'. */
  const chainFor = (chainId: unknown): FrameChain => {
    const id =
      typeof chainId === 'string' && chainId.includes(':') ? chainId.split(':')[1] : chainId
    const found = chains.find((c) => String(c.chainId) === String(id))
    if (!found) throw new FrameFailure('Chain not found')
    return found
  }
  /** The chain in use, or fails with 'Chain not found'. */
  const currentChain = () => {
    if (!chain) throw new FrameFailure('Chain not found')
    return chain
  }
  return {
    chainFor,
    currentChain,
    /** The chain a request names, else the current one: fixed once, when the request arrives. */
    chainOf: (chainId: unknown) => (chainId === undefined ? currentChain() : chainFor(chainId)),
    /** Moves to the chain with this id; refused while an ask waits. */
    moveTo: (chainId: unknown) => {
      const next = chainFor(chainId)
      if (next !== chain && askWaiting()) throw new FrameFailure(CHAIN_LOCKED)
      chain = next
      return next
    },
  }
}
