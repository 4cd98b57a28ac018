import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { SqlClient } from './SqlClient.ts'

const fromTransaction = (tx: Transaction): SqlClient => ({
  query: async <Row>(text: string, params: readonly unknown[] = []) =>
    (await tx.query<Row>(text, [...params])).rows,
  exec: async (text) => void (await tx.exec(text)),
  transaction: (work) => work(fromTransaction(tx)),
  close: async () => {},
})

/**
 * An embedded PostgreSQL (PGlite, WASM): in memory, or persisted in `dataDir`.
 *
 * @example
 * import { pgliteClient } from './pgliteClient.ts'
 * const sql = await pgliteClient({ dataDir: '.latch-data/db' })
 * await sql.close()
 */
export const pgliteClient = async (
  options: { readonly dataDir?: string } = {},
): Promise<SqlClient> => {
  const db = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create()
  return {
    query: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await db.query<Row>(text, [...params])).rows,
    exec: async (text) => void (await db.exec(text)),
    transaction: (work) => db.transaction((tx) => work(fromTransaction(tx))),
    close: () => db.close(),
  }
}
