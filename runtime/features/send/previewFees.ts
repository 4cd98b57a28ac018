import { Effect } from 'effect'
import { SWAP_GAS_LIMIT_BEFORE_APPROVAL } from '../../constants.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { NetworkFee, SwapState } from '../../state/types.ts'
import { isSupported } from '../networks/networks.ts'
import { buildSwapRequest } from '../swap/buildSwapRequest.ts'
import { evmSendTransaction } from './evmSendTransaction.ts'
import { estimateFee, type FeeTransaction, inNativeUnit } from './networkFee.ts'
import { type SendPlan, validateSend } from './sendValidate.ts'
import { solanaTransferFee } from './solanaSend.ts'

/** The fee, or 'unavailable' (logged) when it cannot be estimated: the preview says so. */
const orNone = <R>(estimate: Effect.Effect<NetworkFee | undefined, unknown, R>) =>
  estimate.pipe(
    Effect.map((fee) => fee ?? ('unavailable' as const)),
    Effect.catchCause((cause) =>
      Effect.as(
        Logger.use((l) => l.warn('network fee not estimated', { cause })),
        'unavailable' as const,
      ),
    ),
  )

const evmFeeTransaction = (plan: SendPlan, from: string): FeeTransaction => {
  const tx = evmSendTransaction(plan, from)
  return {
    from,
    to: tx.to,
    data: 'data' in tx ? tx.data : undefined,
    value: 'value' in tx && tx.value ? BigInt(tx.value) : undefined,
  }
}

/**
 * The Send preview's network fee (`state.send.fee`): the transfer the form describes, once the
 * form passes its checks, estimated through the chain (eip155: gas × gas price; solana: the
 * node's fee for the transfer's message). Written only if the form is still the one
 * estimated (by value).
 */
export const estimateSendFee = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const form = store.send.value
    const from = store.account.value.address
    const plan = validateSend({
      namespace: store.network.value.chainNamespace,
      token: form.token,
      amount: form.sendTokenAmount,
      receiver: form.receiverAddress ?? form.receiverInput,
      chainId: store.network.value.caipNetworkId,
    })
    if (!from || !('amount' in plan)) return
    const fee = yield* orNone(
      plan.namespace === 'solana'
        ? solanaTransferFee(store.network.value, plan, from).pipe(
            Effect.flatMap((lamports) =>
              lamports === undefined ? Effect.succeed(undefined) : inNativeUnit(lamports),
            ),
          )
        : plan.namespace === 'eip155'
          ? estimateFee([evmFeeTransaction(plan, from)])
          : Effect.succeed(undefined),
    )
    // The same form by value: the tokens reloaded meanwhile (fresh balances) are the same tokens.
    const now = store.send.value
    if (
      now.token?.chainId !== form.token?.chainId ||
      now.token?.address !== form.token?.address ||
      now.sendTokenAmount !== form.sendTokenAmount ||
      now.receiverAddress !== form.receiverAddress
    )
      return
    store.send.value = { ...now, fee }
  })

/**
 * The Swap preview's network fee (`state.swap.fee`) for the form as quoted: the approval when one comes first and
 * the swap the convert API builds, each estimated through the chain; a swap waiting for its
 * approval counts SWAP_GAS_LIMIT_BEFORE_APPROVAL.
 */
const swapFee = (form: SwapState) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const api = yield* DataApi
    const { from, to, quote } = form
    const user = store.account.value.caipAddress
    const address = store.account.value.address
    if (!from || !to || !quote || !user || !address) return undefined
    const supported = isSupported(config.networks, store.network.value)
    const built = yield* api.call('postConvertBuildTransaction', {
      body: buildSwapRequest({
        projectId: config.projectId,
        from,
        to,
        amount: form.amount,
        userAddress: user,
        estimate: false,
      }),
      supported,
    })
    const swapTx: FeeTransaction = {
      from: address,
      to: built.tx.to,
      data: built.tx.data,
      value: BigInt(built.tx.value ?? '0'),
      ...(quote.needsApproval ? { gas: SWAP_GAS_LIMIT_BEFORE_APPROVAL } : {}),
    }
    if (!quote.needsApproval) return yield* estimateFee([swapTx])
    const approve = yield* api.call('getConvertBuildApprove', {
      query: { userAddress: user, from: from.address, to: to.address },
      supported,
    })
    return yield* estimateFee([{ from: address, to: approve.tx.to, data: approve.tx.data }, swapTx])
  }).pipe(orNone)

/** {@link swapFee} of the quoted form, written only if the quote is still the one estimated. */
export const estimateSwapFee = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const form = store.swap.value
    if (!form.quote) return
    const fee = yield* swapFee(form)
    if (store.swap.value.quote !== form.quote) return
    store.swap.value = { ...store.swap.value, fee }
  })
