/**
 * Formats a USD amount for display: two decimals with thousands separators, and `<$0.01` for
 * a positive amount that would show as zero.
 *
 * @example
 * import { formatUsd } from './react/format/formatUsd.ts'
 *
 * formatUsd(3005.5) // '$3,005.50'
 */
export const formatUsd = (value: number): string => {
  if (value > 0 && value < 0.005) return '<$0.01'
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
