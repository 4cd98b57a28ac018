import { LatchError } from './LatchErrorBase.ts'

/** SPEC §8 'Request was aborted': a pending unsafe request was rejected before the wallet answered. */
export class RequestAbortedError extends LatchError<{
  readonly method: string
}> {
  override readonly _tag = 'RequestAbortedError'
  static of(method: string): RequestAbortedError {
    return new RequestAbortedError({ message: 'Request was aborted', method })
  }
}
