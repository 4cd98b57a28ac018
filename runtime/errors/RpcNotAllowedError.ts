import { LatchError } from './LatchErrorBase.ts'

/** SPEC §8: the UI shows this instead of the error's own message. */
export const ACTION_NOT_ALLOWED = 'Action not allowed'

/** An RPC method outside the generated allow-list (SPEC §5 "Only listed RPC methods are recognised"). */
export class RpcNotAllowedError extends LatchError<{
  readonly method: string
}> {
  override readonly _tag = 'RpcNotAllowedError'
  static of(method: string): RpcNotAllowedError {
    return new RpcNotAllowedError({
      message: 'Requested RPC call is not allowed',
      details: `${method} is not in contracts/wallet-rpc.openrpc.json`,
      method,
    })
  }
}
