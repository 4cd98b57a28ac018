import { Effect } from 'effect'
import { formatUnits, type Hash } from 'viem'
import { CONFIRM_TIMEOUT_MS } from '../../constants.ts'
import type { ChainRpcError } from '../../errors/ChainRpcError.ts'
import type { NetworkError } from '../../errors/NetworkError.ts'
import { SendError } from '../../errors/SendError.ts'
import { walletError } from '../../errors/WalletError.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import { emptySend } from '../../state/types.ts'
import { refreshBalanceNow } from '../account/refreshBalance.ts'
import { recordPending, settleLater, settlePending } from '../activity/recentActivity.ts'
import { type RequestErrorType, request } from '../kernel/request.ts'
import { decide } from '../kernel/router.ts'
import { evmSendTransaction } from './evmSendTransaction.ts'
import { loadSendTokens } from './sendTokens.ts'
import { type SendPlan, validateSend } from './sendValidate.ts'
import { sendSolana } from './solanaSend.ts'

/** What a send ends with: the transaction hash, and whether its receipt came in time. */
export interface SendResult {
  readonly hash: string
  /** false when no receipt came within CONFIRM_TIMEOUT_MS: sent, not yet confirmed. */
  readonly confirmed: boolean
}

const isHash = (value: unknown): value is Hash =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

const sendEvm = (plan: SendPlan, from: string) =>
  Effect.gen(function* () {
    const store = yield* Store
    const rpc = yield* ChainRpc
    const network = store.network.value
    // Through the request flow: the allow-list and the contract's params check apply.
    const hash = yield* request(
      { method: 'eth_sendTransaction', params: [evmSendTransaction(plan, from)] },
      'eip155',
    )
    if (!isHash(hash)) return yield* Effect.fail(walletError('Unknown', hash))
    store.send.value = { ...store.send.value, status: 'confirming', hash }
    yield* recordPending(hash, plan.receiver, [
      {
        direction: 'out',
        amount: formatUnits(plan.amount, Number(plan.token.quantity.decimals)),
        name: plan.token.name,
        symbol: plan.token.symbol,
      },
    ])
    // SPEC §7: the send waits for confirmation up to CONFIRM_TIMEOUT_MS; then it stays sent.
    const receipt = yield* rpc.waitForReceipt(network, hash).pipe(
      Effect.timeoutOrElse({
        duration: CONFIRM_TIMEOUT_MS,
        orElse: () => Effect.succeed(undefined),
      }),
      Effect.catch((error) =>
        Effect.as(
          Logger.use((l) => l.warn('send receipt not read', { error })),
          undefined,
        ),
      ),
    )
    if (receipt) yield* settlePending(hash, receipt.status === 'success' ? 'confirmed' : 'failed')
    else yield* settleLater(hash)
    if (receipt?.status === 'reverted') return yield* Effect.fail(SendError.of('Reverted', hash))
    return { hash, confirmed: receipt !== undefined } satisfies SendResult
  })

/**
 * Sends `state.send` (SPEC §5): the checks of {@link validateSend} first, so a bad form never
 * reaches the wallet; on eip155 a native value transfer or an ERC-20 `transfer(receiver,
 * amount)` as `eth_sendTransaction` through the request flow, then the receipt awaited at
 * most CONFIRM_TIMEOUT_MS (25 s); on solana a SOL or SPL transfer signed and sent by the
 * wallet and confirmed within the same 25 s (`sendSolana`). Afterwards the native balance is read past its cache and
 * the token balances refresh; the form is cleared. A failure stays in `state.send.error`.
 *
 * @example
 * import { send } from 'latch/effect'
 *
 * const program = send() // Effect<SendResult, SendError | NetworkError | WalletError | …>
 */
export const send = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const form = store.send.value
    const account = store.account.value
    const plan = validateSend({
      namespace: store.network.value.chainNamespace,
      token: form.token,
      amount: form.sendTokenAmount,
      receiver: form.receiverAddress ?? form.receiverInput,
      chainId: store.network.value.caipNetworkId,
    })
    if (!('amount' in plan)) return yield* Effect.fail(plan)
    if (!account.address) return yield* Effect.fail(walletError('Disconnected'))
    store.send.value = { ...form, status: 'sending', error: undefined, hash: undefined }
    const result =
      plan.namespace === 'eip155'
        ? yield* sendEvm(plan, account.address)
        : yield* sendSolana(plan, account.address)
    yield* refreshBalanceNow()
    yield* loadSendTokens({ force: true })
    store.send.value = {
      ...emptySend,
      token: store.send.value.token,
      tokenBalances: store.send.value.tokenBalances,
      networkBalanceInUSD: store.send.value.networkBalanceInUSD,
      status: 'sent',
      hash: result.hash,
      confirmed: result.confirmed,
    }
    store.router.value = decide(
      { type: 'transactionSent', view: 'WalletSendPreview' },
      store.router.value,
    )
    return result
  }).pipe(
    Effect.tapError((error) =>
      Store.use((store) =>
        Effect.sync(() => {
          store.send.value = { ...store.send.value, status: 'error', error: error.message }
        }),
      ),
    ),
  )

/** The errors {@link send} fails with. */
export type SendErrorType = RequestErrorType | NetworkError | ChainRpcError | SendError
