import { createHash, randomBytes } from 'node:crypto'
import type { SqlClient } from '../storage/SqlClient.ts'
import { AUTH_SESSION_TTL_MS } from './authConstants.ts'

/** A live frame session. */
export interface AuthSession {
  readonly userId: string
  readonly createdAt: number
  readonly expiresAt: number
}

/** Frame sessions: bearer tokens, stored as SHA-256 hashes. */
export interface AuthSessions {
  /** A new session after a fresh login; the token is returned once and never stored. */
  readonly create: (
    userId: string,
  ) => Promise<{ readonly token: string; readonly expiresAt: number }>
  /** The session of a token, when it exists, is not revoked and has not expired. */
  readonly check: (token: string) => Promise<AuthSession | undefined>
  readonly revoke: (token: string) => Promise<void>
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Frame sessions over SQL (`auth_sessions`): a random 256-bit token, valid
 * AUTH_SESSION_TTL_MS from the login, revoked by sign-out.
 *
 * @example
 * import { authSessions } from './authSessions.ts'
 * const sessions = authSessions(sql)
 * const { token } = await sessions.create(userId)
 */
export const authSessions = (
  sql: SqlClient,
  options: { readonly now?: () => number } = {},
): AuthSessions => {
  const now = options.now ?? Date.now
  return {
    create: async (userId) => {
      const token = randomBytes(32).toString('base64url')
      const at = now()
      const expiresAt = at + AUTH_SESSION_TTL_MS
      await sql.query(
        'INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [hashToken(token), userId, at, expiresAt],
      )
      return { token, expiresAt }
    },
    check: async (token) => {
      const [row] = await sql.query<{ user_id: string; created_at: number; expires_at: number }>(
        'SELECT user_id, created_at, expires_at FROM auth_sessions WHERE token_hash = $1 AND NOT revoked',
        [hashToken(token)],
      )
      if (!row || now() >= Number(row.expires_at)) return undefined
      return {
        userId: row.user_id,
        createdAt: Number(row.created_at),
        expiresAt: Number(row.expires_at),
      }
    },
    revoke: async (token) => {
      await sql.query('UPDATE auth_sessions SET revoked = true WHERE token_hash = $1', [
        hashToken(token),
      ])
    },
  }
}
