import { type Address, decodeFunctionData, formatUnits, getAddress, type Hex, parseAbi } from 'viem'
import type { ApprovalAsk, ApprovalRow } from './approvalAsk.ts'
import { formatAllowance, formatNative, formatUsd, usdOf } from './approvalFormat.ts'
import { type FrameChain, type NativeCurrency, nativeOf } from './FrameConfig.ts'
import { type TokenTable, tokenIn } from './tokenFacts.ts'
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
  /** The tokens the call names (the called contract, Permit2's token), by address. */
  readonly tokens?: TokenTable
}

const networkOf = (chain: FrameChain) => `${chain.name} (chain ${chain.chainId})`

/** An amount of the chain's native currency, exactly: `1.5 ETH`. */
export const nativeAmount = (value: bigint, native: NativeCurrency) =>
  `${formatUnits(value, native.decimals)} ${native.symbol}`

/**
 * The fee row: the most it can cost, in the chain's native currency and in USD when the price
 * is known.
 */
export const feeRow = (
  maxFee: bigint,
  usdPrice: number | undefined,
  native: NativeCurrency,
): ApprovalRow => {
  const usd = usdOf(maxFee, usdPrice, native.decimals)
  const shown = formatNative(maxFee, native.symbol, native.decimals)
  return {
    label: 'Network fee (max)',
    value: usd === undefined ? shown : `${shown} (${formatUsd(usd)})`,
  }
}

/** The token whose allowance a call sets (ERC-20 or Permit2 `approve`), if it sets one. */
export const tokenOfCall = (contract: Address, data: Hex): Address | undefined => {
  try {
    const call = decodeFunctionData({ abi: APPROVALS, data })
    if (call.functionName !== 'approve') return undefined
    return call.args.length === 4 ? (call.args[0] as Address) : contract
  } catch {
    return undefined
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
  tokens?: TokenTable,
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
        { label: 'Allowance', value: formatAllowance(amount, tokenIn(tokens, token)) },
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
        value:
          amount === 0n
            ? '0 (removes the allowance)'
            : formatAllowance(amount, tokenIn(tokens, to)),
      },
      { label: 'Token', value: to },
    ],
  }
}

/**
 * Says in plain words what a transaction will do (F4, F9): a named approval (ERC-20 and
 * Permit2 `approve`, `setApprovalForAll`) with its spender and amount first, then receiver,
 * amount and the most the network fee can be in the chain's native currency (and USD), the network it goes out on,
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
  const named = tx.to && tx.data ? namedCall(tx.to, tx.data, tx.tokens) : undefined
  const native = nativeOf(chain)
  const hasData = tx.data !== undefined && tx.data !== '0x'
  const rows: ApprovalRow[] = [
    ...(named?.rows ?? []),
    ...(named ? [] : [{ label: 'To', value: tx.to ?? 'A new contract' }]),
    { label: 'Amount', value: nativeAmount(tx.value, native) },
    feeRow(tx.fees.maxFee, tx.usdPrice, native),
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
