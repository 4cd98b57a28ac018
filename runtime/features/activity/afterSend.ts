import { Effect } from 'effect'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import { refreshBalanceNow } from '../account/refreshBalance.ts'
import { refreshTokens } from '../account/refreshTokens.ts'

const isHash = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

/**
 * After the wallet sent a transaction: wait for its receipt (at most CONFIRM_TIMEOUT_MS, SPEC
 * §7 "native send waits for confirmation up to 25 s"), then read the balance and the token
 * balances again, past their caches, so the account shows what the chain holds now.
 */
export const afterSend = (method: string, result: unknown) =>
  Effect.gen(function* () {
    if (method !== 'eth_sendTransaction' || !isHash(result)) return
    const store = yield* Store
    const rpc = yield* ChainRpc
    const network = store.network.value
    if (network.chainNamespace !== 'eip155') return
    yield* rpc.waitForReceipt(network, result)
    yield* Effect.all([refreshBalanceNow(), refreshTokens({ force: true })], {
      concurrency: 'unbounded',
      discard: true,
    })
  }).pipe(
    Effect.catchCause((cause) =>
      Logger.use((l) => l.warn('balance after send not read', { cause })),
    ),
  )
