import type { FrameWallet } from './frameWallet.ts'
import { type GateVerdict, replyTypes } from './gate.ts'

/** Where the frame answers: the private port to the app. */
export interface AnswerTarget {
  readonly postMessage: (message: unknown) => void
}

/**
 * Answers one message by the gate's verdict: nothing for a dropped one, its error reply for a
 * refused one, and for an accepted request the frame wallet's answer as the contract's
 * success or error reply (echoing the request id).
 *
 * @example
 * import { answerRequest } from './answerRequest.ts'
 * import { checkMessage } from './gate.ts'
 * port.onmessage = (event) => void answerRequest(wallet, port, checkMessage(event.data))
 */
export const answerRequest = async (
  wallet: FrameWallet,
  target: AnswerTarget,
  verdict: GateVerdict,
): Promise<void> => {
  if (verdict.kind === 'drop') return
  if (verdict.kind === 'reject') {
    target.postMessage({
      id: verdict.id,
      type: verdict.replyType,
      payload: { message: verdict.message },
    })
    return
  }
  const { id, type } = verdict.request
  const replies = replyTypes(type)
  const result = await wallet(verdict.request)
  target.postMessage(
    result.ok
      ? {
          id,
          type: replies.success,
          ...(result.payload === undefined ? {} : { payload: result.payload }),
        }
      : {
          id,
          type: replies.error,
          payload:
            result.code === undefined
              ? { message: result.message }
              : { message: result.message, code: result.code },
        },
  )
}
