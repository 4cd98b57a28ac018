import { Effect } from 'effect'
import { formatUnits } from 'viem'
import { SLIPPAGE_TOLERANCE } from '../../constants.ts'
import type { DataApiError } from '../../errors/DataApiError.ts'
import type { DataApiSkipped } from '../../errors/DataApiSkipped.ts'
import { SwapError } from '../../errors/SwapError.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import type { WritableState } from '../../state/createState.ts'
import { Store } from '../../state/Store.ts'
import type { SwapState, SwapTokenOption, TokenBalance } from '../../state/types.ts'
import { refreshTokens } from '../account/refreshTokens.ts'
import { decide } from '../kernel/router.ts'
import { isSupported } from '../networks/networks.ts'
import {
  checkSwap,
  isNativeSwapToken,
  plainAddress,
  reasonOf,
  type SwapFormPatch,
  sameForm,
  swapAmount,
  withChecks,
} from './swapChecks.ts'

export {
  checkSwap,
  type SwapFormPatch,
  swapAmount,
} from './swapChecks.ts'

const balanceOf = (token: { readonly address: string }, balances: readonly TokenBalance[]) => {
  const found = isNativeSwapToken(token)
    ? balances.find((b) => !b.address)
    : balances.find((b) => b.address && plainAddress(b.address) === plainAddress(token.address))
  return found?.quantity.numeric ?? '0'
}

/**
 * The tokens the swap provider trades on the active network (`GET /v1/convert/tokens`) into
 * `state.swap.tokens`, each with the account's balance (the token balances, read past their
 * cache with `force`). The chosen tokens are refreshed; with none chosen, the native currency
 * is sold. 'Network not supported for Swaps' stays in `state.swap.error`.
 *
 * @example
 * import { loadSwapTokens } from 'latch/effect'
 *
 * const program = loadSwapTokens({ force: true })
 */
export const loadSwapTokens = (options: { readonly force?: boolean } = {}) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const api = yield* DataApi
    const network = store.network.value
    if (!store.account.value.caipAddress) return
    const before = store.swap.value
    store.swap.value = {
      ...before,
      loading: true,
      error: undefined,
      status: before.status === 'error' ? 'idle' : before.status,
    }
    const supported = isSupported(config.networks, network)
    const [answer] = yield* Effect.all(
      [
        api.call('getConvertTokens', { query: { chainId: network.caipNetworkId }, supported }),
        refreshTokens(options),
      ],
      { concurrency: 'unbounded' },
    )
    const balances = store.account.value.tokenBalance.filter(
      (t) => t.chainId === network.caipNetworkId,
    )
    const tokens: SwapTokenOption[] = answer.tokens.map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri,
      price: token.price ?? 0,
      balance: balanceOf(token, balances),
    }))
    const fresh = (chosen: SwapTokenOption | undefined) =>
      chosen && tokens.find((t) => t.address.toLowerCase() === chosen.address.toLowerCase())
    const current = store.swap.value
    // A token chosen on the network the wallet has since left counts as none chosen here.
    const here = (chosen: SwapTokenOption | undefined) =>
      chosen?.address.startsWith(`${network.caipNetworkId}:`) ? chosen : undefined
    const [from, to] = [here(current.from), here(current.to)]
    const next = {
      ...current,
      tokens,
      loading: false,
      // With none chosen the native currency is sold, unless it is the token bought.
      from:
        fresh(from) ??
        (from || (to && isNativeSwapToken(to)) ? undefined : tokens.find(isNativeSwapToken)),
      to: fresh(to),
    }
    // A quote (and its fee) is for the tokens it was asked for, not for others put in their place.
    store.swap.value = withChecks(
      sameForm(next, current) ? next : { ...next, quote: undefined, fee: undefined },
    )
  }).pipe(
    Effect.tapError((error) =>
      Store.use((store) =>
        Effect.sync(() => {
          // Tokens of another network (the one left) are not offered here.
          const here = `${store.network.value.caipNetworkId}:`
          const kept = (token: SwapTokenOption | undefined) =>
            token?.address.startsWith(here) ? token : undefined
          const current = store.swap.value
          store.swap.value = {
            ...withChecks({
              ...current,
              tokens: current.tokens.filter(kept),
              from: kept(current.from),
              to: kept(current.to),
              quote: kept(current.from) && kept(current.to) ? current.quote : undefined,
            }),
            loading: false,
            status: 'error',
            error: reasonOf(error),
          }
        }),
      ),
    ),
  )

/** The errors {@link loadSwapTokens} fails with. */
export type LoadSwapTokensErrorType = DataApiError | DataApiSkipped

const percentOff = (amount: bigint, bps: bigint) => (amount * (10_000n - bps)) / 10_000n

/**
 * Quotes the form as it stands (`GET /v1/convert/quotes`, and `GET /v1/convert/allowance` when
 * an ERC-20 is sold) into `state.swap.quote`: the amount received, the minimum the router
 * accepts (the quote less SPEC §9's slippage tolerance), the price impact (USD value in against
 * out) and whether an approval comes first. A form that fails its checks clears the quote; an
 * answer for a form that changed meanwhile is dropped.
 *
 * @example
 * import { quoteSwap } from 'latch/effect'
 *
 * const program = quoteSwap()
 */
