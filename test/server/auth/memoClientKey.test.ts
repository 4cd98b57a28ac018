import { describe, expect, it } from 'vitest'
import { memoClientKey, trustedProxies } from '../../../server/auth/clientKey.ts'

const from = (peer: string, forwardedFor: string | null = null) => ({
  peer,
  headers: { get: (name: string) => (name === 'x-forwarded-for' ? forwardedFor : null) },
})

describe('memoClientKey', () => {
  it('behavior: a peer keeps its key; a trusted proxy forwarding different clients gets each its own', () => {
    const keyOf = memoClientKey(trustedProxies(['10.0.0.2']))
    expect(keyOf(from('::ffff:203.0.113.7'))).toBe('203.0.113.7')
    expect(keyOf(from('::ffff:203.0.113.7'))).toBe('203.0.113.7')
    expect(keyOf(from('10.0.0.2', '198.51.100.1'))).toBe('198.51.100.1')
    expect(keyOf(from('10.0.0.2', '198.51.100.2'))).toBe('198.51.100.2')
    expect(keyOf(from('10.0.0.2'))).toBe('10.0.0.2')
    // A peer that is not a trusted proxy cannot choose its key with the header.
    expect(keyOf(from('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7')
    expect(keyOf(from('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64')
  })
})
