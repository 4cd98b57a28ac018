import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from '../../../react/format/formatRelativeTime.ts'

const now = Date.UTC(2025, 0, 1)

describe('formatRelativeTime', () => {
  it('default: English short form ("2h ago")', () => {
    expect(formatRelativeTime(now - 3 * 60_000, now)).toMatchInlineSnapshot(`"3m ago"`)
    expect(formatRelativeTime(now + 2 * 3600_000, now)).toMatchInlineSnapshot(`"in 2h"`)
    expect(formatRelativeTime(now - 5 * 86_400_000, now)).toMatchInlineSnapshot(`"5d ago"`)
  })

  it('behavior: under a second is 0 seconds', () => {
    expect(formatRelativeTime(now - 400, now)).toMatchInlineSnapshot(`"0s ago"`)
  })

  it('parameters: another locale gets its own short form (Intl.RelativeTimeFormat)', () => {
    const ago = now - 3 * 60_000
    expect(formatRelativeTime(ago, now, 'es')).toBe(
      new Intl.RelativeTimeFormat('es', { style: 'narrow' }).format(-3, 'minute'),
    )
    expect(formatRelativeTime(ago, now, 'es')).not.toBe(formatRelativeTime(ago, now))
    expect(formatRelativeTime(ago, now, 'ja')).toMatch(/3\s*分前/)
    expect(formatRelativeTime(now + 2 * 3600_000, now, 'ar')).toBe(
      new Intl.RelativeTimeFormat('ar', { style: 'narrow' }).format(2, 'hour'),
    )
  })
})