export const quoteSwap = () =>
  Store.pipe(Effect.flatMap((store) => quoteForm(store, store.swap.value)))

/**
 * A form changed since it was asked about has its own quote on the way; one that cannot be
 * quoted any more has none, so it stops showing 'Getting a quote…'.
 */
const leaveStale = (store: WritableState, now: SwapState) => {
  if (now.status === 'quoting' && checkSwap(now)) store.swap.value = { ...now, status: 'idle' }
}

const quoteForm = (store: WritableState, form: SwapState) =>
  Effect.gen(function* () {
    const config = yield* Config
    const api = yield* DataApi
    const user = store.account.value.caipAddress
    const { from, to } = form
    if (checkSwap(form) || !from || !to || !user) {
      store.swap.value = { ...form, quote: undefined }
      return
    }
    const amount = swapAmount(form.amount, from.decimals)
    const supported = isSupported(config.networks, store.network.value)
    store.swap.value = { ...form, status: 'quoting', error: undefined }
    const [quotes, allowance] = yield* Effect.all(
      [
        api.call('getConvertQuotes', {
          query: {
            amount: amount.toString(),
            userAddress: user,
            from: from.address,
            to: to.address,
          },
          supported,
        }),
        isNativeSwapToken(from)
          ? Effect.succeed(undefined)
          : api.call('getConvertAllowance', {
              query: { tokenAddress: from.address, userAddress: user },
              supported,
            }),
      ],
      { concurrency: 'unbounded' },
    )
    const now = store.swap.value
    // The same form asked by value: the tokens reloaded meanwhile (fresh balances) are the same
    // tokens.
    if (!sameForm(now, form)) {
      leaveStale(store, now)
      return
    }
    const best = quotes.quotes[0]
    if (!best) return yield* Effect.fail(SwapError.of('NoQuote'))
    const out = BigInt(best.toAmount)
    const minimum = percentOff(out, BigInt(Math.round(SLIPPAGE_TOLERANCE * 100)))
    const toAmount = formatUnits(out, to.decimals)
    const valueIn = Number(form.amount) * from.price
    const valueOut = Number(toAmount) * to.price
    store.swap.value = {
      ...now,
      status: 'idle',
      quote: {
        fromAmount: amount.toString(),
        toAmount,
        minimumReceived: formatUnits(minimum, to.decimals),
        priceImpact:
          valueIn > 0 && valueOut > 0 ? ((valueIn - valueOut) / valueIn) * 100 : undefined,
        needsApproval: allowance !== undefined && BigInt(allowance.allowance) < amount,
      },
    }
  }).pipe(
    Effect.tapError((error) =>
      Effect.gen(function* () {
        yield* Logger.use((l) => l.warn('swap quote failed', { error }))
        const now = store.swap.value
        // A failure for a form changed since (an older amount) leaves the newer one's quote.
        if (!sameForm(now, form)) return leaveStale(store, now)
        store.swap.value = {
          ...now,
          status: 'error',
          quote: undefined,
          error: reasonOf(error),
        }
      }),
    ),
  )

/** The errors {@link quoteSwap} fails with. */
export type QuoteSwapErrorType = DataApiError | DataApiSkipped | SwapError

/**
 * Writes the Swap form into `state.swap` (tokens, amount, the side being chosen) with its
 * checks; choosing a token the other side holds swaps the sides. The quote is cleared: call
 * {@link quoteSwap} for a new one.
 *
 * @example
 * import { updateSwap } from 'latch/effect'
 *
 * const program = updateSwap({ amount: '1' })
 */
export const updateSwap = (patch: SwapFormPatch) =>
  Store.use((store) =>
    Effect.sync(() => {
      const current = store.swap.value
      // No tokens to trade on this network: its reason stays while the visitor types.
      const unavailable = current.tokens.length === 0 && current.status === 'error'
      const next: { -readonly [K in keyof SwapState]: SwapState[K] } = {
        ...current,
        status:
          current.status === 'approving' ||
          current.status === 'swapping' ||
          current.status === 'confirming' ||
          unavailable
            ? current.status
            : 'idle',
        error: unavailable ? current.error : undefined,
        quote: undefined,
        fee: undefined,
      }
      const same = (a?: SwapTokenOption, b?: SwapTokenOption) =>
        a !== undefined && b !== undefined && a.address.toLowerCase() === b.address.toLowerCase()
      if ('from' in patch) {
        if (same(patch.from, current.to)) next.to = current.from
        next.from = patch.from
      }
      if ('to' in patch) {
        if (same(patch.to, current.from)) next.from = current.to
        next.to = patch.to
      }
      if ('amount' in patch) next.amount = patch.amount
      if (patch.selecting) next.selecting = patch.selecting
      store.swap.value = withChecks(next)
      if (patch.selecting) store.router.value = decide({ type: 'pickingToken' }, store.router.value)
      else if ('from' in patch || 'to' in patch)
        store.router.value = decide(
          { type: 'tokenPicked', view: 'SwapSelectToken' },
          store.router.value,
        )
    }),
  )
