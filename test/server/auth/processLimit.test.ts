import { describe, expect, it } from 'vitest'
import { processLimit } from '../../../server/auth/processLimit.ts'

describe('processLimit', () => {
  it('behavior: counts each client in its own fixed window, then says how long to wait', () => {
    let now = 1_000_000
    const hit = processLimit({ limit: 2, windowMs: 60_000 }, () => now)
    expect([hit('a'), hit('a'), hit('b')].map((r) => r.status)).toEqual(['ok', 'ok', 'ok'])
    now += 15_000
    expect(hit('a')).toEqual({ status: 'limited', seconds: 45 })
    now += 44_500
    expect(hit('a')).toEqual({ status: 'limited', seconds: 1 })
    now += 500
    expect(hit('a')).toEqual({ status: 'ok' })
  })
})
