import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_THROTTLE_MS,
  EMAIL_CODE_TTL_MS,
} from '../../../server/auth/authConstants.ts'
import { type EmailCodes, emailCodes } from '../../../server/auth/emailCodes.ts'
import { migrate } from '../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../server/storage/pgliteClient.ts'
import type { SqlClient } from '../../../server/storage/SqlClient.ts'

// A test clock: every rule about time is crossed by moving it, never by sleeping.
let clock = 1_700_000_000_000
let sql: SqlClient
let codes: EmailCodes

beforeAll(async () => {
  sql = await pgliteClient()
  await migrate(sql)
  codes = emailCodes(sql, { pepper: randomBytes(32), now: () => clock })
})
afterAll(() => sql.close())
beforeEach(async () => {
  clock = 1_700_000_000_000
  await sql.query('DELETE FROM auth_email_codes')
})

const issue = async (email = 'ada@example.com') => {
  const issued = await codes.issue('demo', email)
  if (issued.status !== 'issued') throw new Error('throttled')
  return issued.code
}
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('emailCodes', () => {
  it('default: 6 digits, the right code passes once', async () => {
    const code = await issue()
    expect(code).toMatch(/^\d{6}$/)
    expect(await codes.verify('demo', 'ada@example.com', code)).toEqual({ status: 'ok' })
  })

  it('rule: a used code fails', async () => {
    const code = await issue()
    await codes.verify('demo', 'ada@example.com', code)
    expect(await codes.verify('demo', 'ada@example.com', code)).toEqual({ status: 'used' })
  })

  it('rule: wrong ×5 locks the code; even the right one then fails', async () => {
    const code = await issue()
    const answers = []
    for (let i = 0; i < EMAIL_CODE_MAX_TRIES; i++)
      answers.push(await codes.verify('demo', 'ada@example.com', wrongOf(code)))
    expect(answers.map((a) => (a.status === 'wrong' ? a.triesLeft : a.status))).toEqual([
      4, 3, 2, 1, 0,
    ])
    expect(await codes.verify('demo', 'ada@example.com', code)).toEqual({ status: 'locked' })
  })

  it('rule: a code expires after 10 minutes (test clock)', async () => {
    const code = await issue()
    clock += EMAIL_CODE_TTL_MS - 1
    const fresh = await issue('bob@example.com')
    clock += 1
    expect(await codes.verify('demo', 'ada@example.com', code)).toEqual({ status: 'expired' })
    expect(await codes.verify('demo', 'bob@example.com', fresh)).toEqual({ status: 'ok' })
  })

  it('rule: SPEC §5 throttle: a new code within 30 s is refused with the wait', async () => {
    await issue()
    clock += EMAIL_CODE_THROTTLE_MS - 12_000
    expect(await codes.issue('demo', 'ada@example.com')).toEqual({
      status: 'throttled',
      seconds: 12,
    })
    clock += 12_000
    expect((await codes.issue('demo', 'ada@example.com')).status).toBe('issued')
  })

  it('behavior: a new code replaces the old one and resets the tries', async () => {
    const first = await issue()
    await codes.verify('demo', 'ada@example.com', wrongOf(first))
    clock += EMAIL_CODE_THROTTLE_MS
    const second = await issue()
    if (second !== first)
      expect(await codes.verify('demo', 'ada@example.com', first)).toMatchObject({
        status: 'wrong',
        triesLeft: 4,
      })
    expect(await codes.verify('demo', 'ada@example.com', second)).toEqual({ status: 'ok' })
  })

  it('behavior: codes are stored hashed, never as digits', async () => {
    const code = await issue()
    const rows = await sql.query<Record<string, unknown>>('SELECT * FROM auth_email_codes')
    expect(JSON.stringify(rows)).not.toContain(code)
  })
})
