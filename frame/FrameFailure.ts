/** A reply's type and payload; the page adds the request's id. */
export type FrameAnswer =
  | { readonly ok: true; readonly payload?: unknown }
  | { readonly ok: false; readonly message: string; readonly code?: number }

/** A failure whose message the app may show, with its EIP-1193 / EIP-5792 code when it has one. */
export class FrameFailure extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

/** EIP-1193 "user rejected the request" (SPEC §8 wallet errors: user rejected). */
export const USER_REJECTED = { message: 'User rejected the request', code: 4001 } as const

/**
 * Runs one request's handler and turns its outcome into the reply: a FrameFailure keeps its
 * words (and code); any other error shows viem's short message, or 'Something went wrong'.
 *
 * @example
 * import { answerOf, FrameFailure } from './FrameFailure.ts'
 * const answer = await answerOf(async () => {
 *   throw new FrameFailure('Session Expired')
 * }) // { ok: false, message: 'Session Expired' }
 */
export const answerOf = async (run: () => Promise<unknown>): Promise<FrameAnswer> => {
  try {
    const payload = await run()
    return payload === undefined ? { ok: true } : { ok: true, payload }
  } catch (error) {
    if (error instanceof FrameFailure)
      return error.code === undefined
        ? { ok: false, message: error.message }
        : { ok: false, message: error.message, code: error.code }
    const short = (error as { shortMessage?: unknown })?.shortMessage
    return { ok: false, message: typeof short === 'string' ? short : 'Something went wrong' }
  }
}
