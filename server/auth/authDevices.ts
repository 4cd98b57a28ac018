import { createHash, randomBytes } from 'node:crypto'
import type { SqlClient } from '../storage/SqlClient.ts'
import { DEVICE_APPROVAL_TTL_MS, EMAIL_CODE_THROTTLE_MS } from './authConstants.ts'

/** What asking for a device approval gave: the link's token to mail, or the seconds to wait. */
export type ApprovalRequest =
  | { readonly status: 'issued'; readonly token: string }
  | { readonly status: 'throttled'; readonly seconds: number }

/** Who asks for an approval: the browser (from its User-Agent) and the app, told in mail and page. */
export interface ApprovalAsker {
  readonly browser: string
  readonly app: string
}

/** What an approval link found: for a live one, who asked and when (ms since the epoch). */
export type ApprovalResult =
  | {
      readonly status: 'ok'
      readonly userId: string
      readonly asker: ApprovalAsker
      readonly askedAt: number
    }
  | { readonly status: 'expired' | 'used' | 'none' }

/** The devices of each user and the approval links of new ones (SPEC §4 VERIFY_DEVICE). */
export interface AuthDevices {
  /** `true` when the user has logged in from this device, or has no device yet (first login). */
  readonly allowed: (userId: string, deviceId: string) => Promise<boolean>
  /** Remembers a device after a login from it. */
  readonly remember: (userId: string, deviceId: string) => Promise<void>
  /**
   * A new single-use approval link's token for this device: one live link per user (a new one
   * replaces every earlier one, whichever device asked), 30 s apart per user.
   */
  readonly requestApproval: (
    userId: string,
    deviceId: string,
    asker?: ApprovalAsker,
  ) => Promise<ApprovalRequest>
  /** What the link would do, without spending it (the page before the visitor confirms). */
  readonly check: (token: string) => Promise<ApprovalResult>
  /** Spends the link and remembers its device. */
  readonly approve: (token: string) => Promise<ApprovalResult>
  /**
   * Whether this device was sent an approval link (`asked`), and whether the link was used
   * (`approved`). Only a device that asked learns anything (security-r3 F11): the asking was
   * a start, which mailed the owner and counted against the client's limit.
   */
  readonly linkOf: (userId: string, deviceId: string) => Promise<'none' | 'asked' | 'approved'>
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

type ApprovalRow = {
  readonly user_id: string
  readonly device_hash: string
  readonly created_at: number
  readonly expires_at: number
  readonly used: boolean
  readonly browser: string
  readonly app: string
}

/** The approval link of `token` as of `now()` (locked for the transaction when `forUpdate`). */
const readApproval = async (
  tx: SqlClient,
  token: string,
  forUpdate: boolean,
  now: () => number,
) => {
  const [row] = await tx.query<ApprovalRow>(
    `SELECT user_id, device_hash, created_at, expires_at, used, browser, app
     FROM auth_device_approvals WHERE token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [sha256(token)],
  )
  if (!row) return { status: 'none' } as const
  if (row.used) return { status: 'used' } as const
  if (now() >= Number(row.expires_at)) return { status: 'expired' } as const
  return {
    status: 'ok',
    userId: row.user_id,
    deviceHash: row.device_hash,
    asker: { browser: row.browser, app: row.app },
    askedAt: Number(row.created_at),
  } as const
}

/**
 * Devices over SQL (`auth_devices`, `auth_device_approvals`): a device is the random id the
 * frame keeps on its own origin (shared/spec/DECISIONS.md), stored as a SHA-256 hash. A user's
 * first login needs no approval; a later login from an unknown device needs the link mailed to
 * the address: a 256-bit token, stored hashed, single use, valid DEVICE_APPROVAL_TTL_MS.
 *
 * @example
 * import { authDevices } from './authDevices.ts'
 * const devices = authDevices(sql)
 * if (!(await devices.allowed(userId, deviceId))) await devices.requestApproval(userId, deviceId)
 */
export const authDevices = (
  sql: SqlClient,
  options: { readonly now?: () => number } = {},
): AuthDevices => {
  const now = options.now ?? Date.now
  const insertDevice = (tx: SqlClient, userId: string, deviceHash: string) =>
    tx.query(
      `INSERT INTO auth_devices (user_id, device_hash, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [userId, deviceHash, now()],
    )
  return {
    allowed: async (userId, deviceId) => {
      const rows = await sql.query<{ device_hash: string }>(
        'SELECT device_hash FROM auth_devices WHERE user_id = $1',
        [userId],
      )
      const hash = sha256(deviceId)
      return rows.length === 0 || rows.some((r) => r.device_hash === hash)
    },
    remember: async (userId, deviceId) => {
      await insertDevice(sql, userId, sha256(deviceId))
    },
    requestApproval: (userId, deviceId, asker = { browser: '', app: '' }) =>
      sql.transaction(async (tx): Promise<ApprovalRequest> => {
        const deviceHash = sha256(deviceId)
        const at = now()
        const [last] = await tx.query<{ created_at: number }>(
          'SELECT max(created_at) AS created_at FROM auth_device_approvals WHERE user_id = $1',
          [userId],
        )
        if (last?.created_at !== null && last?.created_at !== undefined) {
          const wait = Number(last.created_at) + EMAIL_CODE_THROTTLE_MS - at
          if (wait > 0) return { status: 'throttled', seconds: Math.ceil(wait / 1000) }
        }
        const token = randomBytes(32).toString('base64url')
        // One live link per user (F10): a new one replaces every earlier one.
        await tx.query('DELETE FROM auth_device_approvals WHERE user_id = $1', [userId])
        await tx.query(
          `INSERT INTO auth_device_approvals (token_hash, user_id, device_hash, created_at,
             expires_at, browser, app) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            sha256(token),
            userId,
            deviceHash,
            at,
            at + DEVICE_APPROVAL_TTL_MS,
            asker.browser,
            asker.app,
          ],
        )
        return { status: 'issued', token }
      }),
    check: async (token) => {
      const found = await readApproval(sql, token, false, now)
      return found.status === 'ok'
        ? { status: 'ok', userId: found.userId, asker: found.asker, askedAt: found.askedAt }
        : found
    },
    approve: (token) =>
      sql.transaction(async (tx): Promise<ApprovalResult> => {
        const found = await readApproval(tx, token, true, now)
        if (found.status !== 'ok') return found
        await tx.query('UPDATE auth_device_approvals SET used = true WHERE token_hash = $1', [
          sha256(token),
        ])
        await insertDevice(tx, found.userId, found.deviceHash)
        return { status: 'ok', userId: found.userId, asker: found.asker, askedAt: found.askedAt }
      }),
    linkOf: async (userId, deviceId) => {
      const rows = await sql.query<{ used: boolean }>(
        'SELECT used FROM auth_device_approvals WHERE user_id = $1 AND device_hash = $2',
        [userId, sha256(deviceId)],
      )
      if (rows.length === 0) return 'none'
      return rows.some((r) => r.used) ? 'approved' : 'asked'
    },
  }
}
