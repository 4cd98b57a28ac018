import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  isAddressEqual,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { batchExecutorAddress, batchExecutorSalt, create2Deployer } from './batchExecutor.ts'
import type { DevAccount } from './devAccounts.ts'
import { localViemChain } from './localViemChain.ts'
import { simple7702Bytecode } from './simple7702Artifact.ts'

/** What `deployBatchExecutor` needs. */
export type DeployBatchExecutorOptions = {
  /** JSON-RPC URL of the chain (anvil with the Prague hardfork, so EIP-7702 works). */
  readonly url: string
  readonly chainId: number
  /** Pays for the deployment; its nonce does not matter (CREATE2). */
  readonly deployer: DevAccount
}

/**
 * Deploys `Simple7702Account` from the `@account-abstraction/contracts` artifact through the
 * CREATE2 deployment proxy, so it lands at `batchExecutorAddress` on every chain; does nothing
 * when code is already there. Fails when the chain has no deployment proxy or the artifact's
 * code would land elsewhere.
 *
 * @example
 * import { deployBatchExecutor } from './deployBatchExecutor.ts'
 * import { devAccounts } from './devAccounts.ts'
 * const target = await deployBatchExecutor({ url: 'http://127.0.0.1:8545', chainId: 31337, deployer: devAccounts[7]! })
 */
export const deployBatchExecutor = async (
  options: DeployBatchExecutorOptions,
): Promise<Address> => {
  const bytecode = simple7702Bytecode()
  const expected = getContractAddress({
    opcode: 'CREATE2',
    from: create2Deployer,
    salt: batchExecutorSalt,
    bytecode,
  })
  if (!isAddressEqual(expected, batchExecutorAddress))
    throw new Error(
      `The Simple7702Account artifact would land at ${expected}, not ${batchExecutorAddress}: update batchExecutorAddress`,
    )
  const chain = localViemChain({ chainId: options.chainId, url: options.url })
  const transport = http(options.url)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  if (await publicClient.getCode({ address: batchExecutorAddress })) return batchExecutorAddress
  if (!(await publicClient.getCode({ address: create2Deployer })))
    throw new Error(
      `Chain ${options.chainId} has no CREATE2 deployment proxy at ${create2Deployer}`,
    )
  const wallet = createWalletClient({
    account: privateKeyToAccount(options.deployer.privateKey),
    chain,
    transport,
  })
  const hash = await wallet.sendTransaction({
    to: create2Deployer,
    data: concat([batchExecutorSalt, bytecode]),
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const code = await publicClient.getCode({ address: batchExecutorAddress })
  if (receipt.status !== 'success' || !code)
    throw new Error(`Simple7702Account deployment failed in transaction ${hash}`)
  return batchExecutorAddress
}
