import {
  type Chain,
  createWalletClient,
  http,
  isAddress,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { noRetry } from './createWalletChains.ts'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'
import { parseTransactionRequest } from './parseTransactionRequest.ts'

/** What the signing methods need from the dev wallet. */
export type WalletSigningContext = {
  readonly account: LocalAccount
  readonly chainId: () => number
  /** The chain it is on now, and its JSON-RPC URL. */
  readonly current: () => { readonly chain: Chain; readonly rpcUrl: string }
  /** Asks the user (or auto-approves); throws 4001 on a refusal. */
  readonly ask: (method: string, params: readonly unknown[]) => Promise<void>
  /** Throws 4100 unless connected and `address` (when given) is the wallet's account. */
  readonly requireAccount: (address: unknown) => void
}

const typedDataOf = (data: unknown): TypedDataDefinition => {
  const invalid = () =>
    new ProviderRpcError(codes.invalidParams, 'eth_signTypedData_v4 needs typed data JSON')
  let typed: unknown
  try {
    typed = typeof data === 'string' ? JSON.parse(data) : data
  } catch {
    throw invalid()
  }
  if (typeof typed !== 'object' || typed === null || !('primaryType' in typed)) throw invalid()
  return typed as TypedDataDefinition
}

/**
 * The dev wallet's signing methods, each asked first: `personal_sign` (either parameter order),
 * `eth_signTypedData_v4` and `eth_sendTransaction` (on the current chain; viem prepares the
 * nonce, gas and fees, signs locally and sends the raw transaction).
 *
 * @example
 * import { createWalletSigning } from './createWalletSigning.ts'
 * const signing = createWalletSigning({ account, chainId, current, ask, requireAccount })
 * const signature = await signing.personalSign(['hello', account.address])
 */
export const createWalletSigning = (context: WalletSigningContext) => {
  const { account, ask, requireAccount } = context

  const personalSign = async (params: readonly unknown[]) => {
    // [message, address]; some apps send [address, message].
    const [first, second] = params
    const swapped =
      typeof first === 'string' &&
      isAddress(first) &&
      !(typeof second === 'string' && isAddress(second))
    const [message, address] = swapped ? [second, first] : [first, second]
    if (typeof message !== 'string')
      throw new ProviderRpcError(codes.invalidParams, 'personal_sign needs a message')
    requireAccount(address)
    await ask('personal_sign', params)
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }

  const signTypedData = async (params: readonly unknown[]) => {
    const [address, data] = params
    requireAccount(address)
    const typed = typedDataOf(data)
    await ask('eth_signTypedData_v4', params)
    return account.signTypedData(typed)
  }

  const sendTransaction = async (params: readonly unknown[]) => {
    const tx = parseTransactionRequest(params[0])
    requireAccount(tx.from)
    const chainId = context.chainId()
    if (tx.chainId !== undefined && tx.chainId !== chainId) {
      throw new ProviderRpcError(
        codes.invalidParams,
        `Transaction chainId ${toHex(tx.chainId)} differs from the current chain ${toHex(chainId)}`,
      )
    }
    await ask('eth_sendTransaction', params)
    const { chain, rpcUrl } = context.current()
    const wallet = createWalletClient({ account, chain, transport: http(rpcUrl, noRetry) })
    return wallet.sendTransaction(tx.request as Parameters<typeof wallet.sendTransaction>[0])
  }

  return { personalSign, signTypedData, sendTransaction }
}
