import { Effect } from 'effect'
import { formatUnits } from 'viem'
import { Caches } from '../../services/Caches.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import { nativeBalance } from './nativeBalance.ts'

/** The native-balance cache key of the connected account: its CAIP-10 id on the active network. */
const balanceKey = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const network = store.network.value
    const address = store.account.value.address
    return address ? `${network.caipNetworkId}:${address}` : undefined
  })

/**
 * Reads the connected account's native balance over the active network's own RPC (API.md:
 * no vendor needed; SOL in lamports on solana, SPEC §9 "balances on eip155 and solana") into `state.account`, through the native-balance cache
 * (NATIVE_BALANCE_CACHE_MS, SPEC §9): a read within 30 s of the last one uses it. A failure
 * leaves the balance empty and is logged; it never breaks the connection.
 */
export const refreshBalance = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const rpc = yield* ChainRpc
    const caches = yield* Caches
    const network = store.network.value
    const address = store.account.value.address
    const key = yield* balanceKey()
    const namespace = network.chainNamespace
    if (!address || !key || (namespace !== 'eip155' && namespace !== 'solana')) return
    store.account.value = { ...store.account.value, balanceLoading: true }
    const read = nativeBalance(network, address).pipe(
      Effect.provideService(ChainRpc, rpc),
      Effect.map((wei) => ({
        balance: formatUnits(wei, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      })),
    )
    const result = yield* caches.nativeBalance.get(key, read).pipe(
      Effect.tapError((error) => Logger.use((l) => l.warn('balance read failed', { error }))),
      Effect.option,
    )
    // The account may have changed while the read was in flight.
    if (store.account.value.address !== address) return
    store.account.value = {
      ...store.account.value,
      balanceLoading: false,
      balance: result._tag === 'Some' ? result.value.balance : undefined,
      balanceSymbol: network.nativeCurrency.symbol,
    }
  })

/** {@link refreshBalance} past the cache: after a send, the chain holds a new balance. */
export const refreshBalanceNow = () =>
  Effect.gen(function* () {
    const key = yield* balanceKey()
    if (key) yield* Caches.use((c) => c.nativeBalance.invalidate(key))
    yield* refreshBalance()
  })
