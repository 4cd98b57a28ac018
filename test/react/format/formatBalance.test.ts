import { describe, expect, it } from 'vitest'
import { formatBalance } from '../../../react/format/formatBalance.ts'
import { formatUsd } from '../../../react/format/formatUsd.ts'

describe('formatBalance', () => {
  it('parameters: the locale’s decimal sign, cut not rounded, exact for large integers', () => {
    expect(formatBalance('10000.123456', 4, 'es')).toBe('10000,1234')
    expect(formatBalance('1.99999', 2, 'es')).toBe('1,99')
    expect(formatBalance('12345678901234567890.5', 4, 'es')).toBe('12345678901234567890,5')
    expect(formatBalance('0.5', 4, 'ja')).toBe('0.5')
    expect(formatBalance('0.5', 4, 'ar')).toBe(
      new Intl.NumberFormat('ar', { useGrouping: false }).format(0.5),
    )
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
