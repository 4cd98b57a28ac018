import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../../server/storage/migrate.ts'
import { postgresClient } from '../../../server/storage/postgresClient.ts'
import { spawnServe } from '../support/spawnServe.ts'
import { startTestPostgres, type TestPostgres } from '../support/startTestPostgres.ts'

const migrations = readdirSync(join(import.meta.dirname, '../../../server/migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()
let postgres: TestPostgres | undefined

beforeAll(async () => {
  postgres = await startTestPostgres()
}, 60_000)
afterAll(() => postgres?.stop())

describe('migrations on PostgreSQL', () => {
  it('npm run migrate applies every migration once, reading only DATABASE_URL', async (ctx) => {
    if (!postgres) return ctx.skip('no PostgreSQL here')
    const database = `${postgres.url.replace(/\/postgres$/, '')}/migrate_cli`
    const admin = postgresClient(postgres.url)
    await admin.exec('DROP DATABASE IF EXISTS migrate_cli')
    await admin.exec('CREATE DATABASE migrate_cli')
    await admin.close()
    const first = spawnServe(['--migrate'], { DATABASE_URL: database })
    expect(await first.exited).toBe(0)
    expect(first.logs.map((l) => l.text)).toContain(
      'Migrations applied: the database is up to date.',
    )
    const sql = postgresClient(database)
    const rows = await sql.query<{ name: string }>(
      'SELECT name FROM latch_migrations ORDER BY name',
    )
    expect(rows.map((r) => r.name)).toEqual(migrations)
    expect(await migrate(sql)).toEqual([])
    await sql.close()
    const broken = spawnServe(['--migrate'], { DATABASE_URL: 'mysql://x' })
    expect(await broken.exited).toBe(1)
    expect(broken.stderr()).toContain('DATABASE_URL: must be a PostgreSQL URL')
  }, 60_000)

  it('servers starting together migrate one at a time', async (ctx) => {
    if (!postgres) return ctx.skip('no PostgreSQL here')
    const admin = postgresClient(postgres.url)
    await admin.exec('DROP DATABASE IF EXISTS migrate_race')
    await admin.exec('CREATE DATABASE migrate_race')
    await admin.close()
    const clients = [1, 2, 3].map(() =>
      postgresClient(`${postgres?.url.replace(/\/postgres$/, '')}/migrate_race`),
    )
    const applied = await Promise.all(clients.map((sql) => migrate(sql)))
    expect(applied.flat().sort()).toEqual(migrations)
    await Promise.all(clients.map((sql) => sql.close()))
  }, 60_000)
})
