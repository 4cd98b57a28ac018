import { formatUnits, maxUint160, maxUint256 } from 'viem'

/** The largest allowance values: an approval of one of them is an unlimited one. */
const UNLIMITED = new Set([maxUint256, maxUint160])

/**
 * An amount in the native unit, rounded up to at most 6 significant digits (a maximum is
 * never shown smaller than it is): `0.000042 ETH`.
 */
export const formatNative = (wei: bigint, symbol = 'ETH', decimals = 18): string => {
  if (wei === 0n) return `0 ${symbol}`
  const digits = wei.toString().length
  const drop = digits > 6 ? 10n ** BigInt(digits - 6) : 1n
  const rounded = ((wei + drop - 1n) / drop) * drop
  return `${formatUnits(rounded, decimals)} ${symbol}`
}

/** A USD value for a fee: `$0.13`, `< $0.01`. */
export const formatUsd = (usd: number): string =>
  usd < 0.01
    ? '< $0.01'
    : `$${usd.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 })}`

/** The USD value of `wei` at `price` per whole unit, when the price is known. */
export const usdOf = (wei: bigint, price: number | undefined, decimals = 18) =>
  price === undefined ? undefined : Number(formatUnits(wei, decimals)) * price

/**
 * A token amount the visitor reads: "Unlimited" for the max values, else in the token's unit
 * when its symbol and decimals could be read (`5 LDT`), else the raw integer, said to be raw.
 */
export const formatAllowance = (
  amount: bigint,
  token?: { readonly symbol: string; readonly decimals: number },
): string =>
  UNLIMITED.has(amount)
    ? 'Unlimited'
    : token
      ? `${formatUnits(amount, token.decimals)} ${token.symbol}`
      : `${amount} (raw amount: the token’s decimals and symbol could not be read)`

/** A Unix time in seconds as a UTC date; 0 and the max values never expire. */
export const formatDeadline = (seconds: bigint): string => {
  if (seconds === 0n || seconds >= 2n ** 47n) return 'Never'
  return `${new Date(Number(seconds) * 1000).toISOString().replace('T', ' ').slice(0, 16)} UTC`
}
