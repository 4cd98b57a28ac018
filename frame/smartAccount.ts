import { type Address, type Hex, toHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  type BatchWallet,
  batchCodes,
  type CheckedBatch,
  type RpcRequest,
  readCallsStatus,
  readChainIds,
  readSendCalls,
} from './batchRequests.ts'
import { type FrameChain, isSmartAccountChain } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'
import { clientOf, estimateBatch, isDelegated, runBatch } from './smartAccountBatch.ts'
import type { TransactionFees } from './transactionFees.ts'

export { isDelegated } from './smartAccountBatch.ts'

/** SPEC §3 account types of the embedded wallet on an EVM chain. */
export type FrameAccountType = 'eoa' | 'smartAccount'

/** The frame's errors for the EIP-5792 checks it shares with the dev wallet. */
const batchWallet: BatchWallet = {
  name: 'The embedded wallet',
  refuse: (message, code) => new FrameFailure(message, code),
}

const noSuchAccount = () =>
  new FrameFailure('The embedded wallet has no such account', batchCodes.unauthorized)

/** EIP-5792 `wallet_getCapabilities`: `atomic` per EVM chain, by the account type in use. */
const capabilitiesOf = async (
  chains: readonly FrameChain[],
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

  const capabilities = (type: FrameAccountType, address: Address, params: unknown) =>
    capabilitiesOf(chains, type, address, params)

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

  return { capabilities, checkSendCalls, estimateBatch, sendCalls, runBatch, callsStatus }
}
