import { Effect } from 'effect'
import { toHex } from 'viem'
import { CallsError } from '../../errors/CallsError.ts'
import { walletError } from '../../errors/WalletError.ts'
import { Store } from '../../state/Store.ts'
import { checkRpcParams } from '../kernel/checkRpcParams.ts'
import { type RequestErrorType, request } from '../kernel/request.ts'
import { isUnsupportedMethod } from '../kernel/walletUnsupported.ts'
import { getCapabilities } from './getCapabilities.ts'

/** One call of a batch. SPEC §5: `to` and `data` start with 0x. */
export type BatchCall = {
  readonly to: string
  readonly data?: string
  /** Wei. */
  readonly value?: bigint
}

/** What `sendCalls` sends (EIP-5792 `wallet_sendCalls`). */
export type SendCallsParameters = {
  readonly calls: readonly BatchCall[]
  /** Default: the chain the eip155 connection is on. */
  readonly chainId?: number
  /**
   * All calls or none (default false, as in viem). When true and the wallet reports no atomic
   * batches on the chain, fails with `CallsError` `AtomicUnsupported` before the wallet is asked.
   */
  readonly atomicRequired?: boolean
  /** An id for the batch; default the wallet's. */
  readonly id?: string
  /** EIP-5792 capabilities asked of the wallet. */
  readonly capabilities?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
}

/** What the wallet answers: the batch's id, for `getCallsStatus`. */
export type SendCallsResult = {
  readonly id: string
  readonly capabilities?: Readonly<Record<string, unknown>>
}

/** The EIP-5792 version Latch speaks. */
const version = '2.0.0'

const atomicOn = (capabilities: Readonly<Record<string, unknown>> | undefined): boolean => {
  const status = (capabilities?.atomic as { status?: unknown } | undefined)?.status
  return status === 'supported' || status === 'ready'
}

/**
 * Sends a batch of calls through the eip155 wallet (EIP-5792 `wallet_sendCalls`). The batch is
 * checked against SPEC §5 (each `to` and `data` start with 0x: 'Invalid input') before the
 * wallet is asked anything; with `atomicRequired` the wallet's capabilities (cached per
 * connection) must report `atomic` on the chain. A wallet without `wallet_sendCalls` fails
 * with `CallsError` `Unsupported`: Latch never sends the calls one by one instead.
 *
 * @example
 * import { sendCalls } from 'latch/effect'
 * import { encodeFunctionData, erc20Abi } from 'viem'
 *
 * const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
 * const router = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
 * const amount = 25_000_000n // 25 USDC
 * declare const swapData: `0x${string}` // the router call a swap quote returned
 *
 * // Approve and swap as one: both or neither.
 * const program = sendCalls({
 *   atomicRequired: true,
 *   calls: [
 *     {
 *       to: usdc,
 *       data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
 *     },
 *     { to: router, data: swapData },
 *   ],
 * })
 */
export const sendCalls = (parameters: SendCallsParameters) =>
  Effect.gen(function* () {
    const store = yield* Store
    const connection = store.connections.value.eip155
    const from = connection?.accounts[0]?.address
    if (!connection || !from) return yield* Effect.fail(walletError('Disconnected'))
    const chainId = parameters.chainId ?? Number(connection.caipNetworkId.split(':')[1])
    const atomicRequired = parameters.atomicRequired ?? false
    const params = {
      version,
      chainId: toHex(chainId),
      from,
      atomicRequired,
      calls: parameters.calls.map((call) => ({
        to: call.to,
        ...(call.data !== undefined ? { data: call.data } : {}),
        ...(call.value !== undefined ? { value: toHex(call.value) } : {}),
      })),
      ...(parameters.id !== undefined ? { id: parameters.id } : {}),
      ...(parameters.capabilities ? { capabilities: parameters.capabilities } : {}),
    }
    yield* checkRpcParams('wallet_sendCalls', [params])
    if (atomicRequired) {
      const capabilities = yield* getCapabilities({ chainIds: [chainId] })
      if (!atomicOn(capabilities[chainId]) && !atomicOn(capabilities[0]))
        return yield* Effect.fail(CallsError.of('AtomicUnsupported', chainId))
    }
    const answer = yield* request({ method: 'wallet_sendCalls', params: [params] }, 'eip155').pipe(
      Effect.mapError((e) =>
        isUnsupportedMethod(e) ? CallsError.of('Unsupported', chainId, e) : e,
      ),
    )
    // EIP-5792 1.0 wallets answer the id as a bare string.
    if (typeof answer === 'string') return { id: answer } satisfies SendCallsResult
    const id = (answer as { id?: unknown } | null)?.id
    if (typeof id !== 'string' || id === '')
      return yield* Effect.fail(walletError('Unknown', answer))
    return answer as SendCallsResult
  })

/** The errors {@link sendCalls} fails with. */
export type SendCallsErrorType = RequestErrorType | CallsError
