import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  type Call,
  delegationDesignator,
  failedCallIndex,
  sendDelegatedBatch,
} from './batchCalls.ts'
import { type FrameChain, isSmartAccountChain, nativeOf } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'
import { estimateTransactionFees, type TransactionFees } from './transactionFees.ts'

/**
 * The delegation target's batch entry point: each call runs from the account in order; one
 * failure reverts them all with `ExecuteError(index, returnData)`. Only the account itself
 * may call it, so the batch is a transaction from the account to itself.
 */
const delegationAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'error ExecuteError(uint256 index, bytes returnData)',
])

const reverted = (index: number) =>
  new FrameFailure(`Call ${index} of the batch would revert, so none was sent`)

/** A public client of a frame chain. */
export const clientOf = (chain: FrameChain) => createPublicClient({ transport: http(chain.rpcUrl) })

/**
 * Whether the address is a smart account on the chain now: its code is the EIP-7702
 * delegation designator of the chain's delegation target (docs/decisions-pending.md:
 * this is what `smartAccountDeployed` means).
 */
export const isDelegated = async (chain: FrameChain, address: Address): Promise<boolean> => {
  if (!isSmartAccountChain(chain) || !chain.delegation) return false
  const code = await clientOf(chain).getCode({ address })
  return code?.toLowerCase() === delegationDesignator(chain.delegation)
}

/**
 * Sends calls as ONE transaction from the account to itself through `executeBatch`, with the
 * delegation when the address has none; a batch that would revert sends nothing. With `fees`
 * (the ones the visitor was shown) it goes out with exactly that gas and those fees.
 */
export const runBatch = async (
  account: PrivateKeyAccount,
  chain: FrameChain,
  calls: readonly Call[],
  fees?: TransactionFees,
): Promise<Hex> => {
  const delegation = chain.delegation as Address
  const viemChain = defineChain({
    id: Number(chain.chainId),
    name: chain.name,
    nativeCurrency: { name: nativeOf(chain).symbol, ...nativeOf(chain) },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const wallet = createWalletClient({
    account,
    chain: viemChain,
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  return sendDelegatedBatch({
    wallet,
    delegation,
    abi: delegationAbi,
    delegated: await isDelegated(chain, account.address),
    calls,
    ...(fees ? { fees: { gas: fees.gas, ...fees.fees } } : {}),
    reverted,
  })
}

/**
 * The frame's own fee estimate of a batch (F4 for `wallet_sendCalls`): the one transaction
 * to the account itself, with the delegation a first batch carries; fails as a single send's.
 */
export const estimateBatch = async (
  chain: FrameChain,
  address: Address,
  calls: readonly Call[],
): Promise<TransactionFees> => {
  const data = encodeFunctionData({
    abi: delegationAbi,
    functionName: 'executeBatch',
    args: [calls.map((c) => ({ target: c.to, value: c.value, data: c.data }))],
  })
  const delegated = await isDelegated(chain, address)
  return estimateTransactionFees({ to: address, data }, address, chain, {
    ...(delegated ? {} : { delegatingTo: chain.delegation as Address }),
    explain: (error) => {
      const index = failedCallIndex(error, delegationAbi)
      return index === undefined ? undefined : reverted(index)
    },
  })
}
