import { Effect, Schedule } from 'effect'
import { formatUnits } from 'viem'
import {
  NAMESPACE_SUPPORT,
  ONRAMP_BALANCE_POLL_MS,
  ONRAMP_CURRENCIES,
  ONRAMP_WATCH_TIMEOUT_MS,
} from '../../constants.ts'
import type { ChainRpcError } from '../../errors/ChainRpcError.ts'
import { apiMessage, DataApiError } from '../../errors/DataApiError.ts'
import { NetworkError } from '../../errors/NetworkError.ts'
import { OnrampError } from '../../errors/OnrampError.ts'
import { ChainRpc } from '../../services/ChainRpc.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { OnrampQuoteState, OnrampState } from '../../state/types.ts'
import { nativeBalance } from '../account/nativeBalance.ts'
import { refreshBalanceNow } from '../account/refreshBalance.ts'
import { refreshTokens } from '../account/refreshTokens.ts'
import { decide } from '../kernel/router.ts'
import { purchaseOn } from './onrampState.ts'
import { onrampUrlBody } from './onrampUrlBody.ts'

/** SPEC §8: the id of the placeholder quote a failed quote returns. */
export const MOCKED_QUOTE_ID = 'mocked-quote-id'

/** What the purchase form changes; a field left out stays as it is. */
export interface OnrampFormPatch {
  readonly purchaseCurrency?: string
  readonly paymentCurrency?: string
  readonly amount?: string | undefined
}

/**
 * The onramp options into `state.onramp` (`GET /v1/onramp/options`): what can be bought on the
 * active network, the fiat currencies and the providers. SPEC §8: when the call fails, the
 * built-in defaults — USD and EUR (card 10.00–7500.00, bank transfer 10.00–25000.00), the
 * network's native currency, no named provider.
 *
 * @example
 * import { loadOnrampOptions } from 'latch/effect'
 *
 * const program = loadOnrampOptions()
 */
export const loadOnrampOptions = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const api = yield* DataApi
    const network = store.network.value
    store.onramp.value = { ...store.onramp.value, loading: true, error: undefined }
    const native = {
      id: network.nativeCurrency.symbol,
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
    }
    const options = yield* api.call('getOnrampOptions').pipe(
      Effect.map((answer) => ({
        purchaseCurrencies: answer.purchaseCurrencies
          .filter((c) => c.networks.some((n) => n.name === network.caipNetworkId))
          .map((c) => ({ id: c.id, name: c.name, symbol: c.symbol })),
        paymentCurrencies: answer.paymentCurrencies.map((c) => c.id),
        providers: (answer.providers ?? []).map((p) => ({ ...p })),
      })),
      Effect.catch((error) =>
        Effect.as(
          Logger.use((l) => l.warn('onramp options failed, using the defaults', { error })),
          {
            purchaseCurrencies: [native],
            paymentCurrencies: [...ONRAMP_CURRENCIES] as string[],
            providers: [],
          },
        ),
      ),
    )
    const current = store.onramp.value
    // Loaded for another network than the form's (the wallet switched): its quotes were that
    // network's; the amount and the fiat currency stay, the currency to buy if sold here.
    const moved = current.network !== undefined && current.network !== network.caipNetworkId
    store.onramp.value = {
      ...current,
      ...options,
      ...(moved ? { quotes: {} } : {}),
      network: network.caipNetworkId,
      loading: false,
      purchaseCurrency:
        options.purchaseCurrencies.find((c) => c.id === current.purchaseCurrency)?.id ??
        options.purchaseCurrencies[0]?.id,
      paymentCurrency: options.paymentCurrencies.includes(current.paymentCurrency)
        ? current.paymentCurrency
        : (options.paymentCurrencies[0] ?? 'USD'),
    }
  })

const placeholder = (amount: string): OnrampQuoteState => ({
  quoteId: MOCKED_QUOTE_ID,
  purchaseAmount: '0',
  fee: '0',
  paymentTotal: amount,
})

/**
 * Quotes the form with every provider (`POST /v1/onramp/quote`) into `state.onramp.quotes`;
 * SPEC §8: a quote that fails is the placeholder with id `mocked-quote-id`. An answer for a
 * form that changed meanwhile is dropped.
 *
 * @example
 * import { quoteOnramp } from 'latch/effect'
 *
 * const program = quoteOnramp()
 */
export const quoteOnramp = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const api = yield* DataApi
    const form = store.onramp.value
    const amount = form.amount?.trim() ?? ''
    if (!form.purchaseCurrency || !(Number(amount) > 0)) {
      store.onramp.value = { ...form, quotes: {} }
      return
    }
    store.onramp.value = { ...form, status: 'quoting' }
    const ids = form.providers.length > 0 ? form.providers.map((p) => p.id) : ['']
    const quotes = yield* Effect.forEach(
      ids,
      (id) =>
        api
          .call('postOnrampQuote', {
            body: {
              purchaseCurrency: form.purchaseCurrency ?? '',
              paymentCurrency: form.paymentCurrency,
              amount,
              network: form.network ?? store.network.value.caipNetworkId,
              ...(id ? { provider: id } : {}),
            },
          })
          .pipe(
            Effect.map(
              (q): OnrampQuoteState => ({
                quoteId: q.quoteId,
                purchaseAmount: q.purchaseAmount.value,
                fee: q.fees.reduce((sum, f) => sum + Number(f.value), 0).toFixed(2),
                paymentTotal: q.paymentTotal.value,
              }),
            ),
            Effect.catch(() => Effect.succeed(placeholder(amount))),
            Effect.map((quote) => [id, quote] as const),
          ),
      { concurrency: 'unbounded' },
    )
    const now = store.onramp.value
    if (now.amount !== form.amount || now.purchaseCurrency !== form.purchaseCurrency) return
    if (now.paymentCurrency !== form.paymentCurrency || now.network !== form.network) return
    store.onramp.value = { ...now, status: 'idle', quotes: Object.fromEntries(quotes) }
  })

