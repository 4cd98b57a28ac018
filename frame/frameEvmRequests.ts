import { type Address, createPublicClient, http, isHex, toHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { FrameChain } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'

/** What the EVM requests need from the frame wallet. */
export interface FrameEvmRequestDeps {
  /** The unlocked account's address, or none when locked (eth_accounts never fails). */
  readonly accounts: () => Address[]
  /** The unlocked account, or fails with 'Session Expired'. */
  readonly needAccount: () => PrivateKeyAccount
}

/** Requests that only read: they run without asking the visitor. */
const READS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
])

/**
 * The frame wallet's plain EVM requests on a configured chain, once approved where they must
 * be: accounts and chain id, personal_sign and typed-data signing with the frame's key,
 * and chain reads (eth_sendTransaction is frameSendTransaction's) through the allow-list; any other method is EIP-1193's
 * 4200 (unsupported).
 *
 * @example
 * import { frameEvmRequests } from './frameEvmRequests.ts'
 * const evm = frameEvmRequests({ accounts, needAccount })
 * const chainId = await evm('eth_chainId', [], chain)
 */
export const frameEvmRequests =
  (deps: FrameEvmRequestDeps) =>
  async (method: string, params: unknown, on: FrameChain): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return deps.accounts()
      case 'eth_chainId':
        return toHex(Number(on.chainId))
      case 'personal_sign': {
        const account = deps.needAccount()
        const message = list[0]
        if (typeof message !== 'string') throw new FrameFailure('Invalid input')
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const account = deps.needAccount()
        const raw = list[1]
        const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Parameters<
          PrivateKeyAccount['signTypedData']
        >[0]
        return account.signTypedData(typed)
      }
    }
    if (READS.has(method)) {
      const client = createPublicClient({ transport: http(on.rpcUrl) })
      return client.request({ method, params } as Parameters<typeof client.request>[0])
    }
    // EIP-1193 4200: the app learns the method is unsupported (ERC-7715 permissions here).
    throw new FrameFailure(`${method} is not supported by this wallet`, 4200)
  }
