import { numberFormat } from './numberFormat.ts'

/** The most fraction digits every supported engine's Intl takes (Node 20's: 20). */
const MAX_FRACTION_DIGITS = 20

/**
 * Formats a decimal balance string (as `formatUnits` gives it) for display: at most `digits`
 * fraction digits (at most 20; cut, not rounded), trailing zeros dropped, written the locale's way
 * (`Intl.NumberFormat`: its grouping, decimal sign and digits, as the USD values are) from the
 * decimal string itself, so a large integer or a long fraction never goes through a float:
 * every digit shown is one of the balance's (`'1000000'` → "1,000,000" in English,
 * "1.000.000" in Spanish).
 */
export const formatBalance = (balance: string, digits = 4, locale = 'en'): string => {
  const [whole = '0', fraction = ''] = balance.split('.')
  const kept = fraction.slice(0, Math.min(digits, MAX_FRACTION_DIGITS)).replace(/0+$/, '')
  const plain = kept ? `${whole}.${kept}` : whole
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return plain
  const format = numberFormat(locale, { maximumFractionDigits: MAX_FRACTION_DIGITS })
  // A string is read as an exact decimal (Intl.NumberFormat v3); `format` is typed for numbers.
  return format.format(plain as unknown as number)
}
