import {
  type Address,
  type Chain,
  createWalletClient,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
  toHex,
} from 'viem'
import {
  type BatchWallet,
  type Call,
  delegationDesignator,
  type RpcRequest,
  readCallsStatus,
  readChainIds,
  readSendCalls,
  type SentBatch,
  sendDelegatedBatch,
} from '../../frame/index.ts'
import { batchExecutorAbi, batchExecutorAddress } from '../chain/batchExecutor.ts'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'

/** What the EIP-5792 methods (and, through them, ERC-7715's) need from the dev wallet. */
export type WalletCallsContext = {
  readonly account: LocalAccount
  /** The chain the wallet is on now. */
  readonly chainId: () => number
  /** The chains it knows. */
  readonly chainIds: () => readonly number[]
  /** A client for a known chain. */
  readonly clientOf: (chainId: number) => {
    readonly chain: Chain
    readonly rpcUrl: string
    readonly client: PublicClient
  }
  /** Asks the user (or auto-approves); throws 4001 on a refusal. */
  readonly ask: (method: string, params: readonly unknown[]) => Promise<void>
  /** Throws 4100 unless connected and `address` (when given) is the wallet's account. */
  readonly requireAccount: (address: unknown) => void
  /** The EIP-7702 delegation target that runs batches; default `batchExecutorAddress`. */
  readonly batchExecutor?: Address
}

/**
 * The gas the dev wallet adds to the node's estimate of a batch, in percent:
 * an approve + swap estimated in the second a pool last
 * traded costs more once mined a second later (see `sendDelegatedBatch`'s `gasHeadroomPercent`).
 */
const DEV_WALLET_GAS_HEADROOM_PERCENT = 50n

/** The dev wallet's errors for the EIP-5792 checks it shares with the embedded wallet. */
const batchWallet: BatchWallet = {
  name: 'The dev wallet',
  refuse: (message, code) => new ProviderRpcError(code, message),
}

/**
 * Sends calls as ONE transaction from the account to itself through the delegation target's
 * `executeBatch` (with the delegation the first time); a batch that would revert is refused
 * naming the failing call, and nothing is sent.
 */
const sendBatch = async (
  context: WalletCallsContext,
  executor: Address,
  chainId: number,
  calls: readonly Call[],
): Promise<Hex> => {
  const { account } = context
  const { chain, rpcUrl, client } = context.clientOf(chainId)
  const wallet = createWalletClient({
    account,
    chain,
    transport: http(rpcUrl, { retryCount: 0 }),
  })
  const own = await client.getCode({ address: account.address })
  return sendDelegatedBatch({
    wallet,
    delegation: executor,
    abi: batchExecutorAbi,
    delegated: own?.toLowerCase() === delegationDesignator(executor),
    calls,
    reverted: (index) =>
      new ProviderRpcError(
        codes.internal,
        `Call ${index} of the batch would revert, so none was sent`,
        { index },
      ),
    gasHeadroomPercent: DEV_WALLET_GAS_HEADROOM_PERCENT,
  })
}

/**
 * The dev wallet's EIP-5792 methods. `wallet_sendCalls` sends the whole batch as
 * ONE EIP-7702 transaction from the account to itself calling Simple7702Account's
 * `executeBatch`: when the account is not yet delegated, the transaction (type 4) carries an
 * authorization the account signs for the delegation target. Every call runs, or none
 * does. `wallet_getCapabilities` reports `atomic` per chain (`supported` once delegated, `ready`
 * before, `unsupported` where the chain has no delegation target); `wallet_getCallsStatus` reads
 * the receipt. `runBatch` is the same one-transaction path for the ERC-7715 methods
 * (`createWalletPermissions`).
 *
 * @example
 * import { createWalletCalls } from './createWalletCalls.ts'
 * const calls = createWalletCalls({ account, chainId: () => 31337, chainIds: () => [31337], clientOf, ask, requireAccount })
 * const { id } = await calls.sendCalls([{ chainId: '0x7a69', calls: [{ to, data }] }])
 */
export const createWalletCalls = (context: WalletCallsContext) => {
  const { account } = context
  const executor = context.batchExecutor ?? batchExecutorAddress
  const designator = delegationDesignator(executor)
  const batches = new Map<string, SentBatch>()

  const atomicStatus = async (chainId: number) => {
    const { client } = context.clientOf(chainId)
    const [target, own] = await Promise.all([
      client.getCode({ address: executor }),
      client.getCode({ address: account.address }),
    ])
    if (!target) return 'unsupported'
    return own?.toLowerCase() === designator ? 'supported' : 'ready'
  }

  const getCapabilities = async (params: readonly unknown[]) => {
    const [address, chainIds] = params
    context.requireAccount(address)
    const known = context.chainIds()
    const wanted = readChainIds(chainIds, batchWallet.refuse)?.map(Number) ?? known
    const entries = await Promise.all(
      wanted
        .filter((id) => known.includes(id))
        .map(async (id) => [toHex(id), { atomic: { status: await atomicStatus(id) } }] as const),
    )
    return Object.fromEntries(entries)
  }

  const sendCalls = async (params: readonly unknown[]) => {
    const chainId = context.chainId()
    const { calls, id } = readSendCalls(params, batchWallet, {
      chainId,
      checkFrom: context.requireAccount,
      sent: (id) => batches.has(id),
    })
    if ((await atomicStatus(chainId)) === 'unsupported')
      throw new ProviderRpcError(
        codes.atomicityNotSupported,
        `The dev wallet cannot run batches on chain ${toHex(chainId)}: no delegation target at ${executor}`,
      )
    await context.ask('wallet_sendCalls', params)
    const hash = await runBatch(chainId, calls)
    const batchId = id ?? hash
    batches.set(batchId, { chainId, hash })
    return { id: batchId }
  }

  const runBatch = (chainId: number, calls: readonly Call[]) =>
    sendBatch(context, executor, chainId, calls)

  const getCallsStatus = async (params: readonly unknown[]) => {
    const [id] = params
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) throw new ProviderRpcError(codes.unknownBundleId, `No batch with id ${String(id)}`)
    const { client } = context.clientOf(batch.chainId)
    return readCallsStatus(client.request as RpcRequest, id as string, batch)
  }

  return { getCapabilities, sendCalls, getCallsStatus, runBatch }
}
