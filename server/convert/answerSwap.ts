import type { ErrorBody } from '../../generated/api/zod.ts'
import { fail } from '../http/fail.ts'
import { SwapFailure } from './SwapProvider.ts'

/**
 * Runs a convert handler's work and turns a failure into its answer: a `SwapFailure` is a
 * 400 with its message (SPEC §8 'Network not supported for Swaps' among them), an
 * unavailable provider or chain node a 503.
 *
 * @example
 * import { answerSwap } from './answerSwap.ts'
 * const answer = await answerSwap(async () => ({ status: 200 as const, body: { tokens: [] } }))
 */
export const answerSwap = async <A>(
  work: () => Promise<A>,
): Promise<A | { status: 400 | 503; body: ErrorBody }> => {
  try {
    return await work()
  } catch (cause) {
    if (cause instanceof SwapFailure && cause.reason !== 'unavailable')
      return fail(400, cause.message)
    const detail = cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause)
    return fail(503, `The swap provider is unavailable: ${detail}`)
  }
}
