import { Effect } from 'effect'
import { formatUnits, type Hash, toHex } from 'viem'
import type { ChainRpcError } from '../../errors/ChainRpcError.ts'
import type { DataApiError } from '../../errors/DataApiError.ts'
import type { DataApiSkipped } from '../../errors/DataApiSkipped.ts'
import { SwapError } from '../../errors/SwapError.ts'
import { walletError } from '../../errors/WalletError.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Store } from '../../state/Store.ts'
import { refreshBalanceNow } from '../account/refreshBalance.ts'
import { type RecentLeg, recordPending, settlePending } from '../activity/recentActivity.ts'
import { type RequestErrorType, request } from '../kernel/request.ts'
import { decide } from '../kernel/router.ts'
import { isSupported } from '../networks/networks.ts'
import { buildSwapRequest } from './buildSwapRequest.ts'
import { reasonOf } from './swapChecks.ts'
import { checkSwap, loadSwapTokens, swapAmount } from './swapForm.ts'

/** What a swap ends with: the swap's transaction hash and, when one was needed, the approval's. */
export interface SwapResult {
  readonly hash: string
  readonly approvalHash: string | undefined
}

const isHash = (value: unknown): value is Hash =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

/** A transaction the convert API built, as the wallet's `eth_sendTransaction` takes it. */
const toRequest = (tx: {
  readonly from: string
  readonly to: string
  readonly data: string
  readonly value?: string | undefined
  readonly eip155?: { readonly gas?: string | undefined } | undefined
}) => ({
  from: tx.from,
  to: tx.to,
  data: tx.data,
  value: toHex(BigInt(tx.value ?? '0')),
  ...(tx.eip155?.gas ? { gas: toHex(BigInt(tx.eip155.gas)) } : {}),
})

/**
 * Sends through the wallet and waits for the receipt; a reverted one fails as `Reverted`. With
 * `legs`, Activity lists it at once as pending, then confirmed or failed.
 */
const sendAndConfirm = (tx: Parameters<typeof toRequest>[0], legs?: readonly RecentLeg[]) =>
  Effect.gen(function* () {
    const store = yield* Store
    const rpc = yield* ChainRpc
    const hash = yield* request(
      { method: 'eth_sendTransaction', params: [toRequest(tx)] },
      'eip155',
    )
    if (!isHash(hash)) return yield* Effect.fail(walletError('Unknown', hash))
    if (legs) yield* recordPending(hash, tx.to, legs)
    const receipt = yield* rpc.waitForReceipt(store.network.value, hash)
    if (legs) yield* settlePending(hash, receipt.status === 'success' ? 'confirmed' : 'failed')
    if (receipt.status === 'reverted') return yield* Effect.fail(SwapError.of('Reverted', hash))
    return hash
  })

/**
 * Swaps `state.swap` on eip155 through the Data API's swap provider: the form's checks first
 * (nothing reaches the wallet for a zero amount or one over the balance), then, when the
 * allowance is short, the approval (`GET /v1/convert/build-approve`) sent and confirmed, then
 * the swap (`POST /v1/convert/build-transaction` with SPEC §9's slippage tolerance 1) sent and
 * confirmed. A swap the router reverts (the price moved past the slippage) fails with
 * `SwapError` `Reverted`: the tokens stay where they were. Tokens of a network the wallet has
 * since left are refused ('Choose the tokens and the amount to swap'); a refused call shows the
 * server's reason. Balances refresh afterwards.
 *
 * @example
 * import { swap } from 'latch/effect'
 *
 * const program = swap() // Effect<SwapResult, SwapError | DataApiError | WalletError | …>
 */
export const swap = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const api = yield* DataApi
    const form = store.swap.value
    const refusal = checkSwap(form)
    if (refusal) return yield* Effect.fail(refusal)
    const { from, to, quote } = form
    const user = store.account.value.caipAddress
    if (!from || !to) return yield* Effect.fail(SwapError.of('TokensRequired'))
    // Tokens quoted on the network the wallet has since left are not swapped on this one.
    const here = `${store.network.value.caipNetworkId}:`
    if (!from.address.startsWith(here) || !to.address.startsWith(here))
      return yield* Effect.fail(SwapError.of('TokensRequired'))
    if (!quote) return yield* Effect.fail(SwapError.of('NoQuote'))
    if (!user) return yield* Effect.fail(walletError('Disconnected'))
    const supported = isSupported(config.networks, store.network.value)
    let approvalHash: string | undefined
    if (quote.needsApproval) {
      store.swap.value = { ...store.swap.value, status: 'approving', error: undefined }
      const approve = yield* api.call('getConvertBuildApprove', {
        query: { userAddress: user, from: from.address, to: to.address },
        supported,
      })
      approvalHash = yield* sendAndConfirm(approve.tx)
      // Approved: a retry after a failed swap goes straight to the swap (no second approval).
      const kept = store.swap.value.quote
      if (kept) store.swap.value = { ...store.swap.value, quote: { ...kept, needsApproval: false } }
    }
    store.swap.value = { ...store.swap.value, status: 'swapping', error: undefined }
    const built = yield* api.call('postConvertBuildTransaction', {
      body: buildSwapRequest({
        projectId: config.projectId,
        from,
        to,
        amount: form.amount,
        userAddress: user,
        estimate: true,
      }),
      supported,
    })
    // One entry with both legs: what was sold, and what the quote said comes back.
    const hash = yield* sendAndConfirm(built.tx, [
      {
        direction: 'out',
        amount: formatUnits(swapAmount(form.amount, from.decimals), from.decimals),
        name: from.name,
        symbol: from.symbol,
      },
      { direction: 'in', amount: quote.toAmount, name: to.name, symbol: to.symbol },
    ])
    yield* refreshBalanceNow()
    yield* loadSwapTokens({ force: true }).pipe(Effect.ignore)
    store.swap.value = {
      ...store.swap.value,
      amount: undefined,
      quote: undefined,
      invalid: undefined,
      status: 'swapped',
      hash,
    }
    store.router.value = decide(
      { type: 'transactionSent', view: 'SwapPreview' },
      store.router.value,
    )
    return { hash, approvalHash } satisfies SwapResult
  }).pipe(
    Effect.tapError((error) =>
      Effect.gen(function* () {
        const store = yield* Store
        // What the wallet holds now (an approval may have gone through before the swap failed);
        // the error is written once, after these reads (which clear it), so it is announced once.
        yield* refreshBalanceNow().pipe(Effect.ignore)
        yield* loadSwapTokens({ force: true }).pipe(Effect.ignore)
        store.swap.value = { ...store.swap.value, status: 'error', error: reasonOf(error) }
      }),
    ),
  )

/** The errors {@link swap} fails with. */
export type SwapErrorType =
  | RequestErrorType
  | ChainRpcError
  | DataApiError
  | DataApiSkipped
  | SwapError
