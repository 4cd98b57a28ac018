import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../server/storage/migrate.ts'
import { openStorage } from '../../server/storage/openStorage.ts'
import { pgliteClient } from '../../server/storage/pgliteClient.ts'
import type { NewSession, Storage } from '../../server/storage/Storage.ts'
import { startTestPostgres, type TestPostgres } from './support/startTestPostgres.ts'

const account = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const session = (nonce: string): NewSession => ({
  data: {
    chainId: 'eip155:31337',
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    nonce,
    domain: '127.0.0.1',
    uri: 'http://127.0.0.1:5173',
    version: '1',
  },
  message: `127.0.0.1 wants you to sign in\nNonce: ${nonce}`,
  signature: '0xabc',
})

let postgres: TestPostgres | undefined
beforeAll(async () => {
  postgres = await startTestPostgres()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
}, 30_000)

/** The storages' clock: the expiry test moves it instead of sleeping. */
const clock = Date.now()
const now = () => clock

// One suite, run against every backend (PGlite embedded, real PostgreSQL).
const backends: ReadonlyArray<readonly [string, () => Promise<Storage | undefined>]> = [
  ['pglite', () => openStorage({ now })],
  [
    'postgres',
    async () => (postgres ? openStorage({ databaseUrl: postgres.url, now }) : undefined),
  ],
]

describe.each(backends)('Storage (%s)', (_name, open) => {
  let storage: Storage | undefined
  // Unique per run, so a shared DATABASE_URL never sees another run's rows.
  const project = `p-${crypto.randomUUID()}`
  beforeAll(async () => {
    storage = await open()
  }, 60_000)
  afterAll(async () => {
    await storage?.close()
  }, 30_000)
  const use = (ctx: { skip: (note?: string) => void }): Storage => {
    if (!storage) ctx.skip('no PostgreSQL here: set DATABASE_URL or install postgresql')
    return storage as Storage
  }

  it('behavior: a spent nonce is recorded once', async (ctx) => {
    const s = use(ctx)
    expect(await s.spendNonce(project, `${project}-once`, clock + 60_000)).toBe(true)
    expect(await s.spendNonce(project, `${project}-once`, clock + 60_000)).toBe(false)
  })

  it('behavior: racing spenders of one nonce, exactly one wins', async (ctx) => {
    const s = use(ctx)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => s.spendNonce(project, `${project}-race`, clock + 60_000)),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('default: sessions are listed per account, address case ignored, then revoked', async (ctx) => {
    const s = use(ctx)
    const first = await s.addSession(project, account, session('nonce0001'))
    const second = await s.addSession(project, account.toLowerCase(), {
      ...session('nonce0002'),
      cacao: { h: { t: 'caip122' } },
    })
    expect(first.pci).not.toBe(second.pci)
    const listed = await s.listSessions(project, account.toUpperCase().replace('EIP155', 'eip155'))
    expect(listed.map((x) => x.data.nonce)).toEqual(['nonce0001', 'nonce0002'])
    expect(listed[1]?.cacao).toEqual({ h: { t: 'caip122' } })
    expect(listed[0]).not.toHaveProperty('cacao')
    expect(await s.listSessions(`${project}-x`, account)).toEqual([])

    expect(await s.revokeSession(project, account, first.pci)).toBe(true)
    expect(await s.revokeSession(project, account, first.pci)).toBe(false)
    expect(
      await s.revokeSession(
        project,
        'eip155:1:0x0000000000000000000000000000000000000001',
        second.pci,
      ),
    ).toBe(false)
    expect((await s.listSessions(project, account)).map((x) => x.pci)).toEqual([second.pci])
  })

  it('behavior: sessions added back to back are listed in the order they were added', async (ctx) => {
    const s = use(ctx)
    // Added within the same clock tick, so created_at ties: the order must not fall to the pci.
    const mine = `${project}-order`
    const nonces = Array.from({ length: 24 }, (_, i) => `order${String(i).padStart(4, '0')}`)
    for (const nonce of nonces) await s.addSession(mine, account, session(nonce))
    expect((await s.listSessions(mine, account)).map((x) => x.data.nonce)).toEqual(nonces)
  })

  it('behavior: concurrent session reads (different, repeated and missing accounts) each get exactly their own', async (ctx) => {
    const s = use(ctx)
    const other = 'eip155:31337:0x70997970C51812dc3A010C7d01b4c8575d6E4ff2'
    const mine = `${project}-turn`
    await s.addSession(mine, account, session('turnA0001'))
    await s.addSession(mine, other, session('turnB0001'))
    await s.addSession(mine, account, session('turnA0002'))
    await s.addSession(`${mine}-x`, other, session('turnX0001'))
    const asks: readonly (readonly [string, string])[] = [
      [mine, account],
      [mine, other],
      [mine, 'eip155:1:0x0000000000000000000000000000000000000002'],
      [mine, account.toLowerCase()],
      [`${mine}-x`, other],
      [`${mine}-none`, account],
    ]
    const together = await Promise.all(asks.map(([p, a]) => s.listSessions(p, a)))
    const alone: unknown[] = []
    for (const [p, a] of asks) alone.push(await s.listSessions(p, a))
    expect(together).toEqual(alone)
    expect(together.map((list) => list.map((x) => x.data.nonce))).toEqual([
      ['turnA0001', 'turnA0002'],
      ['turnB0001'],
      [],
      ['turnA0001', 'turnA0002'],
      ['turnX0001'],
      [],
    ])
  })

  it('behavior: events are kept once per eventId and per project, newest first', async (ctx) => {
    const s = use(ctx)
    const event = (eventId: string, timestamp: number) => ({
      eventId,
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp,
      props: { type: 'track', event: 'MODAL_OPEN' },
    })
    const a = event(crypto.randomUUID(), 1_700_000_000_000)
    const b = event(crypto.randomUUID(), 1_700_000_001_000)
    expect(await s.recordEvent(project, a)).toBe(true)
    expect(await s.recordEvent(project, b)).toBe(true)
    expect(await s.recordEvent(project, a)).toBe(false)
    expect(await s.recordEvent(`${project}-x`, a)).toBe(true)
    expect(await s.listEvents(project)).toEqual([b, a])
    expect(await s.listEvents(project, 1)).toEqual([b])
  })
})

describe('migrate', () => {
  it('behavior: applies each migration once', async () => {
    const sql = await pgliteClient()
    try {
      expect(await migrate(sql)).toEqual([
        '0001_sessions_and_nonces.sql',
        '0002_nonce_expiry.sql',
        '0003_events.sql',
        '0004_indexer_and_names.sql',
        '0005_embedded_wallet.sql',
        '0006_social_login.sql',
        '0007_email_device_and_update.sql',
        '0008_email_failures.sql',
        '0009_login_binding.sql',
        '0010_sweep_indexes.sql',
        '0011_farcaster_channels.sql',
        '0012_social_names.sql',
        '0013_spent_nonces.sql',
        '0014_session_order.sql',
        '0015_social_form_users.sql',
      ])
      expect(await migrate(sql)).toEqual([])
    } finally {
      await sql.close()
    }
  })
})

describe('openStorage', () => {
  it('parameters: dataDir keeps the state across restarts', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'latch-pglite-')), 'db')
    try {
      const first = await openStorage({ dataDir })
      expect(await first.spendNonce('p', 'persisted123', Date.now() + 60_000)).toBe(true)
      await first.close()
      const second = await openStorage({ dataDir })
      expect(await second.spendNonce('p', 'persisted123', Date.now() + 60_000)).toBe(false)
      await second.close()
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true })
    }
  }, 120_000)
})
