import { readdir, readFile } from 'node:fs/promises'
import type { SqlClient } from './SqlClient.ts'

const migrationsDir = new URL('../migrations/', import.meta.url)

/** The advisory lock key migrations hold (any fixed number unique to this use). */
const MIGRATION_LOCK = 74_180_001

/**
 * Applies every `server/migrations/*.sql` not yet applied, in file-name order, each in its
 * own transaction, and records it in `latch_migrations`. Returns the names it applied. Each
 * step holds a PostgreSQL advisory lock, so servers of a cluster starting at once do not race.
 *
 * @example
 * import { migrate } from './migrate.ts'
 * import { pgliteClient } from './pgliteClient.ts'
 * const applied = await migrate(await pgliteClient())
 */
export const migrate = async (sql: SqlClient): Promise<string[]> => {
  // Servers starting together migrate one at a time: each step holds this lock.
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS latch_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
  })
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort()
  const done = new Set(
    (await sql.query<{ name: string }>('SELECT name FROM latch_migrations')).map((r) => r.name),
  )
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const text = await readFile(new URL(file, migrationsDir), 'utf8')
    const ran = await sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const [already] = await tx.query('SELECT 1 FROM latch_migrations WHERE name = $1', [file])
      if (already) return false
      await tx.exec(text)
      await tx.query('INSERT INTO latch_migrations (name) VALUES ($1)', [file])
      return true
    })
    if (ran) applied.push(file)
  }
  return applied
}