/**
 * Writes the purchase form into `state.onramp` and clears its quotes ({@link quoteOnramp}
 * fetches new ones).
 *
 * @example
 * import { updateOnramp } from 'latch/effect'
 *
 * const program = updateOnramp({ amount: '50' })
 */
export const updateOnramp = (patch: OnrampFormPatch) =>
  Store.use((store) =>
    Effect.sync(() => {
      const next: { -readonly [K in keyof OnrampState]: OnrampState[K] } = {
        ...store.onramp.value,
        quotes: {},
        error: undefined,
      }
      if (patch.purchaseCurrency !== undefined) next.purchaseCurrency = patch.purchaseCurrency
      if (patch.paymentCurrency !== undefined) next.paymentCurrency = patch.paymentCurrency
      if ('amount' in patch) next.amount = patch.amount
      if (next.status !== 'opening' && next.status !== 'waiting') next.status = 'idle'
      store.onramp.value = next
      if (patch.purchaseCurrency !== undefined)
        store.router.value = decide(
          { type: 'tokenPicked', view: 'OnRampTokenSelect' },
          store.router.value,
        )
    }),
  )

/** The window opened for the provider's page in the visitor's click (`about:blank` until then). */
export interface OnrampPopup {
  readonly location: { href: string }
  readonly close?: () => void
}

/** SPEC §8: a failed purchase's reason, the API's first one when it gave one. */
const failureOf = (error: unknown): string =>
  error instanceof DataApiError
    ? apiMessage(error, error.message)
    : typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : String(error)

/**
 * Buys with `provider` (SPEC §9: onramp on eip155 and solana): the provider's page URL
 * (`POST /v1/generators/onrampurl` for the connected address, the chosen currency and amount)
 * goes into `popup`, a window opened in the visitor's click; then `state.onramp` waits
 * (BuyInProgress) for the native balance to rise, read every ONRAMP_BALANCE_POLL_MS for at most
 * ONRAMP_WATCH_TIMEOUT_MS, and records what arrived. Resolves with that amount.
 *
 * @example
 * import { buyCrypto } from 'latch/effect'
 *
 * const program = buyCrypto('latch-ramp', null)
 */
export const buyCrypto = (provider: string, popup: OnrampPopup | null) => {
  // Whether the provider's page went into `popup`; read from a flag, as a window on another
  // origin refuses to tell its location.
  let shown = false
  return Effect.gen(function* () {
    const store = yield* Store
    const api = yield* DataApi
    const rpc = yield* ChainRpc
    const network = store.network.value
    const address = store.account.value.address
    const form = store.onramp.value
    if (!address) return yield* Effect.fail(OnrampError.of('WalletRequired'))
    const supported = (NAMESPACE_SUPPORT.onramp as readonly string[]).includes(
      network.chainNamespace,
    )
    if (!supported) return yield* Effect.fail(NetworkError.of('UnsupportedChain'))
    // What the visitor chose was offered (and quoted) on the network the wallet has since left.
    if (form.network !== undefined && form.network !== network.caipNetworkId)
      return yield* Effect.fail(OnrampError.of('NetworkChanged', form.network))
    store.onramp.value = {
      ...form,
      provider,
      purchase: purchaseOn(network),
      status: 'opening',
      received: undefined,
      error: undefined,
    }
    const balance = nativeBalance(network, address).pipe(Effect.provideService(ChainRpc, rpc))
    const before = yield* balance
    const { url } = yield* api.call('postOnrampUrl', {
      body: onrampUrlBody(provider, address, network, form),
    })
    if (popup) popup.location.href = url
    else globalThis.open?.(url, '_blank', 'noopener')
    shown = true
    store.onramp.value = { ...store.onramp.value, status: 'waiting' }
    const after = yield* balance.pipe(
      // A failed read is asked again, as a balance that has not risen yet is.
      Effect.retry(Schedule.spaced(ONRAMP_BALANCE_POLL_MS)),
      Effect.repeat({
        schedule: Schedule.spaced(ONRAMP_BALANCE_POLL_MS),
        until: (balance) => balance > before,
      }),
      Effect.timeoutOrElse({
        duration: ONRAMP_WATCH_TIMEOUT_MS,
        orElse: () => Effect.fail(OnrampError.of('NotArrived')),
      }),
    )
    const received = formatUnits(after - before, network.nativeCurrency.decimals)
    store.onramp.value = { ...store.onramp.value, status: 'arrived', received }
    yield* refreshBalanceNow()
    yield* refreshTokens({ force: true }).pipe(Effect.ignore)
    return received
  }).pipe(
    Effect.tapError((error) =>
      Store.use((store) =>
        Effect.sync(() => {
          store.onramp.value = { ...store.onramp.value, status: 'error', error: failureOf(error) }
          // A failure before the provider's page leaves its window blank: close it; the
          // reason shows in BuyInProgress.
          if (!shown) popup?.close?.()
        }),
      ),
    ),
  )
}

/** The errors {@link buyCrypto} fails with. */
export type BuyCryptoErrorType = OnrampError | NetworkError | DataApiError | ChainRpcError
