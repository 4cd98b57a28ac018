import { type Address, concat, createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { batchExecutorSalt, create2Deployer } from './batchExecutor.ts'
import type { DevAccount } from './devAccounts.ts'
import { localViemChain } from './localViemChain.ts'
import { sessionKeyModuleAddress } from './sessionKeyModule.ts'
import { sessionKeyModuleBytecode } from './sessionKeyModuleArtifact.ts'

/**
 * Deploys `SessionKeyModule` through the CREATE2 deployment proxy, so it lands at
 * `sessionKeyModuleAddress` on every chain; does nothing when code is already there.
 *
 * @example
 * import { deploySessionKeyModule } from './deploySessionKeyModule.ts'
 * import { devAccounts } from './devAccounts.ts'
 * await deploySessionKeyModule({ url: 'http://127.0.0.1:8545', chainId: 31337, deployer: devAccounts[7]! })
 */
export const deploySessionKeyModule = async (options: {
  readonly url: string
  readonly chainId: number
  readonly deployer: DevAccount
}): Promise<Address> => {
  const chain = localViemChain({ chainId: options.chainId, url: options.url })
  const transport = http(options.url)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  if (await publicClient.getCode({ address: sessionKeyModuleAddress }))
    return sessionKeyModuleAddress
  const wallet = createWalletClient({
    account: privateKeyToAccount(options.deployer.privateKey),
    chain,
    transport,
  })
  const hash = await wallet.sendTransaction({
    to: create2Deployer,
    data: concat([batchExecutorSalt, sessionKeyModuleBytecode]),
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (
    receipt.status !== 'success' ||
    !(await publicClient.getCode({ address: sessionKeyModuleAddress }))
  )
    throw new Error(`SessionKeyModule deployment failed in transaction ${hash}`)
  return sessionKeyModuleAddress
}
