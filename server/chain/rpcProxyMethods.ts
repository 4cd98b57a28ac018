/**
 * What the public RPC proxy forwards (security-r3 F5): reads, filters and the one way to send —
 * a transaction the visitor's wallet already signed. Node administration (`anvil_*`,
 * `hardhat_*`, `evm_*`, `admin_*`, `miner_*`), the node's own accounts (`eth_accounts`,
 * `eth_sendTransaction`, `eth_sign*`, `personal_*`), expensive introspection (`debug_*`,
 * `trace_*`, `txpool_*`) and faucets (`requestAirdrop`) are refused. Solana's
 * `getProgramAccounts` is left out too: one call scans a whole program (public RPCs gate it).
 */
const evmMethods = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

const solanaMethods = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlock',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])

/**
 * The methods of `calls` the proxy refuses for a chain of `namespace` (each once, in order);
 * empty when it forwards them all. A namespace it does not know refuses everything.
 *
 * @example
 * import { refusedRpcMethods } from './rpcProxyMethods.ts'
 * refusedRpcMethods('eip155', ['eth_call', 'anvil_setBalance']) // ['anvil_setBalance']
 */
export const refusedRpcMethods = (namespace: string, methods: readonly string[]): string[] => {
  const allowed =
    namespace === 'eip155' ? evmMethods : namespace === 'solana' ? solanaMethods : new Set()
  return [...new Set(methods.filter((m) => !allowed.has(m)))]
}
