import { LatchError } from './LatchErrorBase.ts'

/** SPEC §5: "under 30 s since the last gives 'Please try again after N seconds'". */
export class EmailThrottledError extends LatchError<{
  readonly seconds: number
}> {
  override readonly _tag = 'EmailThrottledError'
  static of(seconds: number): EmailThrottledError {
    return new EmailThrottledError({
      message: `Please try again after ${seconds} seconds`,
      seconds,
    })
  }
}
