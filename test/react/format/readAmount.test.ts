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

  it('behavior: what is not a plain decimal stays so (SPEC §5 counts it as zero)', () => {
    // In English a comma groups: 1,000 is not read as 1.
    expect(readAmount('1,000', 'en')).toBe('1,000')
    expect(readAmount('abc', 'es')).toBe('abc')
    expect(readAmount('', 'es')).toBe('')
  })
})
