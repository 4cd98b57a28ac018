import { Effect } from 'effect'
import { formatUnits } from 'viem'
import { ChainRpc } from '../services/ChainRpc.ts'
import { Logger } from '../services/Logger.ts'
import { Store } from '../state/Store.ts'

/**
 * Reads the connected account's native balance over the active network's own RPC (API.md:
 * no vendor needed) into `state.account`. A failure leaves the balance empty and is logged;
 * it never breaks the connection.
 */
export const refreshBalance = Effect.gen(function* () {
  const store = yield* Store
  const rpc = yield* ChainRpc
  const network = store.network.value
  const address = store.account.value.address
  if (!address || network.chainNamespace !== 'eip155') return
  store.account.value = { ...store.account.value, balanceLoading: true }
  const result = yield* rpc.getBalance(network, address as `0x${string}`).pipe(
    Effect.map((wei) => formatUnits(wei, network.nativeCurrency.decimals)),
    Effect.tapError((error) => Logger.use((l) => l.warn('balance read failed', { error }))),
    Effect.option,
  )
  // The account may have changed while the read was in flight.
  if (store.account.value.address !== address) return
  store.account.value = {
    ...store.account.value,
    balanceLoading: false,
    balance: result._tag === 'Some' ? result.value : undefined,
    balanceSymbol: network.nativeCurrency.symbol,
  }
})
