import postgres from 'postgres'
import type { SqlClient } from './SqlClient.ts'
import { POSTGRES_POOL_SIZE, PREPARED_MAX_PARAMS } from './storageConstants.ts'

type Sql = postgres.Sql | postgres.TransactionSql

/**
 * One statement through postgres.js. A statement with a few parameters is prepared once per
 * connection (the hot queries: a nonce, a session look-up) instead of parsed, described and
 * planned on every call, which took two round trips and most of the client's CPU; a bulk
 * INSERT, whose text varies with its row count, is not, so the prepared set stays small.
 */
const run = <Row>(sql: Sql, text: string, params: readonly unknown[]) =>
  sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], {
    prepare: params.length > 0 && params.length <= PREPARED_MAX_PARAMS,
  }) as unknown as Promise<Row[]>

const fromSql = (sql: Sql, close: () => Promise<void>): SqlClient => ({
  query: async <Row>(text: string, params: readonly unknown[] = []) => run<Row>(sql, text, params),
  exec: async (text) => void (await sql.unsafe(text)),
  transaction: async (work) => {
    if (!('begin' in sql)) return work(fromSql(sql, close))
    return (await sql.begin((tx) => work(fromSql(tx, close)))) as Awaited<ReturnType<typeof work>>
  },
  close,
})

/**
 * A real PostgreSQL reached through `databaseUrl` (e.g. `DATABASE_URL`): a pool of
 * `POSTGRES_POOL_SIZE` connections (opened on first use).
 *
 * @example
 * import { postgresClient } from './postgresClient.ts'
 * const sql = postgresClient('postgres://latch@127.0.0.1:5432/latch')
 * await sql.close()
 */
export const postgresClient = (databaseUrl: string): SqlClient => {
  const sql = postgres(databaseUrl, { max: POSTGRES_POOL_SIZE, onnotice: () => {} })
  return fromSql(sql, async () => {
    await sql.end({ timeout: 5 })
  })
}
