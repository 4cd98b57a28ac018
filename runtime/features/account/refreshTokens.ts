import { Effect } from 'effect'
import type { TokenBalance } from '../../../generated/api/schemas.ts'
import { TOKEN_BALANCE_RETRY_MS } from '../../constants.ts'
import { TOKEN_BALANCE_UNAVAILABLE } from '../../errors/TokenBalanceUnavailable.ts'
import { Caches } from '../../services/Caches.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { AccountState } from '../../state/types.ts'
import { alertOnDataApiError, toast } from '../kernel/notify.ts'
import { isSupported } from '../networks/networks.ts'
import { hasAssetDiscovery, readWalletAssets } from './walletAssets.ts'

/** What `client.loadTokens` takes. */
export interface LoadTokensOptions {
  /** Read past the portfolio cache (after a send). The retry window still applies. */
  readonly force?: boolean | undefined
}

/** SPEC §5: tokens with decimals '0' are dropped. */
const dropZeroDecimals = (balances: readonly TokenBalance[]) =>
  balances.filter((token) => token.quantity.decimals !== '0')

/**
 * Loads the connected account's token balances into `state.account.tokenBalance` (SPEC §3)
 * through the portfolio cache `caches.balance` (PORTFOLIO_CACHE_MS, keyed by the account's
 * CAIP-10 id): the wallet's own list (`wallet_getAssets`, SPEC §5's acceptance rule) when it
 * reports asset discovery, else the Data API balance call. A failure shows 'Token Balance
 * Unavailable' once and opens the TOKEN_BALANCE_RETRY_MS window (SPEC §4), inside which further
 * loads are skipped and the state stays `error`. Without `apiUrl` and without the wallet's
 * capability, on an unsupported network, or on a namespace without balances (SPEC §9: eip155
 * and solana), the state is `unavailable` and the views hide tokens.
 *
 * @example
 * import { Effect } from 'effect'
 * import { refreshTokens } from 'latch/effect'
 *
 * const program = refreshTokens()
 * const afterSend = refreshTokens({ force: true })
 */
export const refreshTokens = (options: LoadTokensOptions = {}) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const caches = yield* Caches
    const api = yield* DataApi
    const network = store.network.value
    const { address, caipAddress } = store.account.value
    if (!address || !caipAddress) return
    // Writes only while the account (and so its network) is the one this load is for.
    const set = (patch: Partial<AccountState>) => {
      if (store.account.value.caipAddress !== caipAddress) return
      store.account.value = { ...store.account.value, ...patch }
    }
    const unavailable = () =>
      set({
        tokenBalance: [],
        tokenBalanceStatus: 'unavailable',
        tokenBalanceError: undefined,
      })
    const namespace = network.chainNamespace
    const supported = isSupported(config.networks, network)
    if ((namespace !== 'eip155' && namespace !== 'solana') || !supported) return unavailable()
    // Without a Data API the wallet is the only source; ask it before anything shows loading.
    if (!config.apiUrl && (namespace !== 'eip155' || !(yield* hasAssetDiscovery(network, address))))
      return unavailable()

    const fromApi = api
      .getAccountBalance({ address, chainId: network.caipNetworkId, supported })
      .pipe(Effect.map((answer) => answer.balances))
    const fetch = Effect.gen(function* () {
      const fromWallet = namespace === 'eip155' && (yield* hasAssetDiscovery(network, address))
      if (!fromWallet) return yield* fromApi
      const assets = readWalletAssets(network, address)
      return yield* config.apiUrl ? Effect.catch(assets, () => fromApi) : assets
    }).pipe(Effect.map(dropZeroDecimals))

    if (options.force) yield* caches.balance.invalidate(caipAddress)
    set({
      // A list of another network of the same address (the account object is kept) goes.
      tokenBalance: store.account.value.tokenBalance.filter(
        (token) => token.chainId === network.caipNetworkId,
      ),
      tokenBalanceStatus: 'loading',
    })
    const result = yield* caches.balance.get(caipAddress, fetch).pipe(Effect.result)
    if (result._tag === 'Success') {
      set({
        tokenBalance: dropZeroDecimals(result.success),
        tokenBalanceStatus: 'ready',
        tokenBalanceError: undefined,
      })
      return
    }
    const error = result.failure
    set({
      tokenBalance: [],
      tokenBalanceStatus: 'error',
      tokenBalanceError: TOKEN_BALANCE_UNAVAILABLE,
      lastRetry: error.retryAt - TOKEN_BALANCE_RETRY_MS,
    })
    // Inside the window nothing was fetched, so nothing new failed: no second toast.
    if (error.reason === 'RetryWindow') return
    yield* Logger.use((l) => l.warn('token balance fetch failed', { error: error.cause }))
    yield* toast(TOKEN_BALANCE_UNAVAILABLE)
    yield* alertOnDataApiError(error.cause)
  })
