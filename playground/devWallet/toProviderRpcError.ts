import { BaseError, HttpRequestError } from 'viem'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'

/**
 * Turns whatever a request threw into an EIP-1193 error, by code: a `ProviderRpcError`
 * stays, a viem error keeps the first JSON-RPC `code` in its cause chain (the node's own
 * answer), an unreachable node is 4901, anything else -32603.
 *
 * @example
 * import { toProviderRpcError } from './toProviderRpcError.ts'
 * toProviderRpcError(new Error('boom')) // { code: -32603, message: 'boom' }
 */
export const toProviderRpcError = (error: unknown): ProviderRpcError => {
  if (error instanceof ProviderRpcError) return error
  if (!(error instanceof BaseError)) {
    return new ProviderRpcError(
      codes.internal,
      error instanceof Error ? error.message : String(error),
    )
  }
  const withCode = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as
    | (Error & { code: number })
    | null
  if (withCode) return new ProviderRpcError(withCode.code, error.shortMessage)
  if (error.walk((e) => e instanceof HttpRequestError)) {
    return new ProviderRpcError(codes.chainDisconnected, error.shortMessage)
  }
  return new ProviderRpcError(codes.internal, error.shortMessage)
}
