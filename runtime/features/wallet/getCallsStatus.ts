import { Effect, Result, Schema } from 'effect'
import type { Hex } from 'viem'
import { CallsStatus as CallsStatusSchema } from '../../../generated/rpc/methods.ts'
import { CallsError } from '../../errors/CallsError.ts'
import { walletError } from '../../errors/WalletError.ts'
import { type RequestErrorType, request } from '../kernel/request.ts'
import { isUnsupportedMethod } from '../kernel/walletUnsupported.ts'

/** One receipt of a batch (an atomic batch has one transaction). */
export type CallsReceipt = {
  readonly status: 'success' | 'reverted'
  readonly transactionHash: Hex
  readonly blockHash: Hex | undefined
  readonly blockNumber: bigint | undefined
  readonly gasUsed: bigint | undefined
  readonly logs: readonly Readonly<Record<string, unknown>>[]
}

/** Where a batch is (EIP-5792 `wallet_getCallsStatus`). */
export type CallsStatus = {
  readonly id: string
  readonly chainId: number
  /** `pending` (1xx), `success` (2xx), `failure` (4xx–6xx; 600 is a partial failure). */
  readonly status: 'pending' | 'success' | 'failure'
  /** The wallet's EIP-5792 status code (100, 200, 400, 500, 600, …). */
  readonly statusCode: number
  readonly atomic: boolean
  readonly receipts: readonly CallsReceipt[]
}

const decode = Schema.decodeUnknownResult(CallsStatusSchema)

/**
 * Asks the eip155 wallet where a batch sent with `sendCalls` is, with its receipts. The answer
 * is checked against the OpenRPC contract's `CallsStatus`; anything else is a `WalletError`.
 *
 * @example
 * import { Effect } from 'effect'
 * import { getCallsStatus, sendCalls } from 'latch/effect'
 *
 * const program = sendCalls({
 *   calls: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 10n ** 15n }],
 * }).pipe(
 *   // { status: 'success', receipts: [{ transactionHash, … }], … }
 *   Effect.flatMap(({ id }) => getCallsStatus(id)),
 * )
 */
export const getCallsStatus = (id: string) =>
  Effect.gen(function* () {
    const answer = yield* request({ method: 'wallet_getCallsStatus', params: [id] }, 'eip155').pipe(
      Effect.mapError((e) =>
        isUnsupportedMethod(e) ? CallsError.of('Unsupported', undefined, e) : e,
      ),
    )
    const decoded = decode(answer)
    if (Result.isFailure(decoded))
      return yield* Effect.fail(walletError('Unknown', decoded.failure))
    const raw = decoded.success
    const code = raw.status
    return {
      id: raw.id,
      chainId: Number(BigInt(raw.chainId)),
      status: code < 200 ? 'pending' : code < 300 ? 'success' : 'failure',
      statusCode: code,
      atomic: raw.atomic ?? false,
      receipts: (raw.receipts ?? []).map((r) => ({
        status: r.status === '0x1' ? 'success' : 'reverted',
        transactionHash: r.transactionHash as Hex,
        blockHash: r.blockHash as Hex | undefined,
        blockNumber: r.blockNumber === undefined ? undefined : BigInt(r.blockNumber),
        gasUsed: r.gasUsed === undefined ? undefined : BigInt(r.gasUsed),
        logs: r.logs ?? [],
      })),
    } satisfies CallsStatus
  })

/** The errors {@link getCallsStatus} fails with. */
export type GetCallsStatusErrorType = RequestErrorType | CallsError
