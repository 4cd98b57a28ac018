import { type Address, formatUnits } from 'viem'
import type { ApprovalAsk, ApprovalRow } from './approvalAsk.ts'
import type { CheckedBatch } from './batchRequests.ts'
import { feeRow, namedCall, tokenOfCall } from './describeTransaction.ts'
import { type FrameChain, nativeOf } from './FrameConfig.ts'
import type { TokenTable } from './tokenFacts.ts'
import type { TransactionFees } from './transactionFees.ts'

/** The tokens whose allowances a batch sets, to read before it is shown. */
export const tokensOfBatch = (batch: CheckedBatch): Address[] =>
  batch.calls.flatMap((call) => {
    const token = call.data === '0x' ? undefined : tokenOfCall(call.to, call.data)
    return token ? [token] : []
  })

/** What the frame knows of a batch besides its calls: its fee, the price, the tokens. */
export interface BatchFacts {
  readonly fees: TransactionFees
  readonly usdPrice: number | undefined
  readonly tokens: TokenTable
  /** Whether the address is delegated already (else this batch delegates it). */
  readonly delegated: boolean
}

/**
 * What the visitor approves for a batch: each call's receiver, amount and data (a named
 * approval with its amount in the token's unit), that they run together or not at all, the most
 * the one transaction's network fee can be (as a single send's), and, for the first batch on
 * the chain, that it makes the address a smart account.
 *
 * @example
 * import { describeCalls } from './describeCalls.ts'
 * describeCalls(batch, chain, account, { fees, usdPrice, tokens, delegated: false }).title
 * // 'Send these calls'
 */
export const describeCalls = (
  batch: CheckedBatch,
  chain: FrameChain,
  account: string,
  facts: BatchFacts,
): ApprovalAsk => {
  const native = nativeOf(chain)
  const rows: ApprovalRow[] = batch.calls.flatMap((call, i) => {
    // An approval inside the batch is named with its spender and amount (F9).
    const named = call.data === '0x' ? undefined : namedCall(call.to, call.data, facts.tokens)
    return [
      ...(named
        ? [
            { label: `Call ${i + 1}`, value: named.title },
            ...named.rows.map((row) => ({
              ...row,
              label: `Call ${i + 1} ${row.label.toLowerCase()}`,
            })),
          ]
        : [{ label: `Call ${i + 1} to`, value: call.to }]),
      {
        label: `Call ${i + 1} amount`,
        value: `${formatUnits(call.value, native.decimals)} ${native.symbol}`,
      },
      ...(call.data === '0x'
        ? []
        : [
            {
              label: `Call ${i + 1} data`,
              value: `${call.data} (${(call.data.length - 2) / 2} bytes)`,
              long: true,
            },
          ]),
    ]
  })
  rows.push({ label: 'Runs', value: 'All calls in one transaction, or none of them' })
  rows.push(feeRow(facts.fees.maxFee, facts.usdPrice, native))
  if (!facts.delegated)
    rows.push({
      label: 'Smart account',
      value: `This first batch also makes your address a smart account (EIP-7702 delegation to ${chain.delegation})`,
      long: true,
    })
  rows.push({ label: 'Account', value: account })
  rows.push({ label: 'Network', value: `${chain.name} (chain ${chain.chainId})` })
  return { method: 'wallet_sendCalls', title: 'Send these calls', rows }
}
