import { describe, expect, it } from 'vitest'
import { migrate } from '../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../server/storage/pgliteClient.ts'
import type { SqlClient } from '../../../server/storage/SqlClient.ts'
import type { NewSession } from '../../../server/storage/Storage.ts'
import { sqlStorage } from '../../../server/storage/sqlStorage.ts'
import { SESSION_READ_BATCH_MAX } from '../../../server/storage/storageConstants.ts'

/** The statements the storage sends, counted at the edge (a real PGlite underneath). */
const counting = (sql: SqlClient) => {
  const texts: string[] = []
  const client: SqlClient = {
    ...sql,
    query: (text, params) => {
      texts.push(text)
      return sql.query(text, params)
    },
  }
  return { client, texts }
}

const account = (i: number) => `eip155:1:0x${i.toString(16).padStart(40, '0')}`

const session = (nonce: string): NewSession => ({
  data: {
    chainId: 'eip155:1',
    accountAddress: '0x0',
    nonce,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
  },
  message: nonce,
  signature: '0x',
})

describe('sessionReads', () => {
  it('behavior: the session reads of one event-loop turn are one statement; later ones another', async () => {
    const sql = await pgliteClient()
    try {
      await migrate(sql)
      const { client, texts } = counting(sql)
      const storage = sqlStorage(client)
      await storage.addSession('p', account(1), session('one'))
      texts.length = 0
      const lists = await Promise.all(
        [1, 2, 3, 1].map((i) => storage.listSessions('p', account(i))),
      )
      expect(lists.map((l) => l.map((x) => x.data.nonce))).toEqual([['one'], [], [], ['one']])
      expect(texts).toHaveLength(1)
      await storage.listSessions('p', account(2))
      expect(texts).toHaveLength(2)
    } finally {
      await sql.close()
    }
  }, 60_000)

  it(`boundaries: more than ${SESSION_READ_BATCH_MAX} reads in a turn go out ${SESSION_READ_BATCH_MAX} a statement`, async () => {
    const sql = await pgliteClient()
    try {
      await migrate(sql)
      const { client, texts } = counting(sql)
      const storage = sqlStorage(client)
      await storage.addSession('p', account(SESSION_READ_BATCH_MAX + 1), session('last'))
      texts.length = 0
      const n = SESSION_READ_BATCH_MAX + 1
      const lists = await Promise.all(
        Array.from({ length: n }, (_, i) => storage.listSessions('p', account(i + 1))),
      )
      expect(texts).toHaveLength(2)
      expect(lists.at(-1)?.map((x) => x.data.nonce)).toEqual(['last'])
      expect(lists.slice(0, -1).every((l) => l.length === 0)).toBe(true)
    } finally {
      await sql.close()
    }
  }, 60_000)
})
