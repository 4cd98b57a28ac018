import { type LocalAccount, toHex } from 'viem'
import { createWalletCalls } from './createWalletCalls.ts'
import type { createWalletChains } from './createWalletChains.ts'
import type { createWalletConnection } from './createWalletConnection.ts'
import { createWalletPermissions } from './createWalletPermissions.ts'
import { createWalletSigning } from './createWalletSigning.ts'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'

/** Wallet methods never forwarded to the node: anvil would sign with its own unlocked keys. */
const refused = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
])

/** The dev wallet's parts its methods are answered by. */
export type WalletParts = {
  readonly account: LocalAccount
  readonly ask: (method: string, params: readonly unknown[]) => Promise<void>
  readonly chains: ReturnType<typeof createWalletChains>
  readonly connection: ReturnType<typeof createWalletConnection>
}

/**
 * The dev wallet's EIP-1193 `request`, method by method: the connection (EIP-1102, EIP-2255),
 * signing, EIP-5792 batches, ERC-7715 permissions and the networks; any other `eth_`, `net_`
 * or `web3_` read goes to the chain, and everything else is 4200.
 *
 * @example
 * import { walletMethods } from './walletMethods.ts'
 * const handle = walletMethods({ account, ask, chains, connection })
 * await handle('eth_chainId', []) // '0x7a69'
 */
export const walletMethods = (parts: WalletParts) => {
  const { account, ask, chains, connection } = parts
  const context = {
    account,
    chainId: chains.chainId,
    chainIds: chains.chainIds,
    clientOf: chains.clientOf,
    ask,
    requireAccount: connection.requireAccount,
  }
  const signing = createWalletSigning({ ...context, current: chains.current })
  const calls = createWalletCalls(context)
  const permissions = createWalletPermissions({ ...context, runBatch: calls.runBatch })

  const methods: Record<string, (params: readonly unknown[]) => unknown> = {
    eth_requestAccounts: (params) => connection.connect('eth_requestAccounts', params),
    wallet_requestPermissions: async (params) => {
      await connection.connect('wallet_requestPermissions', params)
      return connection.permissions()
    },
    wallet_getPermissions: () => connection.permissions(),
    wallet_getCapabilities: calls.getCapabilities,
    wallet_sendCalls: calls.sendCalls,
    wallet_getCallsStatus: calls.getCallsStatus,
    wallet_grantPermissions: permissions.grantPermissions,
    // ERC-7715 names a permission context; EIP-2255 (eth_accounts) disconnects.
    wallet_revokePermissions: (params) =>
      (params[0] as { permissionContext?: unknown } | undefined)?.permissionContext
        ? permissions.revokePermissions(params)
        : connection.revoke(),
    eth_accounts: () => (connection.connected() ? [account.address] : []),
    eth_coinbase: () => (connection.connected() ? account.address : null),
    eth_chainId: () => toHex(chains.chainId()),
    net_version: () => String(chains.chainId()),
    personal_sign: signing.personalSign,
    eth_signTypedData_v4: signing.signTypedData,
    eth_sendTransaction: signing.sendTransaction,
    wallet_switchEthereumChain: chains.switchEthereumChain,
    wallet_addEthereumChain: (params) => chains.addEthereumChain(params, ask),
  }

  return async (method: string, params: readonly unknown[]): Promise<unknown> => {
    const answer = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (answer) return answer(params)
    if (refused.has(method) || !/^(eth|net|web3)_/.test(method))
      throw new ProviderRpcError(
        codes.unsupportedMethod,
        `The dev wallet does not support ${method}`,
      )
    return chains.current().client.request({ method, params } as never)
  }
}
