import { randomUUID } from 'node:crypto'
import type { EventRequest } from '../../generated/api/zod.ts'
import { accountKey } from './accountKey.ts'
import type { SqlClient } from './SqlClient.ts'
import { SIWX_NONCE_TTL_MS, type Storage } from './Storage.ts'
import { sessionReads } from './sessionReads.ts'

/** How `sqlStorage`'s sweep tells the time and how long nonces live; tests move the clock. */
export type SqlStorageOptions = {
  /** Milliseconds since the epoch; default `Date.now`. */
  readonly now?: () => number
  /** Default `SIWX_NONCE_TTL_MS`. */
  readonly nonceTtlMs?: number
}

type EventRow = {
  readonly event_id: string
  readonly url: string
  readonly domain: string
  readonly at: number | string
  readonly props: EventRequest['props']
}

/** An `events` row as the event it records (the time in whole milliseconds). */
const eventOf = (row: EventRow): EventRequest => ({
  eventId: row.event_id,
  url: row.url,
  domain: row.domain,
  timestamp: Math.round(Number(row.at)),
  props: row.props,
})

/**
 * The `Storage` over a migrated SQL database (see `migrate`), the same queries for PGlite
 * and PostgreSQL. Spending a nonce is one `INSERT … ON CONFLICT DO NOTHING` on its primary
 * key, so two requests racing with the same nonce, on one server or two, cannot both win.
 * `sweepExpired` (the server's timer, once a minute) deletes spent nonces expired for over one
 * more TTL, by `options.now`, not the database's clock, so a test can move time. Session reads
 * of one event-loop turn share one statement (`sessionReads`).
 *
 * @example
 * import { migrate } from './migrate.ts'
 * import { pgliteClient } from './pgliteClient.ts'
 * import { sqlStorage } from './sqlStorage.ts'
 * const sql = await pgliteClient()
 * await migrate(sql)
 * const storage = sqlStorage(sql)
 */
export const sqlStorage = (sql: SqlClient, options: SqlStorageOptions = {}): Storage => {
  const now = options.now ?? Date.now
  const ttl = options.nonceTtlMs ?? SIWX_NONCE_TTL_MS
  return {
    spendNonce: async (projectId, nonce, expiresAtMs) => {
      const rows = await sql.query(
        `INSERT INTO siwx_spent_nonces (nonce, project_id, expires_at)
       VALUES ($1, $2, to_timestamp($3::float8 / 1000))
       ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
        [nonce, projectId, expiresAtMs],
      )
      return rows.length === 1
    },
    sweepExpired: async () => {
      await sql.query(
        'DELETE FROM siwx_spent_nonces WHERE expires_at < to_timestamp($1::float8 / 1000)',
        [now() - ttl],
      )
    },
    addSession: async (projectId, account, session) => {
      const pci = randomUUID()
      await sql.query(
        `INSERT INTO sessions (pci, project_id, account, data, message, signature, cacao)
       VALUES ($1, $2, $3, $4::text::jsonb, $5, $6, $7::text::jsonb)`,
        [
          pci,
          projectId,
          accountKey(account),
          JSON.stringify(session.data),
          session.message,
          session.signature,
          session.cacao ? JSON.stringify(session.cacao) : null,
        ],
      )
      return { ...session, pci }
    },
    listSessions: sessionReads(sql),
    revokeSession: async (projectId, account, pci) => {
      const rows = await sql.query(
        `UPDATE sessions SET revoked_at = now()
       WHERE pci = $1 AND project_id = $2 AND account = $3 AND revoked_at IS NULL
       RETURNING pci`,
        [pci, projectId, accountKey(account)],
      )
      return rows.length === 1
    },
    recordEvent: async (projectId, event) => {
      const rows = await sql.query(
        `INSERT INTO events (event_id, project_id, url, domain, occurred_at, props)
       VALUES ($1, $2, $3, $4, to_timestamp($5::float8 / 1000), $6::text::jsonb)
       ON CONFLICT (project_id, event_id) DO NOTHING
       RETURNING event_id`,
        [
          event.eventId,
          projectId,
          event.url,
          event.domain,
          event.timestamp,
          JSON.stringify(event.props),
        ],
      )
      return rows.length === 1
    },
    listEvents: async (projectId, limit = 100) => {
      const rows = await sql.query<EventRow>(
        `SELECT event_id, url, domain, (extract(epoch FROM occurred_at) * 1000)::float8 AS at, props
       FROM events WHERE project_id = $1 ORDER BY received_at DESC, occurred_at DESC LIMIT $2`,
        [projectId, limit],
      )
      return rows.map(eventOf)
    },
    sql,
    close: () => sql.close(),
  }
}
