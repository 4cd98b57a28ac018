import { Effect } from 'effect'
import { type Hash, toHex } from 'viem'
import { CONFIRM_TIMEOUT_MS } from '../../constants.ts'
import { walletError } from '../../errors/WalletError.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import { request } from '../kernel/request.ts'

// The swap's two transactions (the approval and the swap) on their way: sent, then their receipt.

/** A transaction the convert API built. */
export interface BuiltTransaction {
  readonly from: string
  readonly to: string
  readonly data: string
  readonly value?: string | undefined
  readonly eip155?: { readonly gas?: string | undefined } | undefined
}

const isHash = (value: unknown): value is Hash =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

/** As the wallet's `eth_sendTransaction` takes it. */
const toRequest = (tx: BuiltTransaction) => ({
  from: tx.from,
  to: tx.to,
  data: tx.data,
  value: toHex(BigInt(tx.value ?? '0')),
  ...(tx.eip155?.gas ? { gas: toHex(BigInt(tx.eip155.gas)) } : {}),
})

/** Sends `tx` through the wallet (the request flow's checks apply): its hash. */
export const sendBuilt = (tx: BuiltTransaction) =>
  Effect.gen(function* () {
    const hash = yield* request(
      { method: 'eth_sendTransaction', params: [toRequest(tx)] },
      'eip155',
    )
    if (!isHash(hash)) return yield* Effect.fail(walletError('Unknown', hash))
    return hash
  })

/**
 * The receipt of `hash`, awaited at most CONFIRM_TIMEOUT_MS; undefined when none came in time
 * or it could not be read. The transaction was sent: that is not yet a failure.
 */
export const receiptWithin = (hash: Hash) =>
  Effect.gen(function* () {
    const store = yield* Store
    const rpc = yield* ChainRpc
    return yield* rpc.waitForReceipt(store.network.value, hash).pipe(
      Effect.timeoutOrElse({
        duration: CONFIRM_TIMEOUT_MS,
        orElse: () => Effect.succeed(undefined),
      }),
      Effect.catch((error) =>
        Effect.as(
          Logger.use((l) => l.warn('swap receipt not read', { error })),
          undefined,
        ),
      ),
    )
  })
