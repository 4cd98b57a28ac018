import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { localViemChain } from '../../../playground/chain/localViemChain.ts'
import {
  sessionKeyModuleAbi,
  sessionKeyModuleAddress,
} from '../../../playground/chain/sessionKeyModule.ts'
import type { LocalChain } from '../../../playground/chain/startChain.ts'

/** What a session key spends: `SessionKeyModule.spend(context, token, to, amount)`. */
export type SessionKeySpend = [
  key: PrivateKeyAccount,
  context: Hex,
  token: Address,
  to: Address,
  amount: bigint,
  /** Send without asking first (fixed gas), so a refusal is a reverted transaction on chain. */
  force?: boolean,
]

/**
 * The session key spends through SessionKeyModule as any app holding it would. Returns the
 * revert's error name when the module refuses (asked with eth_call), else sends the
 * transaction and returns its receipt status.
 */
export const spendAsSessionKey = async (
  chain: LocalChain,
  ...[key, context, token, to, amount, force = false]: SessionKeySpend
): Promise<string> => {
  const client = createPublicClient({ transport: http(chain.url) })
  const call = {
    account: key,
    address: sessionKeyModuleAddress,
    abi: sessionKeyModuleAbi,
    functionName: 'spend',
    args: [context, token, to, amount],
  } as const
  try {
    if (!force) await client.simulateContract(call)
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((e) => e instanceof ContractFunctionRevertedError)
        : undefined
    if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName ?? '?'
    throw error
  }
  const sender = createWalletClient({
    account: key,
    chain: localViemChain({ chainId: chain.chainId, url: chain.url }),
    transport: http(chain.url),
  })
  const hash = await sender.writeContract({ ...call, gas: 200_000n })
  return (await client.waitForTransactionReceipt({ hash })).status
}
