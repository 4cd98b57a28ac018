import { randomUUID } from 'node:crypto'
import { accountKey } from './accountKey.ts'
import type { SqlClient } from './SqlClient.ts'
import type { NewSession, Storage, StoredSession } from './Storage.ts'

type SessionRow = {
  readonly pci: string
  readonly data: NewSession['data']
  readonly message: string
  readonly signature: string
  readonly cacao: Record<string, unknown> | null
}

const toSession = (row: SessionRow): StoredSession => ({
  pci: row.pci,
  data: row.data,
  message: row.message,
  signature: row.signature,
  ...(row.cacao ? { cacao: row.cacao } : {}),
})

/**
 * The `Storage` over a migrated SQL database (see `migrate`), the same queries for PGlite
 * and PostgreSQL. Consuming a nonce is one `DELETE … RETURNING`, so two requests racing
 * with the same nonce cannot both win.
 *
 * @example
 * import { migrate } from './migrate.ts'
 * import { pgliteClient } from './pgliteClient.ts'
 * import { sqlStorage } from './sqlStorage.ts'
 * const sql = await pgliteClient()
 * await migrate(sql)
 * const storage = sqlStorage(sql)
 */
export const sqlStorage = (sql: SqlClient): Storage => ({
  issueNonce: async (projectId, nonce) => {
    await sql.query('INSERT INTO siwx_nonces (nonce, project_id) VALUES ($1, $2)', [
      nonce,
      projectId,
    ])
  },
  consumeNonce: async (projectId, nonce) => {
    const rows = await sql.query(
      'DELETE FROM siwx_nonces WHERE nonce = $1 AND project_id = $2 RETURNING nonce',
      [nonce, projectId],
    )
    return rows.length === 1
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
  listSessions: async (projectId, account) => {
    const rows = await sql.query<SessionRow>(
      `SELECT pci, data, message, signature, cacao FROM sessions
       WHERE project_id = $1 AND account = $2 AND revoked_at IS NULL
       ORDER BY created_at, pci`,
      [projectId, accountKey(account)],
    )
    return rows.map(toSession)
  },
  revokeSession: async (projectId, account, pci) => {
    const rows = await sql.query(
      `UPDATE sessions SET revoked_at = now()
       WHERE pci = $1 AND project_id = $2 AND account = $3 AND revoked_at IS NULL
       RETURNING pci`,
      [pci, projectId, accountKey(account)],
    )
    return rows.length === 1
  },
  close: () => sql.close(),
})
