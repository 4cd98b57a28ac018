import type { ProfileAccountResponse } from '../../generated/api/zod.ts'
import type { SqlClient } from '../storage/SqlClient.ts'

/** A registered name as stored. */
export type StoredName = {
  readonly name: string
  /** Lowercased. */
  readonly address: string
  readonly coinType: number
  readonly attributes: { readonly avatar?: string; readonly bio?: string }
  /** Seconds since the epoch. */
  readonly registeredAt: number
  readonly updatedAt: number
}

type Row = {
  name: string
  address: string
  coin_type: string | number
  attributes: StoredName['attributes']
  registered_at: string | number
  updated_at: string | number
}

const toName = (row: Row): StoredName => ({
  name: row.name,
  address: row.address,
  coinType: Number(row.coin_type),
  attributes: row.attributes,
  registeredAt: Number(row.registered_at),
  updatedAt: Number(row.updated_at),
})

const columns =
  'name, address, coin_type::text AS coin_type, attributes, registered_at::text AS registered_at, updated_at::text AS updated_at'

/**
 * A stored name as the contract's `ProfileAccountResponse`: the address under its ENSIP-11
 * coin type, times in seconds, the attributes as one entry.
 *
 * @example
 * import { toProfile } from './nameStore.ts'
 * toProfile({ name: 'alice.latch.id', address: '0xf39f…', coinType: 60, attributes: {}, registeredAt: 1, updatedAt: 1 })
 */
export const toProfile = (stored: StoredName): ProfileAccountResponse => ({
  name: stored.name,
  registered: stored.registeredAt,
  updated: stored.updatedAt,
  addresses: {
    [String(stored.coinType)]: { address: stored.address, created: String(stored.registeredAt) },
  },
  attributes: [stored.attributes],
})

/** Account names over SQL (`account_names`). */
export type NameStore = {
  /**
   * Registers `name` for its address: `registered` the first time, `updated` when the same
   * address registers it again (new attributes and coin type), `taken` when another address
   * holds it. The name is the key, so two racing registrations cannot both win.
   */
  readonly register: (
    name: StoredName,
  ) => Promise<{ readonly kind: 'registered' | 'updated' | 'taken'; readonly stored: StoredName }>
  readonly find: (name: string) => Promise<StoredName | undefined>
  /** The names of a lowercased address, newest first. */
  readonly ofAddress: (address: string) => Promise<StoredName[]>
  /** Which of `names` are registered. */
  readonly taken: (names: readonly string[]) => Promise<Set<string>>
}

/**
 * The account names of the reference server, over PGlite or PostgreSQL alike.
 *
 * @example
 * import { pgliteClient } from '../storage/pgliteClient.ts'
 * import { nameStore } from './nameStore.ts'
 * const names = nameStore(await pgliteClient())
 * const alice = await names.find('alice.latch.id')
 */
export const nameStore = (sql: SqlClient): NameStore => {
  const find = async (name: string) => {
    const [row] = await sql.query<Row>(`SELECT ${columns} FROM account_names WHERE name = $1`, [
      name,
    ])
    return row ? toName(row) : undefined
  }
  return {
    register: async (wanted) => {
      const [inserted] = await sql.query<Row>(
        `INSERT INTO account_names (name, address, coin_type, attributes, registered_at, updated_at)
         VALUES ($1, $2, $3, $4::text::jsonb, $5, $5)
         ON CONFLICT (name) DO NOTHING RETURNING ${columns}`,
        [
          wanted.name,
          wanted.address,
          wanted.coinType,
          JSON.stringify(wanted.attributes),
          wanted.registeredAt,
        ],
      )
      if (inserted) return { kind: 'registered', stored: toName(inserted) }
      const [updated] = await sql.query<Row>(
        `UPDATE account_names SET coin_type = $3, attributes = $4::text::jsonb, updated_at = $5
         WHERE name = $1 AND address = $2 RETURNING ${columns}`,
        [
          wanted.name,
          wanted.address,
          wanted.coinType,
          JSON.stringify(wanted.attributes),
          wanted.updatedAt,
        ],
      )
      if (updated) return { kind: 'updated', stored: toName(updated) }
      const holder = await find(wanted.name)
      return { kind: 'taken', stored: holder ?? wanted }
    },
    find,
    ofAddress: async (address) =>
      (
        await sql.query<Row>(
          `SELECT ${columns} FROM account_names WHERE address = $1 ORDER BY account_names.registered_at DESC, account_names.name`,
          [address],
        )
      ).map(toName),
    taken: async (names) => {
      if (names.length === 0) return new Set()
      const rows = await sql.query<{ name: string }>(
        `SELECT name FROM account_names WHERE name IN (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
        [...names],
      )
      return new Set(rows.map((r) => r.name))
    },
  }
}
