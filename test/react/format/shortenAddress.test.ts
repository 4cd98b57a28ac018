import { describe, expect, it } from 'vitest'
import { formatBalance } from '../../../react/format/formatBalance.ts'
import { shortenAddress } from '../../../react/format/shortenAddress.ts'

describe('shortenAddress', () => {
  it('default: first 6 and last 4', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
  it('behavior: short strings stay', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})

describe('formatBalance', () => {
  it('default: at most 4 fraction digits, trailing zeros dropped', () => {
    expect(formatBalance('10000.123456')).toBe('10,000.1234')
    expect(formatBalance('10.0')).toBe('10')
    expect(formatBalance('0.000001')).toBe('0')
    expect(formatBalance('12345678901234567890.5')).toBe('12,345,678,901,234,567,890.5')
  })
})
