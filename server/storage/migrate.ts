import { readdir, readFile } from 'node:fs/promises'
import type { SqlClient } from './SqlClient.ts'

const migrationsDir = new URL('../migrations/', import.meta.url)

/**
 * Applies every `server/migrations/*.sql` not yet applied, in file-name order, each in its
 * own transaction, and records it in `latch_migrations`. Returns the names it applied.
 *
 * @example
 * import { migrate } from './migrate.ts'
 * import { pgliteClient } from './pgliteClient.ts'
 * const applied = await migrate(await pgliteClient())
 */
export const migrate = async (sql: SqlClient): Promise<string[]> => {
  await sql.exec(
    'CREATE TABLE IF NOT EXISTS latch_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort()
  const done = new Set(
    (await sql.query<{ name: string }>('SELECT name FROM latch_migrations')).map((r) => r.name),
  )
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const text = await readFile(new URL(file, migrationsDir), 'utf8')
    await sql.transaction(async (tx) => {
      await tx.exec(text)
      await tx.query('INSERT INTO latch_migrations (name) VALUES ($1)', [file])
    })
    applied.push(file)
  }
  return applied
}
