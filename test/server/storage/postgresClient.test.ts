/**
 * The PostgreSQL client's per-statement settings, read back from PostgreSQL itself: hot
 * statements are prepared once per connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresClient } from '../../../server/storage/postgresClient.ts'
import type { SqlClient } from '../../../server/storage/SqlClient.ts'
import { startTestPostgres, type TestPostgres } from '../support/startTestPostgres.ts'

let postgres: TestPostgres | undefined
let sql: SqlClient | undefined

beforeAll(async () => {
  postgres = await startTestPostgres()
  if (postgres) sql = postgresClient(postgres.url)
}, 120_000)
afterAll(async () => {
  await sql?.close()
  await postgres?.stop()
}, 30_000)

describe('postgresClient', () => {
  it('behavior: a statement with parameters is prepared on its connection and reused', async (t) => {
    if (!sql) return t.skip()
    const hot = 'SELECT $1::int + 1 AS n'
    // One at a time, so postgres.js keeps to one connection.
    for (let i = 0; i < 3; i++)
      expect(await sql.query<{ n: number }>(hot, [i])).toEqual([{ n: i + 1 }])
    const prepared = await sql.query<{ statement: string }>(
      'SELECT statement FROM pg_prepared_statements WHERE statement = $1',
      [hot],
    )
    expect(prepared).toEqual([{ statement: hot }])
  })
})
