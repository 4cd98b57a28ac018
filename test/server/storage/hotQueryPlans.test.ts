/**
 * Every hot query has its index: each is EXPLAINed on PostgreSQL with sequential scans
 * priced out (`enable_seqscan = off`), so the plan shows a `Seq Scan` only where no index
 * can serve it (on a small table the planner would pick a scan whatever the indexes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStorage } from '../../../server/storage/openStorage.ts'
import type { Storage } from '../../../server/storage/Storage.ts'
import { startTestPostgres, type TestPostgres } from '../support/startTestPostgres.ts'

let postgres: TestPostgres | undefined
let storage: Storage | undefined

beforeAll(async () => {
  postgres = await startTestPostgres()
  if (postgres) storage = await openStorage({ databaseUrl: postgres.url })
}, 120_000)
afterAll(async () => {
  await storage?.close()
  await postgres?.stop()
}, 30_000)

/** The Data API's and the auth service's queries on each request or sweep (literals for `$n`). */
const hotQueries: Readonly<Record<string, string>> = {
  'nonce spend': `INSERT INTO siwx_spent_nonces (nonce, project_id, expires_at)
     VALUES ('n', 'p', to_timestamp(0)) ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
  'spent nonce sweep': 'DELETE FROM siwx_spent_nonces WHERE expires_at < to_timestamp(0)',
  'sessions of a turn': `SELECT k.i::int AS i, s.pci, s.data, s.message, s.signature, s.cacao
     FROM unnest(ARRAY['p', 'q'], ARRAY['a', 'b']) WITH ORDINALITY AS k(project_id, account, i)
     JOIN sessions s ON s.project_id = k.project_id AND s.account = k.account
      AND s.revoked_at IS NULL ORDER BY k.i, s.created_at, s.pci`,
  'session revoke':
    "UPDATE sessions SET revoked_at = now() WHERE pci = 'x' AND project_id = 'p' AND account = 'a' AND revoked_at IS NULL",
  'names of an address':
    "SELECT name FROM account_names WHERE address = '0x' ORDER BY registered_at DESC",
  'history page':
    "SELECT * FROM account_transfers WHERE account = 'a' ORDER BY mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC LIMIT 20",
  'frame session': "SELECT user_id FROM auth_sessions WHERE token_hash = 'h' AND NOT revoked",
  'code check':
    "SELECT code_hash FROM auth_email_codes WHERE project_id = 'p' AND email = 'e' AND purpose = 'login'",
  'code sweep': 'DELETE FROM auth_email_codes WHERE expires_at < 0',
  'social state sweep': 'DELETE FROM auth_social_states WHERE expires_at <= 0',
  'form_post names of a finishing login':
    "DELETE FROM auth_social_form_users WHERE state_hash = 'h' RETURNING code_hash, user_name",
  'form_post name sweep': 'DELETE FROM auth_social_form_users WHERE expires_at <= 0',
  'rate-limit sweep': 'DELETE FROM auth_rate_limits WHERE window_start < 0',
}

describe('hot queries on PostgreSQL', () => {
  it.for(Object.entries(hotQueries))(
    'rule: %s uses an index, not a sequential scan',
    async ([, query], ctx) => {
      if (!storage) return ctx.skip('no PostgreSQL here: set DATABASE_URL or install postgresql')
      const plan = await storage.sql.transaction(async (tx) => {
        await tx.exec('SET LOCAL enable_seqscan = off')
        return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`)
      })
      const text = plan.map((row) => row['QUERY PLAN']).join('\n')
      expect(text).not.toMatch(/Seq Scan/)
    },
  )
})
