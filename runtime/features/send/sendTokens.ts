import { Effect } from 'effect'
import type { TokenBalance } from '../../../generated/api/schemas.ts'
import type { Network } from '../../networks.ts'
import { Config } from '../../services/Config.ts'
import { Store } from '../../state/Store.ts'
import { refreshTokens } from '../account/refreshTokens.ts'
import { estimateSendFee } from './previewFees.ts'
import { withChecks } from './sendForm.ts'
import { recheckSendReceiver } from './sendReceiver.ts'
import { SEND_NAMESPACES } from './sendValidate.ts'

/** The native token of `network` with the account's balance (what Latch knows without a Data API). */
export const nativeToken = (network: Network, balance: string | undefined): TokenBalance => ({
  name: network.nativeCurrency.name,
  symbol: network.nativeCurrency.symbol,
  chainId: network.caipNetworkId,
  value: 0,
  price: 0,
  quantity: { decimals: String(network.nativeCurrency.decimals), numeric: balance ?? '0' },
  iconUrl: '',
})

const sameToken = (a: TokenBalance, b: TokenBalance) =>
  a.chainId === b.chainId && (a.address ?? '') === (b.address ?? '')

/**
 * The tokens the connected account can send on the active network, into
 * `state.send.tokenBalances` (native first): the account's token balances
 * ({@link refreshTokens}: the SPEC §9 portfolio cache and its 30 s retry window, decimals '0'
 * dropped), and the native token from the native balance when that list lacks it (no
 * `apiUrl`, a failed fetch). `force` reads past the cache (after a send). A chosen token is
 * replaced by its fresh balance.
 *
 * @example
 * import { loadSendTokens } from 'latch/effect'
 *
 * const program = loadSendTokens({ force: true })
 */
export const loadSendTokens = (options: { readonly force?: boolean } = {}) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const network = store.network.value
    const caipAddress = store.account.value.caipAddress
    if (!caipAddress || !SEND_NAMESPACES.has(network.chainNamespace)) return
    store.send.value = { ...store.send.value, loading: true }
    yield* refreshTokens(options)
    const account = store.account.value
    // The account or network may have changed while the read was in flight.
    if (account.caipAddress !== caipAddress) return
    const listed = account.tokenBalance.filter((t) => t.chainId === network.caipNetworkId)
    const natives = listed.filter((t) => !t.address)
    const tokens = [
      ...(natives.length > 0 ? natives : [nativeToken(network, account.balance)]),
      ...listed.filter((t) => t.address),
    ]
    const chosen = store.send.value.token
    const usd = listed.reduce((sum, t) => sum + t.value, 0)
    // A token chosen on another network (the one left) is not sent here, nor its fee shown.
    const here = chosen !== undefined && chosen.chainId === network.caipNetworkId
    store.send.value = withChecks(
      {
        ...store.send.value,
        loading: false,
        tokenBalances: tokens,
        lastRetry: account.lastRetry,
        networkBalanceInUSD: config.apiUrl && listed.length > 0 ? usd.toFixed(2) : undefined,
        token: here ? (tokens.find((t) => sameToken(t, chosen)) ?? chosen) : tokens[0],
        ...(here ? {} : { fee: undefined }),
      },
      network.chainNamespace,
    )
    if (chosen === undefined || here) return
    // The form kept its amount and receiver on the new network: a typed name read for it, and
    // the fee there, for the preview.
    yield* recheckSendReceiver()
    if (store.send.value.ready) yield* estimateSendFee()
  })
