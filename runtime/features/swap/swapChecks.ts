import { parseUnits } from 'viem'
import { apiMessage, DataApiError } from '../../errors/DataApiError.ts'
import { SwapError } from '../../errors/SwapError.ts'
import type { SwapState, SwapTokenOption } from '../../state/types.ts'
import { notANumber } from '../send/sendValidate.ts'

// The Swap form's checks and comparisons, pure (no service).

/** The address the convert API names the native currency by (any case). */
export const NATIVE_SWAP_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * SPEC §8: a refused call shows the server's reason ('Network not supported for Swaps', 'No
 * pool trades …') when its error body has one, else the error's own message.
 */
export const reasonOf = (error: { readonly message: string }) =>
  error instanceof DataApiError ? apiMessage(error, error.message) : error.message

export const plainAddress = (caip10: string) => (caip10.split(':')[2] ?? '').toLowerCase()

/** Whether a swap token is the native currency. */
export const isNativeSwapToken = (token: { readonly address: string }) =>
  plainAddress(token.address) === NATIVE_SWAP_ADDRESS

/** What the form changes; a field left out stays as it is. */
export interface SwapFormPatch {
  readonly from?: SwapTokenOption | undefined
  readonly to?: SwapTokenOption | undefined
  readonly amount?: string | undefined
  readonly selecting?: 'from' | 'to'
}

/** The amount in `token`'s base units; a non-numeric one counts as zero. */
export const swapAmount = (amount: string | undefined, decimals: number): bigint => {
  try {
    return parseUnits((amount ?? '').trim() || '0', decimals)
  } catch {
    return 0n
  }
}

/** The decimals a typed amount uses: its fraction digits less trailing zeros; 0 if not numeric. */
const decimalsUsed = (amount: string) => /^\d*\.(\d*?)0*$/.exec(amount.trim())?.[1]?.length ?? 0

/**
 * 'TooManyDecimals' when `amount` has more decimals than `token` has: `parseUnits` would round
 * it, and the swap would sell another amount than the one the form and its preview show.
 */
const decimalsRefusal = (amount: string, token: SwapTokenOption) =>
  decimalsUsed(amount) > token.decimals
    ? SwapError.tooManyDecimals(token.symbol, token.decimals)
    : undefined

/**
 * The form's checks: the refusal to show, or undefined when it can be quoted. Missing tokens or
 * an empty amount only keep the button off (no message); an amount typed that is not a number
 * (`0,5` on an English page) is said to be one, not a zero.
 */
export const checkSwap = (form: SwapState): SwapError | undefined => {
  if (!form.from || !form.to || !form.amount?.trim()) return SwapError.of('TokensRequired')
  if (notANumber(form.amount)) return SwapError.of('AmountNotNumber')
  const tooPrecise = decimalsRefusal(form.amount, form.from)
  if (tooPrecise) return tooPrecise
  const amount = swapAmount(form.amount, form.from.decimals)
  if (amount <= 0n) return SwapError.of('ZeroAmount')
  if (amount > swapAmount(form.from.balance, form.from.decimals))
    return SwapError.of('InsufficientBalance')
  return undefined
}

/** The form with `invalid` set from its checks (the refusal to show inline). */
export const withChecks = (form: SwapState): SwapState => {
  const refusal = checkSwap(form)
  return {
    ...form,
    invalid: refusal && refusal.reason !== 'TokensRequired' ? refusal.message : undefined,
  }
}

const sameToken = (a: SwapTokenOption | undefined, b: SwapTokenOption | undefined) =>
  a?.address.toLowerCase() === b?.address.toLowerCase()

/** Whether two forms ask for the same quote: the same tokens (by address) and amount. */
export const sameForm = (a: SwapState, b: SwapState) =>
  sameToken(a.from, b.from) && sameToken(a.to, b.to) && a.amount === b.amount
