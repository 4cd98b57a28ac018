import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  isHex,
  parseAbi,
  toHex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  type Call,
  checkCapabilities,
  delegationDesignator,
  failedCallIndex,
  readCalls,
  sendDelegatedBatch,
} from './batchCalls.ts'
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

/** EIP-5792 and EIP-1193 codes the frame answers batches with. */
const codes = {
  unauthorized: 4100,
  unsupportedCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  atomicityNotSupported: 5760,
  invalidParams: -32602,
} as const

/** The EIP-5792 version the frame speaks. */
const version = '2.0.0'

/** One call of a batch. */

/** A checked `wallet_sendCalls`: the calls and the id the app chose, if any. */
export interface CheckedBatch {
  readonly calls: readonly Call[]
  readonly id: string | undefined
}

const invalid = (message: string) => new FrameFailure(message, codes.invalidParams)
const unsupported = (name: string) =>
  new FrameFailure(
    `The embedded wallet does not support the capability ${name}`,
    codes.unsupportedCapability,
  )

const reverted = (index: number) =>
  new FrameFailure(`Call ${index} of the batch would revert, so none was sent`)

const clientOf = (chain: FrameChain) => createPublicClient({ transport: http(chain.rpcUrl) })

/** EIP-7702: the code an account has once delegated to `target`. */

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
      throw new FrameFailure('The embedded wallet has no such account', codes.unauthorized)
    const evm = chains.filter((c) => typeof c.chainId === 'number')
    const wanted =
      chainIds === undefined
        ? evm
        : (Array.isArray(chainIds) ? chainIds : []).flatMap((id: unknown) => {
            if (typeof id !== 'string' || !isHex(id)) throw invalid('chainIds must be hex strings')
            return evm.filter((c) => BigInt(c.chainId) === BigInt(id))
          })
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
    const request = ((Array.isArray(params) ? params[0] : undefined) ?? {}) as Record<
      string,
      unknown
    >
    if (request.chainId !== undefined) {
      if (typeof request.chainId !== 'string' || !isHex(request.chainId))
        throw invalid('chainId must be a hex string')
      if (BigInt(request.chainId) !== BigInt(chain.chainId))
        throw new FrameFailure(
          `The embedded wallet is on chain ${toHex(Number(chain.chainId))}, not ${request.chainId}: switch first`,
          codes.unsupportedChainId,
        )
    }
    if (typeof request.from === 'string' && request.from.toLowerCase() !== address.toLowerCase())
      throw new FrameFailure('The embedded wallet has no such account', codes.unauthorized)
    const id = request.id
    if (id !== undefined && (typeof id !== 'string' || id === ''))
      throw invalid('id must be a string')
    if (typeof id === 'string' && batches.has(id))
      throw new FrameFailure(`A batch with id ${id} was already sent`, codes.duplicateId)
    const calls = readCalls(request.calls, invalid)
    checkCapabilities(request.capabilities, unsupported)
    for (const call of request.calls as { capabilities?: unknown }[])
      checkCapabilities(call.capabilities, unsupported)
    if (!isSmartAccountChain(chain))
      throw new FrameFailure(
        `Smart accounts are not enabled on ${chain.name}`,
        codes.atomicityNotSupported,
      )
    if (type !== 'smartAccount')
      throw new FrameFailure(
        'The embedded wallet runs batches as a smart account: switch the account type to smart account',
        codes.atomicityNotSupported,
      )
    return { calls, id: typeof id === 'string' ? id : undefined }
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
    if (!batch) throw new FrameFailure(`No batch with id ${String(id)}`, codes.unknownBundleId)
    const receipt = (await clientOf(batch.chain).request({
      method: 'eth_getTransactionReceipt',
      params: [batch.hash],
    })) as {
      status: Hex
      transactionHash: Hex
      blockHash: Hex
      blockNumber: Hex
      gasUsed: Hex
      logs: { address: Address; data: Hex; topics: Hex[] }[]
    } | null
    const base = { version, id, chainId: toHex(Number(batch.chain.chainId)), atomic: true }
    if (!receipt) return { ...base, status: 100 }
    return {
      ...base,
      status: receipt.status === '0x1' ? 200 : 500,
      receipts: [
        {
          status: receipt.status,
          transactionHash: receipt.transactionHash,
          blockHash: receipt.blockHash,
          blockNumber: receipt.blockNumber,
          gasUsed: receipt.gasUsed,
          logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        },
      ],
    }
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
