import { describe, expect, it } from 'vitest'
import { formatBalance } from '../../../react/format/formatBalance.ts'
import { formatUsd } from '../../../react/format/formatUsd.ts'

/** The digits of a formatted amount in ASCII, grouping dropped (Arabic-Indic digits read back). */
const digitsOf = (text: string, decimal: string) =>
  [...text]
    .map((c) => {
      const code = c.charCodeAt(0)
      return code >= 0x660 && code <= 0x669 ? String(code - 0x660) : c
    })
    .filter((c) => /\d/.test(c) || c === decimal)
    .join('')
    .replace(decimal, '.')

describe('formatBalance', () => {
  it('parameters: grouped the locale’s way like the USD values, in en, es, ja and ar', () => {
    expect(formatBalance('1000000', 4, 'en')).toBe('1,000,000')
    expect(formatBalance('9999.998', 4, 'en')).toBe('9,999.998')
    expect(formatBalance('1000000', 4, 'es')).toBe('1.000.000')
    // Spanish groups from five integer digits on (CLDR's minimum grouping digits), as Intl does.
    expect(formatBalance('9999.998', 4, 'es')).toBe('9999,998')
    expect(formatBalance('12345.5', 4, 'es')).toBe('12.345,5')
    expect(formatBalance('1000000', 4, 'ja')).toBe('1,000,000')
    expect(formatBalance('9999.998', 4, 'ja')).toBe('9,999.998')
    const ar = new Intl.NumberFormat('ar', { maximumFractionDigits: 4 })
    expect(formatBalance('1000000', 4, 'ar')).toBe(ar.format(1_000_000))
    expect(formatBalance('9999.998', 4, 'ar')).toBe(ar.format(9999.998))
    // Grouped, not bare: the same number as the USD line beside it would write.
    expect(formatBalance('1000000', 4, 'ar')).toBe(
      new Intl.NumberFormat('ar', { useGrouping: true }).format(1_000_000),
    )
  })

  it('behavior: exact, every digit the balance’s own: no float, cut not rounded', () => {
    expect(formatBalance('10000.123456', 4, 'es')).toBe('10.000,1234')
    expect(formatBalance('1.99999', 2, 'es')).toBe('1,99')
    expect(formatBalance('12345678901234567890.5', 4, 'es')).toBe('12.345.678.901.234.567.890,5')
    // 2^53 + 1 and 18 fraction digits: a float would show …992 and lose the fraction.
    expect(formatBalance('9007199254740993.000000000000000001', 18, 'en')).toBe(
      '9,007,199,254,740,993.000000000000000001',
    )
    expect(formatBalance('9999.99999', 4, 'en')).toBe('9,999.9999')
    for (const locale of ['en', 'es', 'ja', 'ar']) {
      const decimal =
        new Intl.NumberFormat(locale).formatToParts(0.5).find((p) => p.type === 'decimal')?.value ??
        '.'
      const big = '123456789012345678901234567890.123456789012345678'
      expect(digitsOf(formatBalance(big, 18, locale), decimal), locale).toBe(big)
    }
    expect(formatBalance('0.5', 4, 'ja')).toBe('0.5')
    expect(formatBalance('-1234.5', 4, 'en')).toBe('-1,234.5')
  })

  it('behavior: a value that is not a decimal string is shown as it is', () => {
    expect(formatBalance('abc', 4, 'es')).toBe('abc')
  })
})

describe('formatUsd', () => {
  it('default: English dollars', () => {
    expect(formatUsd(3005.5)).toBe('$3,005.50')
    expect(formatUsd(0.001)).toBe('<$0.01')
  })

  it('parameters: the locale’s currency format', () => {
    expect(formatUsd(4000.5, 'es')).toMatch(/^4000,50\s\$$/)
    expect(formatUsd(0.001, 'es')).toMatch(/^<0,01\s\$$/)
    expect(formatUsd(4000.5, 'ja')).toBe('$4,000.50')
    // Never "US$", which a right-to-left line shows as "$US": the code instead.
    expect(formatUsd(4000.5, 'ar')).not.toContain('US$')
    expect(formatUsd(4000.5, 'ar')).toContain('USD')
  })
})
