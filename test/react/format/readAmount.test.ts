import { describe, expect, it } from 'vitest'
import { readAmount } from '../../../react/format/readAmount.ts'

describe('readAmount', () => {
  it('parameters: the decimal sign of the modal’s language, in en, es, ja and ar', () => {
    expect(readAmount('0.5', 'en')).toBe('0.5')
    expect(readAmount('0,5', 'es')).toBe('0.5')
    expect(readAmount('0.5', 'es')).toBe('0.5')
    expect(readAmount('0.5', 'ja')).toBe('0.5')
    // Arabic-Indic digits and the Arabic decimal sign, as an Arabic keyboard types them.
    expect(readAmount('٠٫٥', 'ar')).toBe('0.5')
    expect(readAmount('۱۲', 'ar')).toBe('12')
    // A Japanese IME's full-width digits and point.
    expect(readAmount('０．５', 'ja')).toBe('0.5')
  })

  it("behavior: the locale's grouping is taken out where it cannot mean anything else", () => {
    expect(readAmount('1,000', 'en')).toBe('1000')
    expect(readAmount('1,000.5', 'en')).toBe('1000.5')
    expect(readAmount('1,234,567.5', 'ja')).toBe('1234567.5')
    expect(readAmount('12,34,567.5', 'en-IN')).toBe('1234567.5')
    // French groups with a narrow no-break space; a visitor types a plain space.
    expect(readAmount('1 234,5', 'fr')).toBe('1234.5')
    expect(readAmount('1\u202f234,5', 'fr')).toBe('1234.5')
    // A space is never a decimal sign: it groups in every language.
    expect(readAmount('1 234,5', 'es')).toBe('1234.5')
    expect(readAmount('1 234.5', 'en')).toBe('1234.5')
    expect(readAmount('١٬٢٣٤٫٥', 'ar')).toBe('1234.5')
  })

  it('behavior: what is not surely a number stays as typed (SPEC §5 counts it as zero; the form says so)', () => {
    // In English a comma groups by three: 0,5 and 1,5 are no grouping, and not read as a half.
    expect(readAmount('0,5', 'en')).toBe('0,5')
    expect(readAmount('1,5', 'en')).toBe('1,5')
    expect(readAmount('0,500', 'en')).toBe('0,500')
    expect(readAmount('1,00,000', 'en')).toBe('1,00,000')
    expect(readAmount('1, 000', 'en')).toBe('1, 000')
    // A dot is a decimal point in every language, never a group sign.
    expect(readAmount('1.000,5', 'es')).toBe('1.000.5')
    expect(readAmount('1.000.000', 'en')).toBe('1.000.000')
    expect(readAmount('1,000.5,5', 'en')).toBe('1,000.5,5')
    expect(readAmount('abc', 'es')).toBe('abc')
    expect(readAmount('', 'es')).toBe('')
  })
})
