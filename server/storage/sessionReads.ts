import { turnBatch } from '../batch/turnBatch.ts'
import { accountKey } from './accountKey.ts'
import type { SqlClient } from './SqlClient.ts'
import type { NewSession, StoredSession } from './Storage.ts'
import { SESSION_READ_BATCH_MAX } from './storageConstants.ts'

type SessionRow = {
  readonly i: number
  readonly pci: string
  readonly data: NewSession['data']
  readonly message: string
  readonly signature: string
  readonly cacao: Record<string, unknown> | null
}

type Key = { readonly projectId: string; readonly account: string }

/** Each key's sessions, in one statement: its position in the arrays joins them back. */
const listQuery = `SELECT k.i::int AS i, s.pci, s.data, s.message, s.signature, s.cacao
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k(project_id, account, i)
  JOIN sessions s ON s.project_id = k.project_id AND s.account = k.account
   AND s.revoked_at IS NULL
  ORDER BY k.i, s.seq`

const toSession = (row: SessionRow): StoredSession => ({
  pci: row.pci,
  data: row.data,
  message: row.message,
  signature: row.signature,
  ...(row.cacao ? { cacao: row.cacao } : {}),
})

/**
 * `Storage.listSessions` with the reads of one event-loop turn in one statement (`turnBatch`):
 * under load one round trip answers many requests, each with exactly its own account's
 * sessions (not revoked, oldest first), as a statement of its own would.
 *
 * @example
 * import { pgliteClient } from './pgliteClient.ts'
 * import { sessionReads } from './sessionReads.ts'
 * const list = sessionReads(await pgliteClient())
 * const sessions = await list('demo', 'eip155:1:0xabc')
 */
export const sessionReads = (
  sql: SqlClient,
): ((projectId: string, account: string) => Promise<StoredSession[]>) => {
  const read = turnBatch(async (keys: readonly Key[]) => {
    const rows = await sql.query<SessionRow>(listQuery, [
      keys.map((k) => k.projectId),
      keys.map((k) => accountKey(k.account)),
    ])
    const byKey: StoredSession[][] = keys.map(() => [])
    for (const row of rows) byKey[Number(row.i) - 1]?.push(toSession(row))
    return byKey
  }, SESSION_READ_BATCH_MAX)
  return (projectId, account) => read({ projectId, account })
}
