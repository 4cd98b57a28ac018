import { Effect } from 'effect'
import { formatUnits } from 'viem'
import type { DataApiError } from '../../errors/DataApiError.ts'
import type { DataApiSkipped } from '../../errors/DataApiSkipped.ts'
import { SwapError } from '../../errors/SwapError.ts'
import { walletError } from '../../errors/WalletError.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Store } from '../../state/Store.ts'
import { refreshBalanceNow } from '../account/refreshBalance.ts'
import {
  type RecentLeg,
  recordPending,
  settleLater,
  settlePending,
} from '../activity/recentActivity.ts'
import type { RequestErrorType } from '../kernel/request.ts'
import { decide } from '../kernel/router.ts'
import { isSupported } from '../networks/networks.ts'
import { buildSwapRequest } from './buildSwapRequest.ts'
import { approveForSwap } from './swapApproval.ts'
import { reasonOf } from './swapChecks.ts'
import { checkSwap, loadSwapTokens, swapAmount } from './swapForm.ts'
import { type BuiltTransaction, receiptWithin, sendBuilt } from './swapTransaction.ts'

/**
 * What a swap ends with: the swap's transaction hash, the approval's when one was needed, and
 * whether the swap's receipt came in time.
 */
export interface SwapResult {
  readonly hash: string
  readonly approvalHash: string | undefined
  /** false when no receipt came within CONFIRM_TIMEOUT_MS: sent, not yet confirmed. */
  readonly confirmed: boolean
}

/**
 * Sends the swap and waits for its receipt at most CONFIRM_TIMEOUT_MS; Activity lists it at
 * once as pending (one entry, both legs), then confirmed or failed, later in the background
 * when the receipt is slower. A reverted one fails as `Reverted`; a slow one is sent, not failed.
 */
const sendSwap = (tx: BuiltTransaction, legs: readonly RecentLeg[]) =>
  Effect.gen(function* () {
    const store = yield* Store
    const hash = yield* sendBuilt(tx)
    store.swap.value = { ...store.swap.value, status: 'confirming', hash }
    yield* recordPending(hash, tx.to, legs)
    const receipt = yield* receiptWithin(hash)
    if (receipt) yield* settlePending(hash, receipt.status === 'success' ? 'confirmed' : 'failed')
    else yield* settleLater(hash)
    if (receipt?.status === 'reverted') return yield* Effect.fail(SwapError.of('Reverted', hash))
    return { hash, confirmed: receipt !== undefined }
  })

/**
 * Swaps `state.swap` on eip155 through the Data API's swap provider: the form's checks first
 * (nothing reaches the wallet for a zero amount or one over the balance), then, when the
 * allowance is short, the approval (`GET /v1/convert/build-approve`) sent and confirmed, then
 * the swap (`POST /v1/convert/build-transaction` with SPEC §9's slippage tolerance 1) sent and
 * its receipt awaited at most CONFIRM_TIMEOUT_MS (25 s): slower, the swap counts as sent, not
 * confirmed (`confirmed: false`; Activity settles it when the receipt comes), and the form is
 * cleared as after any swap sent, so it is not sent twice. An approval slower than that fails
 * `ApprovalPending` and the swap is not sent; the next try waits for that approval rather than
 * asking for a second one. A swap the router reverts (the price moved past the slippage) fails
 * with `SwapError` `Reverted`: the tokens stay where they were. Tokens of a network the wallet
 * has since left are refused ('Choose the tokens and the amount to swap'); a refused call shows
 * the server's reason. Balances refresh afterwards.
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
      const pair = { userAddress: user, from: from.address, to: to.address }
      approvalHash = yield* approveForSwap(pair, supported)
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
    const { hash, confirmed } = yield* sendSwap(built.tx, [
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
      confirmed,
    }
    store.router.value = decide(
      { type: 'transactionSent', view: 'SwapPreview' },
      store.router.value,
    )
    return { hash, approvalHash, confirmed } satisfies SwapResult
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
export type SwapErrorType = RequestErrorType | DataApiError | DataApiSkipped | SwapError
