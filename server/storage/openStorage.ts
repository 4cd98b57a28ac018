import { mkdir } from 'node:fs/promises'
import { migrate } from './migrate.ts'
import { pgliteClient } from './pgliteClient.ts'
import { postgresClient } from './postgresClient.ts'
import type { SqlClient } from './SqlClient.ts'
import type { Storage } from './Storage.ts'
import { type SqlStorageOptions, sqlStorage } from './sqlStorage.ts'

/** Where `openStorage` keeps its state, and the clock its nonces expire by. */
export type OpenStorageOptions = SqlStorageOptions & {
  /** A PostgreSQL URL (e.g. `process.env.DATABASE_URL`); when set, PGlite is not used. */
  readonly databaseUrl?: string | undefined
  /** PGlite's data folder (e.g. `.latch-data/db`); absent keeps the database in memory. */
  readonly dataDir?: string | undefined
}

/**
 * Opens the server's storage and applies the migrations: real PostgreSQL when `databaseUrl`
 * is given, otherwise embedded PGlite (in memory, or in `dataDir`).
 *
 * @example
 * import { openStorage } from './openStorage.ts'
 * const storage = await openStorage({ databaseUrl: process.env.DATABASE_URL })
 * await storage.close()
 */
export const openStorage = async (options: OpenStorageOptions = {}): Promise<Storage> => {
  if (options.dataDir && !options.databaseUrl) await mkdir(options.dataDir, { recursive: true })
  const sql: SqlClient = options.databaseUrl
    ? postgresClient(options.databaseUrl)
    : await pgliteClient(options.dataDir ? { dataDir: options.dataDir } : {})
  try {
    await migrate(sql)
  } catch (error) {
    await sql.close()
    throw error
  }
  return sqlStorage(sql, options)
}
