import { numberFormat } from './numberFormat.ts'

const NARROW = { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' } as const
const CODE = { style: 'currency', currency: 'USD', currencyDisplay: 'code' } as const

/**
 * The locale's USD format with a plain "$" where it has one, else with the code "USD": a
 * symbol such as Arabic's "US$" splits in a right-to-left line (it shows as "$US").
 */
const usdFormat = (locale: string) => {
  const narrow = numberFormat(locale, NARROW)
  const symbol = narrow.formatToParts(1).find((part) => part.type === 'currency')?.value
  return symbol === '$' ? narrow : numberFormat(locale, CODE)
}

/**
 * Formats a USD amount for display the locale's way (`Intl.NumberFormat` currency: two
 * decimals, grouping, the sign where the locale puts it), and `<` the smallest amount for a
 * positive one that would show as zero.
 */
export const formatUsd = (value: number, locale = 'en'): string => {
  const format = usdFormat(locale)
  if (value > 0 && value < 0.005) return `<${format.format(0.01)}`
  return format.format(value)
}
