import { numberFormat } from './numberFormat.ts'

// Up to 20 fraction digits: the truncation below has already decided how many are kept.
const BALANCE = { maximumFractionDigits: 20, useGrouping: false } as const

/**
 * Formats a decimal balance string (as `formatUnits` gives it) for display: at most 4
 * fraction digits (cut, not rounded), trailing zeros dropped, written the locale's way
 * (`Intl.NumberFormat`: its decimal sign and digits) from the decimal string itself, so a
 * large integer never goes through a float. No digit grouping, in any locale.
 */
export const formatBalance = (balance: string, digits = 4, locale = 'en'): string => {
  const [whole = '0', fraction = ''] = balance.split('.')
  const kept = fraction.slice(0, digits).replace(/0+$/, '')
  const plain = kept ? `${whole}.${kept}` : whole
  // A string is read as an exact decimal (Intl.NumberFormat v3); `format` is typed for numbers.
  const exact = plain as unknown as number
  return /^-?\d+(\.\d+)?$/.test(plain) ? numberFormat(locale, BALANCE).format(exact) : plain
}
