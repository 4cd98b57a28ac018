import { createHash } from 'node:crypto'
import type { SqlClient } from '../storage/SqlClient.ts'
import { nameOfAppleUser } from './socialNames.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * The names posted in Apple's form_post answers (`user`, first login only), each kept with the
 * code it came with (auth_social_form_users), until the login finishes or its state expires.
 * That POST is cross-site and unauthenticated (server/frame/SECURITY.md), so a name is never
 * kept per state alone: `take` gives only the one posted with the code being redeemed.
 */
export interface SocialFormUsers {
  /**
   * Keeps the name of a form_post body under its state and code, while the state is a live,
   * unused Apple login. The first name for a (state, code) stays: only whoever holds that code
   * could post it, and Apple's own POST is the one that carries it first.
   */
  readonly keep: (formBody: string) => Promise<void>
  /** Forgets every name posted for `state` and gives the one posted with `code`, if any. */
  readonly take: (state: string, code: string) => Promise<string | undefined>
  /** Deletes the names of states that expired; returns how many. */
  readonly sweep: () => Promise<number>
}

/**
 * The form_post names over SQL, with the clock the states expire by.
 *
 * @example
 * import { socialFormUsers } from './socialFormUsers.ts'
 * const users = (sql: Parameters<typeof socialFormUsers>[0]) => socialFormUsers(sql, Date.now)
 */
export const socialFormUsers = (sql: SqlClient, now: () => number): SocialFormUsers => ({
  keep: async (formBody) => {
    const form = new URLSearchParams(formBody)
    const name = nameOfAppleUser(form.get('user'))
    const state = form.get('state')
    const code = form.get('code')
    if (!name || !state || !code) return
    await sql.query(
      `INSERT INTO auth_social_form_users (state_hash, code_hash, user_name, expires_at)
       SELECT state_hash, $2, $3, expires_at FROM auth_social_states
       WHERE state_hash = $1 AND provider = 'apple' AND NOT used AND expires_at > $4
       ON CONFLICT (state_hash, code_hash) DO NOTHING`,
      [sha256(state), sha256(code), name, now()],
    )
  },
  take: async (state, code) => {
    const rows = await sql.query<{ code_hash: string; user_name: string }>(
      'DELETE FROM auth_social_form_users WHERE state_hash = $1 RETURNING code_hash, user_name',
      [sha256(state)],
    )
    const codeHash = sha256(code)
    return rows.find((row) => row.code_hash === codeHash)?.user_name
  },
  sweep: async () => {
    const rows = await sql.query(
      'DELETE FROM auth_social_form_users WHERE expires_at <= $1 RETURNING state_hash',
      [now()],
    )
    return rows.length
  },
})
