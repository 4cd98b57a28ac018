import { Effect } from 'effect'
import type { Hash } from 'viem'
import { SwapError } from '../../errors/SwapError.ts'
import { Background } from '../../services/Background.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import { receiptWithin, sendBuilt } from './swapTransaction.ts'

/** What `GET /v1/convert/build-approve` is asked for: the owner and the pair (CAIP-10 each). */
interface ApprovalQuery {
  readonly userAddress: string
  readonly from: string
  readonly to: string
}

/**
 * The pending approval's receipt came: it is forgotten, and once confirmed the kept quote of its
 * token needs no approval any more (the button says "Swap"; a retry does not approve again).
 */
const approvalSettled = (hash: string, status: 'success' | 'reverted') =>
  Store.use((store) =>
    Effect.sync(() => {
      const now = store.swap.value
      const pending = now.pendingApproval
      if (pending?.hash !== hash) return
      const approved = status === 'success' && now.quote && now.from?.address === pending.token
      store.swap.value = {
        ...now,
        pendingApproval: undefined,
        quote: approved && now.quote ? { ...now.quote, needsApproval: false } : now.quote,
      }
    }),
  )

/** Waits on in the background for the receipt of an approval that did not come in time. */
const settleApprovalLater = (hash: Hash) =>
  Effect.gen(function* () {
    const network = (yield* Store).network.value
    const background = yield* Background
    yield* background.run(
      Effect.gen(function* () {
        const receipt = yield* (yield* ChainRpc).waitForReceipt(network, hash)
        yield* approvalSettled(hash, receipt.status)
      }).pipe(
        Effect.catchCause((cause) =>
          Logger.use((l) => l.warn('receipt of a pending approval not read', { cause })),
        ),
      ),
    )
  })

/**
 * The approval a swap of `query.from` needs, confirmed: its hash. An approval of the same token
 * by the same owner still pending is awaited again, never sent a second time; else one is built
 * and sent. A reverted one fails `Reverted`. With no receipt within CONFIRM_TIMEOUT_MS the swap
 * must not be sent (the allowance is not there yet): `ApprovalPending`, the approval kept as
 * pending and settled in the background. A pending one that again brings no receipt is
 * forgotten (the wallet may have replaced or dropped it), so the next try asks anew.
 */
export const approveForSwap = (query: ApprovalQuery, supported: boolean) =>
  Effect.gen(function* () {
    const store = yield* Store
    const kept = store.swap.value.pendingApproval
    const pending =
      kept?.owner === query.userAddress && kept.token === query.from ? kept : undefined
    let hash = pending?.hash as Hash | undefined
    if (!hash) {
      const api = yield* DataApi
      const approve = yield* api.call('getConvertBuildApprove', { query, supported })
      hash = yield* sendBuilt(approve.tx)
      const approval = { hash, token: query.from, owner: query.userAddress }
      store.swap.value = { ...store.swap.value, pendingApproval: approval }
    }
    const receipt = yield* receiptWithin(hash)
    if (receipt) {
      yield* approvalSettled(hash, receipt.status)
      if (receipt.status === 'reverted') return yield* Effect.fail(SwapError.of('Reverted', hash))
      return hash
    }
    if (pending) store.swap.value = { ...store.swap.value, pendingApproval: undefined }
    else yield* settleApprovalLater(hash)
    return yield* Effect.fail(SwapError.of('ApprovalPending', hash))
  })
