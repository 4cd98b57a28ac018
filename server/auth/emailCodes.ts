import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { SqlClient } from '../storage/SqlClient.ts'
import {
  EMAIL_CODE_DIGITS,
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_THROTTLE_MS,
  EMAIL_CODE_TTL_MS,
} from './authConstants.ts'
import { type AddressLock, addressLock, clearFailures, countFailure } from './emailFailures.ts'

/** What issuing a code gave: the code to mail, or the seconds to wait (SPEC §5 throttle). */
export type IssueResult =
  | { readonly status: 'issued'; readonly code: string }
  | { readonly status: 'throttled'; readonly seconds: number }

/**
 * What checking a code found. `wrong` says how many tries are left (0: now locked); a login
 * code's address may be locked across its codes (`AddressLock`, security-r3 F8).
 */
export type VerifyResult =
  | { readonly status: 'ok' }
  | { readonly status: 'wrong'; readonly triesLeft: number }
  | { readonly status: 'locked' | 'expired' | 'used' | 'none' }
  | AddressLock

/**
 * What a code is for: a login, or the two steps of an e-mail update (SPEC §4
 * VERIFY_PRIMARY_OTP to the current address, VERIFY_SECONDARY_OTP to the new one). Each purpose
 * has its own live code and throttle, so a login code never confirms an update.
 */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** The e-mail codes of the auth service. */
export interface EmailCodes {
  /** `device` (a device id's hash) binds the code to the device that asked for it (F10). */
  readonly issue: (
    projectId: string,
    email: string,
    purpose?: CodePurpose,
    device?: string,
  ) => Promise<IssueResult>
  /** A code issued to a device matches only when `device` is that device. */
  readonly verify: (
    projectId: string,
    email: string,
    code: string,
    purpose?: CodePurpose,
    device?: string,
  ) => Promise<VerifyResult>
  /** Deletes the codes that expired before `before` (ms since the epoch), in one statement. */
  readonly sweep: (before: number) => Promise<void>
}

type CodeRow = {
  readonly code_hash: string
  readonly issued_at: number
  readonly expires_at: number
  readonly tries: number
  readonly used: boolean
}

/** Lower-cased and trimmed: one address, one code. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** A fresh code of EMAIL_CODE_DIGITS digits, leading zeros kept. */
export const makeCode = (): string =>
  String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0')

const hashCode = (
  pepper: Uint8Array,
  projectId: string,
  email: string,
  code: string,
  purpose: CodePurpose,
  device: string | undefined,
) =>
  createHmac('sha256', pepper)
    .update(
      `${purpose === 'login' ? '' : `${purpose}\n`}${projectId}\n${email}\n${code}${
        device === undefined ? '' : `\ndevice:${device}`
      }`,
    )
    .digest('hex')

/** Two hex HMACs compared in constant time. */
const sameHash = (given: string, stored: string): boolean => {
  const a = Buffer.from(given, 'hex')
  const b = Buffer.from(stored, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * E-mail codes over SQL (`auth_email_codes`): 6 digits, valid 10 minutes, at most 5 tries,
 * single use, stored as HMAC-SHA256 under `pepper`. A new code for an address within 30 s of
 * the last is refused; otherwise it replaces the last. Wrong tries are counted in the same
 * transaction that reads them, so parallel guesses cannot exceed the limit; wrong codes (login
 * and e-mail update alike) also count per address across codes (`emailFailures`: 10 an hour
 * lock it for 15 minutes, 100 in a row stop it until the owner unlocks it).
 *
 * @example
 * import { emailCodes } from './emailCodes.ts'
 * const codes = emailCodes(sql, { pepper })
 * const issued = await codes.issue('demo', 'ada@example.com')
 */
export const emailCodes = (
  sql: SqlClient,
  options: { readonly pepper: Uint8Array; readonly now?: () => number },
): EmailCodes => {
  const now = options.now ?? Date.now
  return {
    issue: async (projectId, rawEmail, purpose = 'login', device) => {
      const email = normalizeEmail(rawEmail)
      const at = now()
      return sql.transaction(async (tx) => {
        const [last] = await tx.query<{ issued_at: number }>(
          'SELECT issued_at FROM auth_email_codes WHERE project_id = $1 AND email = $2 AND purpose = $3 FOR UPDATE',
          [projectId, email, purpose],
        )
        if (last) {
          const wait = Number(last.issued_at) + EMAIL_CODE_THROTTLE_MS - at
          if (wait > 0) return { status: 'throttled', seconds: Math.ceil(wait / 1000) } as const
        }
        const code = makeCode()
        await tx.query(
          `INSERT INTO auth_email_codes (project_id, email, purpose, code_hash, issued_at, expires_at, tries, used)
           VALUES ($1, $2, $6, $3, $4, $5, 0, false)
           ON CONFLICT (project_id, email, purpose) DO UPDATE SET code_hash = $3, issued_at = $4,
             expires_at = $5, tries = 0, used = false`,
          [
            projectId,
            email,
            hashCode(options.pepper, projectId, email, code, purpose, device),
            at,
            at + EMAIL_CODE_TTL_MS,
            purpose,
          ],
        )
        return { status: 'issued', code } as const
      })
    },
    verify: async (projectId, rawEmail, code, purpose = 'login', device) => {
      const email = normalizeEmail(rawEmail)
      const at = now()
      return sql.transaction(async (tx): Promise<VerifyResult> => {
        const [row] = await tx.query<CodeRow>(
          `SELECT code_hash, issued_at, expires_at, tries, used FROM auth_email_codes
           WHERE project_id = $1 AND email = $2 AND purpose = $3 FOR UPDATE`,
          [projectId, email, purpose],
        )
        // Every code also counts per address, across codes (NIST SP 800-63B §5.2.2): login
        // codes, and the e-mail update's, which a replayed session token could otherwise guess
        // at 10 a minute for as long as the token lives. The code row's lock above serialises
        // the guesses at one address, so none slips past the count.
        const lock = await addressLock(tx, projectId, email, at)
        if (lock) return lock
        if (!row) return { status: 'none' }
        if (row.used) return { status: 'used' }
        if (row.tries >= EMAIL_CODE_MAX_TRIES) return { status: 'locked' }
        if (at >= Number(row.expires_at)) return { status: 'expired' }
        const given = hashCode(options.pepper, projectId, email, code, purpose, device)
        if (sameHash(given, row.code_hash)) {
          await tx.query(
            'UPDATE auth_email_codes SET used = true WHERE project_id = $1 AND email = $2 AND purpose = $3',
            [projectId, email, purpose],
          )
          await clearFailures(tx, projectId, email)
          return { status: 'ok' }
        }
        await tx.query(
          'UPDATE auth_email_codes SET tries = tries + 1 WHERE project_id = $1 AND email = $2 AND purpose = $3',
          [projectId, email, purpose],
        )
        const locked = await countFailure(tx, projectId, email, at)
        return locked ?? { status: 'wrong', triesLeft: EMAIL_CODE_MAX_TRIES - row.tries - 1 }
      })
    },
    sweep: async (before) => {
      await sql.query('DELETE FROM auth_email_codes WHERE expires_at < $1', [before])
    },
  }
}
