import { LatchError } from './LatchErrorBase.ts'

/** SPEC §5's generic schema message, shown for params the contract refuses. */
export const INVALID_INPUT = 'Invalid input'

/**
 * Params of a recognised RPC method that break the OpenRPC contract's rules (SPEC §5, e.g.
 * "wallet_sendCalls: each call needs 'to' starting 0x; data starts 0x"); the wallet is never asked.
 */
export class RpcParamsError extends LatchError<{
  readonly method: string
  /** Where the first problem is, e.g. `params[0].calls[1].to`. */
  readonly field: string
}> {
  override readonly _tag = 'RpcParamsError'
  static of(method: string, field: string, problem: string): RpcParamsError {
    return new RpcParamsError({
      message: INVALID_INPUT,
      details: `${method} ${field}: ${problem}`,
      method,
      field,
    })
  }
}
