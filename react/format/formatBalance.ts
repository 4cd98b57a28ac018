/**
 * Formats a decimal balance string (as `formatUnits` gives it) for display: at most 4
 * fraction digits, trailing zeros dropped, no float rounding of large integers.
 *
 * @example
 * import { formatBalance } from './react/format/formatBalance.ts'
 *
 * formatBalance('10000.123456') // '10000.1234'
 */
export const formatBalance = (balance: string, digits = 4): string => {
  const [whole = '0', fraction = ''] = balance.split('.')
  const kept = fraction.slice(0, digits).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}
