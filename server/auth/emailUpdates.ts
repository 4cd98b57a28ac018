import type { SqlClient } from '../storage/SqlClient.ts'
import { EMAIL_UPDATE_TTL_MS } from './authConstants.ts'
import { type EmailCodes, normalizeEmail, type VerifyResult } from './emailCodes.ts'

/** Why an e-mail update step was refused before any code was checked. */
export type UpdateRefusal =
  /** The user has no e-mail (a social login): there is no current address to confirm. */
  | { readonly status: 'no-email' }
  /** The new address is the current one. */
  | { readonly status: 'same' }
  /** Another user of the project has the new address. */
  | { readonly status: 'taken' }
  /** No update under way (never started, finished, or past EMAIL_UPDATE_TTL_MS). */
  | { readonly status: 'no-update' }
  /** SPEC §5 throttle: a code for this address and step went out under 30 s ago. */
  | { readonly status: 'throttled'; readonly seconds: number }

/** A code to mail: where to, and for which step. */
export interface UpdateCode {
  readonly to: string
  readonly code: string
  readonly step: 'primary' | 'secondary'
  readonly newEmail: string
}

/** A failed code check (the same words as a login's: tries left, expired, used, locked). */
export type CodeFailure = Exclude<VerifyResult, { status: 'ok' }>

/** SPEC §4 e-mail update: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP. */
export interface EmailUpdates {
  /** Starts (or restarts) an update: a code to the CURRENT address. */
  readonly start: (
    userId: string,
    newEmail: string,
  ) => Promise<UpdateRefusal | { readonly status: 'started'; readonly mail: UpdateCode }>
  /** The current address's code; when right, a code goes to the NEW address. */
  readonly confirmPrimary: (
    userId: string,
    otp: string,
  ) => Promise<
    UpdateRefusal | CodeFailure | { readonly status: 'ok'; readonly mail: UpdateCode | undefined }
  >
  /** The new address's code; when right, the user's e-mail is the new one. */
  readonly confirmSecondary: (
    userId: string,
    otp: string,
  ) => Promise<UpdateRefusal | CodeFailure | { readonly status: 'ok'; readonly newEmail: string }>
}

type Pending = { readonly new_email: string; readonly primary_done: boolean; expires_at: number }

const userOf = async (sql: SqlClient, userId: string) => {
  const [row] = await sql.query<{ project_id: string; email: string | null }>(
    'SELECT project_id, email FROM auth_users WHERE user_id = $1',
    [userId],
  )
  return row
}

/** The user's update in progress, unless it expired by `now()`. */
const pendingOf = async (sql: SqlClient, userId: string, now: () => number) => {
  const [row] = await sql.query<Pending>(
    'SELECT new_email, primary_done, expires_at FROM auth_email_updates WHERE user_id = $1',
    [userId],
  )
  return row && now() < Number(row.expires_at) ? row : undefined
}

/** Whether another user of the project has `email`. */
const isTaken = async (sql: SqlClient, projectId: string, email: string, userId: string) => {
  const rows = await sql.query(
    'SELECT 1 FROM auth_users WHERE project_id = $1 AND email = $2 AND user_id <> $3',
    [projectId, email, userId],
  )
  return rows.length > 0
}

/** Both codes passed: the user's e-mail is the new one and the update is over, at once. */
const applyUpdate = (sql: SqlClient, userId: string, newEmail: string) =>
  sql.transaction(async (tx) => {
    await tx.query('UPDATE auth_users SET email = $2 WHERE user_id = $1', [userId, newEmail])
    await tx.query('DELETE FROM auth_email_updates WHERE user_id = $1', [userId])
  })

/**
 * E-mail updates over SQL (`auth_email_updates`) and the e-mail codes (`purpose`
 * `update-primary` and `update-secondary`, so the same rules hold as for a login: 6 digits,
 * 10 minutes, 5 tries, single use, hashed, 30 s apart). The address changes only after both
 * codes; the wallet, its key and the sessions stay the user's.
 *
 * @example
 * import { emailUpdates } from './emailUpdates.ts'
 * const updates = emailUpdates(sql, codes)
 * const started = await updates.start(userId, 'new@example.com')
 */
export const emailUpdates = (
  sql: SqlClient,
  codes: EmailCodes,
  options: { readonly now?: () => number } = {},
): EmailUpdates => {
  const now = options.now ?? Date.now

  return {
    start: async (userId, rawNewEmail) => {
      const user = await userOf(sql, userId)
      if (!user?.email) return { status: 'no-email' }
      const newEmail = normalizeEmail(rawNewEmail)
      if (newEmail === user.email) return { status: 'same' }
      if (await isTaken(sql, user.project_id, newEmail, userId)) return { status: 'taken' }
      const issued = await codes.issue(user.project_id, user.email, 'update-primary')
      if (issued.status === 'throttled') return issued
      const at = now()
      await sql.query(
        `INSERT INTO auth_email_updates (user_id, new_email, primary_done, created_at, expires_at)
         VALUES ($1, $2, false, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET new_email = $2, primary_done = false,
           created_at = $3, expires_at = $4`,
        [userId, newEmail, at, at + EMAIL_UPDATE_TTL_MS],
      )
      return {
        status: 'started',
        mail: { to: user.email, code: issued.code, step: 'primary', newEmail },
      }
    },
    confirmPrimary: async (userId, otp) => {
      const user = await userOf(sql, userId)
      if (!user?.email) return { status: 'no-email' }
      const pending = await pendingOf(sql, userId, now)
      if (!pending) return { status: 'no-update' }
      const checked = await codes.verify(user.project_id, user.email, otp, 'update-primary')
      if (checked.status !== 'ok') return checked
      await sql.query('UPDATE auth_email_updates SET primary_done = true WHERE user_id = $1', [
        userId,
      ])
      const issued = await codes.issue(user.project_id, pending.new_email, 'update-secondary')
      // Throttled: the code mailed under 30 s ago for this address is still the live one.
      return {
        status: 'ok',
        mail:
          issued.status === 'issued'
            ? {
                to: pending.new_email,
                code: issued.code,
                step: 'secondary',
                newEmail: pending.new_email,
              }
            : undefined,
      }
    },
    confirmSecondary: async (userId, otp) => {
      const user = await userOf(sql, userId)
      if (!user?.email) return { status: 'no-email' }
      const pending = await pendingOf(sql, userId, now)
      if (!pending?.primary_done) return { status: 'no-update' }
      const checked = await codes.verify(
        user.project_id,
        pending.new_email,
        otp,
        'update-secondary',
      )
      if (checked.status !== 'ok') return checked
      if (await isTaken(sql, user.project_id, pending.new_email, userId)) return { status: 'taken' }
      try {
        await applyUpdate(sql, userId, pending.new_email)
      } catch (error) {
        // The unique (project, e-mail) index: another user took the address meanwhile.
        if (await isTaken(sql, user.project_id, pending.new_email, userId))
          return { status: 'taken' }
        throw error
      }
      return { status: 'ok', newEmail: pending.new_email }
    },
  }
}
