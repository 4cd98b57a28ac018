import { createHash, randomBytes } from 'node:crypto'
import type { SqlClient } from '../storage/SqlClient.ts'
import {
  EMAIL_FAILURE_HARD_STOP,
  EMAIL_FAILURE_LIMIT,
  EMAIL_FAILURE_LOCK_MS,
  EMAIL_FAILURE_WINDOW_MS,
  EMAIL_UNLOCK_RESEND_MS,
  EMAIL_UNLOCK_TTL_MS,
} from './authConstants.ts'

/**
 * A lock on an address's login codes: `cooling` for the seconds left of a 15-minute lock,
 * `blocked` until the owner opens the mailed unlock link. `unlockToken` is set only on the
 * answer that made a new link: the caller mails it, nobody else ever sees it.
 */
export type AddressLock =
  | { readonly status: 'cooling'; readonly seconds: number }
  | { readonly status: 'blocked'; readonly unlockToken?: string }

/** What an unlock link found. */
export type UnlockResult = 'ok' | 'expired' | 'none'

type FailureRow = {
  readonly recent: string
  readonly total: number
  readonly locked_until: number
  readonly unlock_sent_at: number | null
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

const readRow = async (tx: SqlClient, projectId: string, email: string) =>
  (
    await tx.query<FailureRow>(
      `SELECT recent, total, locked_until, unlock_sent_at FROM auth_email_failures
       WHERE project_id = $1 AND email = $2 FOR UPDATE`,
      [projectId, email],
    )
  )[0]

const lockIn = (row: FailureRow | undefined, at: number): AddressLock | undefined => {
  if (!row) return undefined
  if (row.total >= EMAIL_FAILURE_HARD_STOP) return { status: 'blocked' }
  const left = Number(row.locked_until) - at
  return left > 0 ? { status: 'cooling', seconds: Math.ceil(left / 1000) } : undefined
}

/** A new unlock link for a stopped address: its token, stored hashed. */
const mintUnlock = async (tx: SqlClient, projectId: string, email: string, at: number) => {
  const token = randomBytes(32).toString('base64url')
  await tx.query(
    `UPDATE auth_email_failures SET unlock_hash = $3, unlock_sent_at = $4
     WHERE project_id = $1 AND email = $2`,
    [projectId, email, sha256(token), at],
  )
  return { status: 'blocked', unlockToken: token } as const
}

/**
 * The lock on an address now, read inside the caller's transaction (row locked until it ends).
 *
 * @example
 * import { addressLock } from './emailFailures.ts'
 * const lock = await addressLock(tx, 'demo', 'ada@example.com', Date.now())
 */
export const addressLock = async (tx: SqlClient, projectId: string, email: string, at: number) =>
  lockIn(await readRow(tx, projectId, email), at)

/**
 * Counts one wrong login code for an address, inside the caller's transaction, and answers the
 * lock it leads to: EMAIL_FAILURE_LIMIT wrong codes within EMAIL_FAILURE_WINDOW_MS lock it for
 * EMAIL_FAILURE_LOCK_MS (a sliding window: once the lock ends, the next wrong code within the
 * hour locks again); EMAIL_FAILURE_HARD_STOP in a row stop it until its owner unlocks it.
 *
 * @example
 * import { countFailure } from './emailFailures.ts'
 * const lock = await countFailure(tx, 'demo', 'ada@example.com', Date.now())
 */
export const countFailure = async (
  tx: SqlClient,
  projectId: string,
  email: string,
  at: number,
): Promise<AddressLock | undefined> => {
  const row = await readRow(tx, projectId, email)
  const before = row ? (JSON.parse(row.recent) as number[]) : []
  const recent = [...before.filter((t) => t > at - EMAIL_FAILURE_WINDOW_MS), at].slice(
    -EMAIL_FAILURE_LIMIT,
  )
  const total = (row?.total ?? 0) + 1
  const lockedUntil = recent.length >= EMAIL_FAILURE_LIMIT ? at + EMAIL_FAILURE_LOCK_MS : 0
  await tx.query(
    `INSERT INTO auth_email_failures (project_id, email, recent, total, locked_until)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (project_id, email) DO UPDATE SET recent = $3, total = $4, locked_until = $5`,
    [projectId, email, JSON.stringify(recent), total, lockedUntil],
  )
  if (total >= EMAIL_FAILURE_HARD_STOP) return mintUnlock(tx, projectId, email, at)
  return lockedUntil ? { status: 'cooling', seconds: EMAIL_FAILURE_LOCK_MS / 1000 } : undefined
}

/**
 * A right code: the count starts over (NIST counts consecutive failures).
 *
 * @example
 * import { clearFailures } from './emailFailures.ts'
 * await clearFailures(tx, 'demo', 'ada@example.com')
 */
export const clearFailures = async (tx: SqlClient, projectId: string, email: string) => {
  await tx.query('DELETE FROM auth_email_failures WHERE project_id = $1 AND email = $2', [
    projectId,
    email,
  ])
}

/** The per-address failure counter of login codes (security-r3 F8) and its unlock links. */
export interface EmailFailures {
  /**
   * The lock before a new code is mailed. A stopped address whose last unlock link is older
   * than EMAIL_UNLOCK_RESEND_MS gets a new one (`unlockToken`), so its owner, logging in,
   * always has a working link while a prober mails at most one per 15 minutes.
   */
  readonly gate: (projectId: string, email: string) => Promise<AddressLock | undefined>
  /** What the link would do, without spending it (the page before the owner confirms). */
  readonly check: (token: string) => Promise<UnlockResult>
  /** Spends the link: the address's count starts over. */
  readonly unlock: (token: string) => Promise<UnlockResult>
}

/**
 * The failure counter's own operations over SQL (`auth_email_failures`); `emailCodes` counts
 * with `countFailure` inside its code check.
 *
 * @example
 * import { emailFailures } from './emailFailures.ts'
 * const failures = emailFailures(sql)
 * const lock = await failures.gate('demo', 'ada@example.com')
 */
export const emailFailures = (
  sql: SqlClient,
  options: { readonly now?: () => number } = {},
): EmailFailures => {
  const now = options.now ?? Date.now
  const find = async (tx: SqlClient, token: string, spend: boolean): Promise<UnlockResult> => {
    const [row] = await tx.query<{ project_id: string; email: string; unlock_sent_at: number }>(
      `SELECT project_id, email, unlock_sent_at FROM auth_email_failures WHERE unlock_hash = $1${
        spend ? ' FOR UPDATE' : ''
      }`,
      [sha256(token)],
    )
    if (!row) return 'none'
    if (now() >= Number(row.unlock_sent_at) + EMAIL_UNLOCK_TTL_MS) return 'expired'
    if (spend) await clearFailures(tx, row.project_id, row.email)
    return 'ok'
  }
  return {
    gate: (projectId, email) =>
      sql.transaction(async (tx) => {
        const at = now()
        const row = await readRow(tx, projectId, email)
        const lock = lockIn(row, at)
        const stale =
          row?.unlock_sent_at === null ||
          row?.unlock_sent_at === undefined ||
          at - Number(row.unlock_sent_at) >= EMAIL_UNLOCK_RESEND_MS
        if (lock?.status === 'blocked' && stale) return mintUnlock(tx, projectId, email, at)
        return lock
      }),
    check: (token) => find(sql, token, false),
    unlock: (token) => sql.transaction((tx) => find(tx, token, true)),
  }
}
