import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevAccount } from './devAccounts.ts'
import { latchDevTokenAbi, latchDevTokenBytecode } from './latchDevToken.ts'
import { localViemChain } from './localViemChain.ts'

/** What `deployLatchDevToken` needs. */
export type DeployLatchDevTokenOptions = {
  /** JSON-RPC URL of the chain. */
  readonly url: string
  readonly chainId: number
  /** Pays for the deployment. */
  readonly deployer: DevAccount
  /** Each receives `amountEach` at construction. */
  readonly holders: readonly Address[]
  /** In base units (18 decimals). */
  readonly amountEach: bigint
  /** Another dev token's creation code (`devTokenBytecode`); default the Latch Dev Token's. */
  readonly bytecode?: Hex
}

/**
 * Deploys the Latch Dev Token (LDT) with viem and waits for its receipt.
 * From a fresh anvil with deployer account 0 the address is always
 * `0x5FbDB2315678afecb367f032d93F642f64180aa3` (deployer nonce 0).
 *
 * @example
 * import { deployLatchDevToken } from './deployLatchDevToken.ts'
 * import { devAccounts } from './devAccounts.ts'
 * const address = await deployLatchDevToken({
 *   url: 'http://127.0.0.1:8545', chainId: 31337, deployer: devAccounts[0]!,
 *   holders: [devAccounts[0]!.address], amountEach: 10n ** 24n,
 * })
 */
export const deployLatchDevToken = async (
  options: DeployLatchDevTokenOptions,
): Promise<Address> => {
  const chain = localViemChain({ chainId: options.chainId, url: options.url })
  const transport = http(options.url)
  const wallet = createWalletClient({
    account: privateKeyToAccount(options.deployer.privateKey),
    chain,
    transport,
  })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const hash = await wallet.deployContract({
    abi: latchDevTokenAbi,
    bytecode: options.bytecode ?? latchDevTokenBytecode,
    args: [[...options.holders], options.amountEach],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`Latch Dev Token deployment failed in transaction ${hash}`)
  }
  return getAddress(receipt.contractAddress)
}
