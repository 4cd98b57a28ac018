import { describe, expect, it } from 'vitest'
import { accentVariables, DEFAULT_ACCENT } from '../../../react/format/accentVariables.ts'

describe('accentVariables', () => {
  it('default: Latch’s accent with white text', () => {
    expect(accentVariables({})).toEqual({
      '--latch-accent': DEFAULT_ACCENT,
      '--latch-accent-text': '#ffffff',
    })
  })

  it('behavior: an app’s accent gets its text colour computed; one the app gives is kept', () => {
    expect(accentVariables({ '--latch-accent': '#f59e0b' })).toEqual({
      '--latch-accent': '#f59e0b',
      '--latch-accent-text': '#111827',
    })
    expect(
      accentVariables({ '--latch-accent': '#f59e0b', '--latch-accent-text': '#451a03' }),
    ).toEqual({ '--latch-accent': '#f59e0b', '--latch-accent-text': '#451a03' })
  })

  it('behavior: an accent it cannot read keeps the stylesheet’s text colour', () => {
    expect(accentVariables({ '--latch-accent': 'var(--brand)' })).toEqual({
      '--latch-accent': 'var(--brand)',
    })
  })
})
