import { type Address, type Hex, isAddress, isHex } from 'viem'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'

/** An `eth_sendTransaction` param, read into viem's `sendTransaction` fields. */
export type ParsedTransactionRequest = {
  /** As sent; the wallet checks it is its own account. */
  readonly from: unknown
  /** Present when the app pinned the transaction to a chain. */
  readonly chainId: number | undefined
  readonly request: {
    readonly to: Address | null
    readonly data: Hex | undefined
    readonly value: bigint | undefined
    readonly gas: bigint | undefined
    readonly nonce: number | undefined
    readonly gasPrice?: bigint | undefined
    readonly maxFeePerGas?: bigint | undefined
    readonly maxPriorityFeePerGas?: bigint | undefined
  }
}

const invalid = (message: string) => new ProviderRpcError(codes.invalidParams, message)

const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value) && value.length > 2) return BigInt(value)
  throw invalid(`Invalid ${field}: expected a hex quantity`)
}

/**
 * Reads and checks the transaction object of `eth_sendTransaction` (hex quantities,
 * addresses, data); a bad field answers -32602 naming it. Missing nonce, gas and fees are
 * left for viem to fill in.
 *
 * @example
 * import { parseTransactionRequest } from './parseTransactionRequest.ts'
 * parseTransactionRequest({ from: '0xf39F…', to: '0x7099…', value: '0x1' }).request.value // 1n
 */
export const parseTransactionRequest = (tx: unknown): ParsedTransactionRequest => {
  if (typeof tx !== 'object' || tx === null)
    throw invalid('eth_sendTransaction needs a transaction')
  const t = tx as Record<string, unknown>
  if (t.to !== undefined && t.to !== null && !(typeof t.to === 'string' && isAddress(t.to))) {
    throw invalid('Invalid to: expected an address')
  }
  const data = t.data ?? t.input
  if (data !== undefined && data !== null && !(typeof data === 'string' && isHex(data))) {
    throw invalid('Invalid data: expected hex bytes')
  }
  const chainId = quantity(t.chainId, 'chainId')
  const nonce = quantity(t.nonce, 'nonce')
  const gasPrice = quantity(t.gasPrice, 'gasPrice')
  const fees =
    gasPrice !== undefined
      ? { gasPrice }
      : {
          maxFeePerGas: quantity(t.maxFeePerGas, 'maxFeePerGas'),
          maxPriorityFeePerGas: quantity(t.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
        }
  return {
    from: t.from,
    chainId: chainId === undefined ? undefined : Number(chainId),
    request: {
      to: (t.to ?? null) as Address | null,
      data: (data ?? undefined) as Hex | undefined,
      value: quantity(t.value, 'value'),
      gas: quantity(t.gas, 'gas'),
      nonce: nonce === undefined ? undefined : Number(nonce),
      ...fees,
    },
  }
}
