import { numberFormat } from './numberFormat.ts'

const USD = { style: 'currency', currency: 'USD' } as const

/**
 * Formats a USD amount for display the locale's way (`Intl.NumberFormat` currency: two
 * decimals, grouping, the sign where the locale puts it), and `<` the smallest amount for a
 * positive one that would show as zero.
 *
 * @example
 * import { formatUsd } from './react/format/formatUsd.ts'
 *
 * formatUsd(3005.5) // '$3,005.50'
 * formatUsd(0.001) // '<$0.01'
 */
export const formatUsd = (value: number, locale = 'en'): string => {
  const format = numberFormat(locale, USD)
  if (value > 0 && value < 0.005) return `<${format.format(0.01)}`
  return format.format(value)
}
