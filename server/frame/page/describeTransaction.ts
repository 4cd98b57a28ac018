import { type Address, decodeFunctionData, formatEther, getAddress, type Hex, parseAbi } from 'viem'
import type { ApprovalAsk, ApprovalRow } from './approvalAsk.ts'
import { formatAllowance, formatNative, formatUsd, usdOf } from './approvalFormat.ts'
import type { FrameChain } from './FrameConfig.ts'
import type { TokenFacts } from './tokenFacts.ts'
import type { TransactionFees } from './transactionFees.ts'

/** Calls that hand someone else the power to move the visitor's tokens (named in the ask). */
const APPROVALS = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])

/** What the frame knows of a transaction it is about to ask for. */
export interface TransactionFacts {
  readonly to?: Address
  readonly value: bigint
  readonly data?: Hex
  readonly fees: TransactionFees
  /** The native currency's USD price; undefined when unknown (no USD is shown then). */
  readonly usdPrice?: number
  /** The called contract as an ERC-20, when it answers symbol and decimals. */
  readonly token?: TokenFacts
}

const networkOf = (chain: FrameChain) => `${chain.name} (chain ${chain.chainId})`

/** The fee row: the most it can cost, in the native unit and in USD when the price is known. */
export const feeRow = (maxFee: bigint, usdPrice: number | undefined): ApprovalRow => {
  const usd = usdOf(maxFee, usdPrice)
  const native = formatNative(maxFee)
  return {
    label: 'Network fee (max)',
    value: usd === undefined ? native : `${native} (${formatUsd(usd)})`,
  }
}

/**
 * The named approval a call makes (ERC-20 or Permit2 `approve`, `setApprovalForAll`), with its
 * title and rows; undefined for any other call.
 *
 * @example
 * import { namedCall } from './describeTransaction.ts'
 * namedCall(token, data)?.title // 'Allow spending of your tokens'
 */
export const namedCall = (
  contract: Address,
  data: Hex,
  token?: TokenFacts,
): { title: string; rows: ApprovalRow[] } | undefined => {
  const to = getAddress(contract)
  let call: ReturnType<typeof decodeFunctionData<typeof APPROVALS>>
  try {
    call = decodeFunctionData({ abi: APPROVALS, data })
  } catch {
    return undefined
  }
  if (call.functionName === 'setApprovalForAll') {
    const [operator, allowed] = call.args as readonly [Address, boolean]
    return allowed
      ? {
          title: 'Allow access to all your NFTs in this collection',
          rows: [
            { label: 'Call', value: 'setApprovalForAll (every item, now and later)' },
            { label: 'Operator', value: operator },
            { label: 'Collection', value: to },
          ],
        }
      : {
          title: 'Remove access to your NFTs',
          rows: [
            { label: 'Call', value: 'setApprovalForAll (revoke)' },
            { label: 'Operator', value: operator },
            { label: 'Collection', value: to },
          ],
        }
  }
  if (call.args.length === 4) {
    const [token, spender, amount] = call.args as readonly [Address, Address, bigint, number]
    return {
      title: 'Allow spending of your tokens',
      rows: [
        { label: 'Call', value: 'Permit2 approve' },
        { label: 'Spender', value: spender },
        { label: 'Allowance', value: formatAllowance(amount) },
        { label: 'Token', value: token },
      ],
    }
  }
  const [spender, amount] = call.args as readonly [Address, bigint]
  return {
    title: 'Allow spending of your tokens',
    rows: [
      { label: 'Call', value: 'approve (ERC-20)' },
      { label: 'Spender', value: spender },
      {
        label: 'Allowance',
        value: amount === 0n ? '0 (removes the allowance)' : formatAllowance(amount, token),
      },
      { label: 'Token', value: to },
    ],
  }
}

/**
 * Says in plain words what a transaction will do (F4, F9): a named approval (ERC-20 and
 * Permit2 `approve`, `setApprovalForAll`) with its spender and amount first, then receiver,
 * amount in ETH, the most the network fee can be (ETH and USD), the network it goes out on,
 * the account, and the call's full data (scrollable, never cut).
 *
 * @example
 * import { describeTransaction } from './describeTransaction.ts'
 * describeTransaction({ to, value: 0n, fees }, chain, account).rows
 */
export const describeTransaction = (
  tx: TransactionFacts,
  chain: FrameChain,
  account: string,
): ApprovalAsk => {
  const named = tx.to && tx.data ? namedCall(tx.to, tx.data, tx.token) : undefined
  const hasData = tx.data !== undefined && tx.data !== '0x'
  const rows: ApprovalRow[] = [
    ...(named?.rows ?? []),
    ...(named ? [] : [{ label: 'To', value: tx.to ?? 'A new contract' }]),
    { label: 'Amount', value: `${formatEther(tx.value)} ETH` },
    feeRow(tx.fees.maxFee, tx.usdPrice),
    { label: 'Network', value: networkOf(chain) },
    { label: 'Account', value: account },
    // The call's full data, last (a plain send has none).
    ...(hasData
      ? [
          {
            label: 'Data',
            value: `${tx.data} (${((tx.data?.length ?? 2) - 2) / 2} bytes)`,
            long: true,
          },
        ]
      : []),
  ]
  return { method: 'eth_sendTransaction', title: named?.title ?? 'Send this transaction', rows }
}
