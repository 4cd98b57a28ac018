import { createDecipheriv, randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { kmsFromKey } from '../../../server/auth/Kms.ts'
import { keyVault } from '../../../server/auth/keyVault.ts'
import { migrate } from '../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../server/storage/pgliteClient.ts'

describe('keyVault (envelope encryption)', () => {
  it('rule: a dump of the database alone rebuilds 0 of 100 keys; with the KMS, 100 of 100', async () => {
    const sql = await pgliteClient()
    try {
      await migrate(sql)
      const kms = kmsFromKey(randomBytes(32))
      const vault = keyVault(sql, kms)
      const keys = new Map<string, `0x${string}`>()
      for (let i = 0; i < 100; i++) {
        const user = await vault.userFor('demo', `user${i}@example.com`)
        const privateKey = generatePrivateKey()
        const address = privateKeyToAccount(privateKey).address
        expect(await vault.storeWalletKey(user.userId, 'eip155', { address, privateKey })).toBe(
          true,
        )
        keys.set(user.userId, privateKey)
      }
      // The dump: every row of every table.
      const tables = await sql.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
      )
      const dump: Record<string, unknown[]> = {}
      for (const { tablename } of tables)
        dump[tablename] = await sql.query(`SELECT * FROM ${tablename}`)
      const text = JSON.stringify(dump).toLowerCase()

      // An attacker holding only the dump: no key bytes in it, and every way to open a
      // ciphertext with what the dump holds (the wrapped data key's bytes as a key) fails.
      let rebuilt = 0
      type Row = { user_id: string; iv: string; ciphertext: string; tag: string }
      const users = dump.auth_users as { user_id: string; wrapped_data_key: string }[]
      for (const row of dump.auth_wallet_keys as Row[]) {
        const secret = keys.get(row.user_id) as string
        if (text.includes(secret.slice(2).toLowerCase())) rebuilt++
        const wrapped = users.find((u) => u.user_id === row.user_id)?.wrapped_data_key ?? ''
        for (const part of wrapped.split('.')) {
          const candidate = Buffer.alloc(32)
          Buffer.from(part, 'base64url').copy(candidate)
          try {
            const d = createDecipheriv('aes-256-gcm', candidate, Buffer.from(row.iv, 'base64'))
            d.setAAD(Buffer.from(`${row.user_id}\neip155`))
            d.setAuthTag(Buffer.from(row.tag, 'base64'))
            const plain = Buffer.concat([
              d.update(Buffer.from(row.ciphertext, 'base64')),
              d.final(),
            ]).toString()
            if (plain === secret) rebuilt++
          } catch {}
        }
      }
      expect(rebuilt).toBe(0)
      // The dump with another master key opens nothing either.
      const wrongVault = keyVault(sql, kmsFromKey(randomBytes(32)))
      let opened = 0
      for (const userId of keys.keys())
        opened += await wrongVault.openWalletKey(userId, 'eip155').then(
          () => 1,
          () => 0,
        )
      expect(opened).toBe(0)
      // Control: with the KMS, every key comes back.
      let restored = 0
      for (const [userId, privateKey] of keys)
        if ((await vault.openWalletKey(userId, 'eip155'))?.privateKey === privateKey) restored++
      expect(restored).toBe(100)
    } finally {
      await sql.close()
    }
  }, 60_000)

  it('rule: a user keeps the first key; a second one is refused', async () => {
    const sql = await pgliteClient()
    try {
      await migrate(sql)
      const vault = keyVault(sql, kmsFromKey(randomBytes(32)))
      const user = await vault.userFor('demo', 'ada@example.com')
      const first = generatePrivateKey()
      const store = (privateKey: `0x${string}`) =>
        vault.storeWalletKey(user.userId, 'eip155', {
          address: privateKeyToAccount(privateKey).address,
          privateKey,
        })
      expect(await store(first)).toBe(true)
      expect(await store(generatePrivateKey())).toBe(false)
      expect((await vault.openWalletKey(user.userId, 'eip155'))?.privateKey).toBe(first)
    } finally {
      await sql.close()
    }
  })
})
