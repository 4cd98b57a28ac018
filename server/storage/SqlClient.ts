/**
 * The few SQL operations the storage needs, so PGlite and PostgreSQL run the same queries.
 *
 * @example
 * import type { SqlClient } from './SqlClient.ts'
 * const count = async (sql: SqlClient) => (await sql.query<{ n: number }>('SELECT 1 AS n'))[0]?.n
 */
export interface SqlClient {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  readonly query: <Row>(text: string, params?: readonly unknown[]) => Promise<Row[]>
  /** Runs a script of one or more statements without parameters (migrations). */
  readonly exec: (text: string) => Promise<void>
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  readonly transaction: <A>(work: (tx: SqlClient) => Promise<A>) => Promise<A>
  /** Closes the connection (or the embedded database). */
  readonly close: () => Promise<void>
}
