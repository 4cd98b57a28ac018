/** EIP-1193 and JSON-RPC error codes the dev wallet answers with. */
export const providerErrorCodes = {
  /** EIP-1193: the user rejected the request. */
  userRejected: 4001,
  /** EIP-1193: the method or account is not authorized (not connected, other address). */
  unauthorized: 4100,
  /** EIP-1193: the provider does not support the method. */
  unsupportedMethod: 4200,
  /** EIP-1193: the provider is disconnected from all chains. */
  disconnected: 4900,
  /** EIP-1193: the provider is not connected to the requested chain. */
  chainDisconnected: 4901,
  /** EIP-3326: unrecognized chain id; add it with wallet_addEthereumChain first. */
  unrecognizedChain: 4902,
  /** EIP-5792: a capability the app marked non-optional is not supported. */
  unsupportedCapability: 5700,
  /** EIP-5792: the wallet does not send calls on that chain. */
  unsupportedChainId: 5710,
  /** EIP-5792: a batch with that id was already sent. */
  duplicateId: 5720,
  /** EIP-5792: no batch with that id. */
  unknownBundleId: 5730,
  /** EIP-5792: the wallet cannot run the batch atomically. */
  atomicityNotSupported: 5760,
  /** JSON-RPC: invalid method parameters. */
  invalidParams: -32602,
  /** JSON-RPC: internal error. */
  internal: -32603,
} as const

/**
 * An EIP-1193 `ProviderRpcError`: a plain `{ code, message, data? }` error object,
 * classified by `code` (4001 user rejected, 4100, 4200, 4900, 4901, 4902, -32602, -32603).
 *
 * @example
 * import { ProviderRpcError, providerErrorCodes } from './ProviderRpcError.ts'
 * throw new ProviderRpcError(providerErrorCodes.userRejected, 'User rejected the request.')
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  /** The JSON form a wallet sends over the wire. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}
