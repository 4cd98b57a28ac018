import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  toHex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  type Call,
  delegationDesignator,
  failedCallIndex,
  sendDelegatedBatch,
} from './batchCalls.ts'
import {
  type BatchWallet,
  batchCodes,
  type CheckedBatch,
  type RpcRequest,
  readCallsStatus,
  readChainIds,
  readSendCalls,
} from './batchRequests.ts'
import { type FrameChain, isSmartAccountChain, nativeOf } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'
import { estimateTransactionFees, type TransactionFees } from './transactionFees.ts'

/** SPEC §3 account types of the embedded wallet on an EVM chain. */
export type FrameAccountType = 'eoa' | 'smartAccount'

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

/** The frame's errors for the EIP-5792 checks it shares with the dev wallet. */
const batchWallet: BatchWallet = {
  name: 'The embedded wallet',
  refuse: (message, code) => new FrameFailure(message, code),
}

const noSuchAccount = () =>
  new FrameFailure('The embedded wallet has no such account', batchCodes.unauthorized)

const reverted = (index: number) =>
  new FrameFailure(`Call ${index} of the batch would revert, so none was sent`)

const clientOf = (chain: FrameChain) => createPublicClient({ transport: http(chain.rpcUrl) })

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
 * The embedded wallet as a smart account (EIP-5792 on EIP-7702): the user's own address runs a
 * batch through the chain's delegation target in ONE transaction to itself, so every call lands
 * or none does. The first batch on a chain also carries the authorization the frame signs to
 * delegate the address; nothing is sent on chain before the visitor approves a batch.
 *
 * @example
 * import { makeSmartAccount } from './smartAccount.ts'
 * const smart = makeSmartAccount(config.chains)
 * const batch = smart.checkSendCalls(chain, 'smartAccount', account.address, params)
 * const { id } = await smart.sendCalls(account, chain, batch)
 */
export const makeSmartAccount = (chains: readonly FrameChain[]) => {
  const batches = new Map<string, { readonly chain: FrameChain; readonly hash: Hex }>()

  /** EIP-5792 `wallet_getCapabilities`: `atomic` per EVM chain, by the account type in use. */
  const capabilities = async (
    type: FrameAccountType,
    address: Address,
    params: unknown,
  ): Promise<Record<Hex, { atomic: { status: string } }>> => {
    const [asked, chainIds] = Array.isArray(params) ? (params as unknown[]) : []
    if (typeof asked === 'string' && asked.toLowerCase() !== address.toLowerCase())
      throw noSuchAccount()
    const evm = chains.filter((c) => typeof c.chainId === 'number')
    const ids = readChainIds(chainIds, batchWallet.refuse)
    const wanted = ids ? ids.flatMap((id) => evm.filter((c) => BigInt(c.chainId) === id)) : evm
    const entries = await Promise.all(
      wanted.map(async (chain) => {
        const status =
          type !== 'smartAccount' || !isSmartAccountChain(chain)
            ? 'unsupported'
            : (await isDelegated(chain, address))
              ? 'supported'
              : 'ready'
        return [toHex(Number(chain.chainId)), { atomic: { status } }] as const
      }),
    )
    return Object.fromEntries(entries)
  }

  /** Checks a `wallet_sendCalls` before the visitor is asked anything. */
  const checkSendCalls = (
    chain: FrameChain,
    type: FrameAccountType,
    address: Address,
    params: unknown,
  ): CheckedBatch => {
    const batch = readSendCalls(params, batchWallet, {
      chainId: chain.chainId,
      checkFrom: (from) => {
        if (typeof from === 'string' && from.toLowerCase() !== address.toLowerCase())
          throw noSuchAccount()
      },
      sent: (id) => batches.has(id),
    })
    if (!isSmartAccountChain(chain))
      throw new FrameFailure(
        `Smart accounts are not enabled on ${chain.name}`,
        batchCodes.atomicityNotSupported,
      )
    if (type !== 'smartAccount')
      throw new FrameFailure(
        'The embedded wallet runs batches as a smart account: switch the account type to smart account',
        batchCodes.atomicityNotSupported,
      )
    return batch
  }

  /** Sends an approved batch: one transaction, with the delegation when the address has none. */
  const sendCalls = async (
    account: PrivateKeyAccount,
    chain: FrameChain,
    batch: CheckedBatch,
    fees?: TransactionFees,
  ): Promise<{ id: string }> => {
    const hash = await runBatch(account, chain, batch.calls, fees)
    const id = batch.id ?? hash
    batches.set(id, { chain, hash })
    return { id }
  }

  /**
   * Sends calls as ONE transaction from the account to itself through `executeBatch`, with the
   * delegation when the address has none; a batch that would revert sends nothing. With `fees`
   * (the ones the visitor was shown) it goes out with exactly that gas and those fees.
   */
  const runBatch = async (
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

  /** EIP-5792 `wallet_getCallsStatus` of a batch this frame sent. */
  const callsStatus = async (params: unknown) => {
    const [id] = Array.isArray(params) ? (params as unknown[]) : []
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) throw new FrameFailure(`No batch with id ${String(id)}`, batchCodes.unknownBundleId)
    return readCallsStatus(clientOf(batch.chain).request as RpcRequest, id as string, {
      chainId: Number(batch.chain.chainId),
      hash: batch.hash,
    })
  }

  /**
   * The frame's own fee estimate of a batch (F4 for `wallet_sendCalls`): the one transaction
   * to the account itself, with the delegation a first batch carries; fails as a single send's.
   */
  const estimateBatch = async (
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

  return { capabilities, checkSendCalls, estimateBatch, sendCalls, runBatch, callsStatus }
}
