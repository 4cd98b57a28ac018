import { describe, expect, it } from 'vitest'
import { truncateEmail } from '../../../react/format/truncateEmail.ts'

describe('truncateEmail', () => {
  it('default: 30 characters or fewer stay whole', () => {
    const thirty = `${'a'.repeat(18)}@example.com`
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
  })

  it('behavior: beyond 30 characters it keeps start and end within 30', () => {
    const long = 'firstname.lastname.with.more@subdomain.example.com'
    const shown = truncateEmail(long)
    expect(shown).toHaveLength(30)
    expect(shown).toMatchInlineSnapshot(`"firstname.lastn…in.example.com"`)
    expect(truncateEmail(`${'a'.repeat(19)}@example.com`)).toHaveLength(30)
  })
})
