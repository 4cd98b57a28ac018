import { createWalletClient, defineChain, type Hex, hexToBigInt, http, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalAsk } from './describeRequest.ts'
import { describeTransaction, tokenOfCall } from './describeTransaction.ts'
import { type FrameChain, nativeOf } from './FrameConfig.ts'
import { FrameFailure } from './FrameFailure.ts'
import { readTokenTable } from './tokenFacts.ts'
import { type AppTransaction, estimateTransactionFees } from './transactionFees.ts'

/** What sending needs from the frame wallet. */
export interface FrameSendDeps {
  /** The unlocked account, or fails with 'Session Expired'. */
  readonly needAccount: () => PrivateKeyAccount
  /** The native currency's USD price on a chain, or undefined. */
  readonly usdPrice: (on: FrameChain) => Promise<number | undefined>
  /** Waits for the visitor's approval of this ask (4001 when rejected). */
  readonly approved: (id: string, on: FrameChain, ask: ApprovalAsk) => Promise<void>
}

const HEX_FIELDS = [
  'to',
  'value',
  'data',
  'gas',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
]

/** The app's transaction when its fields are hex; the nonce and any other field are dropped. */
const checked = (params: unknown): AppTransaction => {
  const tx = Array.isArray(params) ? (params[0] as unknown) : undefined
  if (typeof tx !== 'object' || tx === null) throw new FrameFailure('Invalid input')
  const picked: Record<string, Hex> = {}
  for (const key of HEX_FIELDS) {
    const value = (tx as Record<string, unknown>)[key]
    if (value === undefined) continue
    if (typeof value !== 'string' || !isHex(value)) throw new FrameFailure('Invalid input')
    picked[key] = value
  }
  if (picked.to !== undefined && picked.to.length !== 42) throw new FrameFailure('Invalid input')
  return picked as AppTransaction
}

/**
 * `eth_sendTransaction` in the frame (F3, F4): on the chain fixed when the request came, with
 * the frame's own gas and fee estimate (the app's only where lower; its nonce never), shown to
 * the visitor with the most the fee can cost in the chain's native currency and USD, and sent with exactly the gas and
 * fees that were shown; the nonce is the chain's.
 *
 * @example
 * import { frameSendTransaction } from './frameSendTransaction.ts'
 * const send = frameSendTransaction({ needAccount, usdPrice, approved })
 * const hash = await send(request.id, params, chain)
 */
export const frameSendTransaction =
  (deps: FrameSendDeps) =>
  async (id: string, params: unknown, on: FrameChain): Promise<Hex> => {
    const account = deps.needAccount()
    const tx = checked(params)
    const value = tx.value === undefined ? 0n : hexToBigInt(tx.value)
    // An ERC-20 approve says its allowance in the token's unit (read on the frame's chain).
    const approved = tx.to && tx.data ? tokenOfCall(tx.to, tx.data) : undefined
    const [fees, usdPrice, tokens] = await Promise.all([
      estimateTransactionFees(tx, account.address, on),
      deps.usdPrice(on),
      readTokenTable(on, approved ? [approved] : []),
    ])
    const ask = describeTransaction(
      {
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        tokens,
        value,
        fees,
        usdPrice,
      },
      on,
      account.address,
    )
    await deps.approved(id, on, ask)
    const signer = deps.needAccount()
    const chain = defineChain({
      id: Number(on.chainId),
      name: on.name,
      nativeCurrency: { name: nativeOf(on).symbol, ...nativeOf(on) },
      rpcUrls: { default: { http: [on.rpcUrl] } },
    })
    const client = createWalletClient({ account: signer, chain, transport: http(on.rpcUrl) })
    return client.sendTransaction({
      account: signer,
      chain,
      to: tx.to,
      value,
      data: tx.data,
      gas: fees.gas,
      ...fees.fees,
    } as Parameters<typeof client.sendTransaction>[0])
  }
