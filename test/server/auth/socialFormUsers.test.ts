import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { socialFormUsers } from '../../../server/auth/socialFormUsers.ts'
import { migrate } from '../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../server/storage/pgliteClient.ts'

let sql: Awaited<ReturnType<typeof pgliteClient>>
const clock = { now: 1_000_000 }
const users = () => socialFormUsers(sql, () => clock.now)

beforeAll(async () => {
  sql = await pgliteClient()
  await migrate(sql)
})
afterAll(() => sql.close())
beforeEach(async () => {
  clock.now = 1_000_000
  await sql.query('DELETE FROM auth_social_form_users')
  await sql.query('DELETE FROM auth_social_states')
})

/** A started login's state row, as socialLogin.start keeps it. */
const started = async (
  state: string,
  row: { provider?: string; used?: boolean; expiresAt?: number } = {},
) =>
  sql.query(
    `INSERT INTO auth_social_states (state_hash, project_id, provider, nonce, code_challenge,
       redirect_uri, created_at, expires_at, used) VALUES ($1, 'demo', $2, 'n', 'c', 'r', 0, $3, $4)`,
    [
      createHash('sha256').update(state).digest('hex'),
      row.provider ?? 'apple',
      row.expiresAt ?? clock.now + 600_000,
      row.used ?? false,
    ],
  )

const user = (firstName: string) => JSON.stringify({ name: { firstName, lastName: 'L' } })
const form = (state: string, code: string, name: string) =>
  new URLSearchParams({ state, code, user: user(name) }).toString()

describe('socialFormUsers', () => {
  it('default: the name posted with the code the login redeems, taken once', async () => {
    await started('s')
    await users().keep(form('s', 'real', 'Ada'))
    expect(await users().take('s', 'real')).toBe('Ada L')
    expect(await users().take('s', 'real')).toBeUndefined()
  })

  it('behavior: a name posted with another code is not given, and goes with the take', async () => {
    await started('s')
    await users().keep(form('s', 'made-up', 'Mallory'))
    await users().keep(form('s', 'real', 'Ada'))
    await users().keep(form('s', 'made-up-2', 'Eve'))
    expect(await users().take('s', 'real')).toBe('Ada L')
    const [left] = await sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auth_social_form_users',
    )
    expect(left?.n).toBe(0)
  })

  it('behavior: the first name for a (state, code) stays', async () => {
    await started('s')
    await users().keep(form('s', 'real', 'Ada'))
    await users().keep(form('s', 'real', 'Mallory'))
    expect(await users().take('s', 'real')).toBe('Ada L')
  })

  it('behavior: nothing is kept for an unknown, used, expired or non-Apple state, or without a code', async () => {
    await started('used', { used: true })
    await started('expired', { expiresAt: clock.now })
    await started('google', { provider: 'google' })
    await started('s')
    for (const state of ['unknown', 'used', 'expired', 'google'])
      await users().keep(form(state, 'real', 'Ada'))
    await users().keep(new URLSearchParams({ state: 's', user: user('Ada') }).toString())
    const [kept] = await sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auth_social_form_users',
    )
    expect(kept?.n).toBe(0)
  })

  it('behavior: sweep deletes the names of expired states only', async () => {
    await started('a', { expiresAt: clock.now + 1_000 })
    await started('b', { expiresAt: clock.now + 5_000 })
    await users().keep(form('a', 'c', 'Ada'))
    await users().keep(form('b', 'c', 'Bea'))
    clock.now += 1_000
    expect(await users().sweep()).toBe(1)
    expect(await users().take('b', 'c')).toBe('Bea L')
  })
})
