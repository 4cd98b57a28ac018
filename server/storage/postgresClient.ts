import postgres from 'postgres'
import type { SqlClient } from './SqlClient.ts'

type Sql = postgres.Sql | postgres.TransactionSql

const fromSql = (sql: Sql, close: () => Promise<void>): SqlClient => ({
  query: async <Row>(text: string, params: readonly unknown[] = []) =>
    (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[],
  exec: async (text) => void (await sql.unsafe(text)),
  transaction: async (work) => {
    if (!('begin' in sql)) return work(fromSql(sql, close))
    return (await sql.begin((tx) => work(fromSql(tx, close)))) as Awaited<ReturnType<typeof work>>
  },
  close,
})

/**
 * A real PostgreSQL reached through `databaseUrl` (e.g. `DATABASE_URL`).
 *
 * @example
 * import { postgresClient } from './postgresClient.ts'
 * const sql = postgresClient('postgres://latch@127.0.0.1:5432/latch')
 * await sql.close()
 */
export const postgresClient = (databaseUrl: string): SqlClient => {
  const sql = postgres(databaseUrl, { max: 5, onnotice: () => {} })
  return fromSql(sql, () => sql.end({ timeout: 5 }))
}
