import type { Hex } from 'viem'
import type { SqlClient } from '../storage/SqlClient.ts'
import type { IndexedBlock, IndexedToken, IndexedTransfer } from './IndexedBlock.ts'

/** The indexer's tables of one chain (see `server/migrations/0004_indexer_and_names.sql`). */
export type IndexStore = {
  /** The highest block read, or `undefined` before the first. */
  readonly tip: () => Promise<{ readonly number: bigint; readonly hash: Hex } | undefined>
  /** The lowest block kept, or `undefined` when none is. */
  readonly lowest: () => Promise<bigint | undefined>
  /** The stored hash of block `number`, or `undefined`. */
  readonly hashAt: (number: bigint) => Promise<Hex | undefined>
  /** Deletes block `number` and every later one, with their transfers, in one transaction. */
  readonly rollbackFrom: (number: bigint) => Promise<void>
  /** Stores blocks, their transfers and newly seen tokens in one transaction; a row already there is kept once. */
  readonly save: (
    blocks: readonly IndexedBlock[],
    transfers: readonly IndexedTransfer[],
    tokens: readonly IndexedToken[],
  ) => Promise<void>
  /** The lowercased addresses of every token whose metadata is stored. */
  readonly knownTokens: () => Promise<Set<string>>
}

/** Rows per INSERT: 13 parameters each stays far below PostgreSQL's 65,535. */
const CHUNK = 1000

const insertRows = async (
  tx: SqlClient,
  head: string,
  width: number,
  rows: readonly (readonly unknown[])[],
  tail = ' ON CONFLICT DO NOTHING',
) => {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK)
    const values = chunk
      .map(
        (_, r) =>
          `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
      )
      .join(', ')
    await tx.query(`${head} VALUES ${values}${tail}`, chunk.flat())
  }
}

/** The rows of a transfer: one per party, `self` when both are the same; the zero address gets none. */
const partyRows = (chainId: string, t: IndexedTransfer): unknown[][] => {
  const zero = '0x0000000000000000000000000000000000000000'
  const base = (account: string, direction: string) => [
    account,
    chainId,
    t.blockNumber.toString(),
    t.txIndex,
    t.logIndex,
    t.txHash,
    t.minedAt,
    direction,
    t.sender,
    t.receiver,
    t.token,
    t.amount.toString(),
    t.nonce,
  ]
  if (t.sender === t.receiver) return t.sender === zero ? [] : [base(t.sender, 'self')]
  return [
    ...(t.sender === zero ? [] : [base(t.sender, 'out')]),
    ...(t.receiver === zero ? [] : [base(t.receiver, 'in')]),
  ]
}

/**
 * The indexer's SQL for one chain, over PGlite or PostgreSQL alike.
 *
 * @example
 * import { pgliteClient } from '../storage/pgliteClient.ts'
 * import { migrate } from '../storage/migrate.ts'
 * import { indexStore } from './indexStore.ts'
 * const sql = await pgliteClient()
 * await migrate(sql)
 * const tip = await indexStore(sql, 'eip155:31337').tip()
 */
export const indexStore = (sql: SqlClient, chainId: string): IndexStore => ({
  tip: async () => {
    const [row] = await sql.query<{ number: string | number; hash: Hex }>(
      'SELECT number::text AS number, hash FROM indexed_blocks WHERE chain_id = $1 ORDER BY indexed_blocks.number DESC LIMIT 1',
      [chainId],
    )
    return row ? { number: BigInt(row.number), hash: row.hash } : undefined
  },
  lowest: async () => {
    const [row] = await sql.query<{ number: string | null }>(
      'SELECT min(number)::text AS number FROM indexed_blocks WHERE chain_id = $1',
      [chainId],
    )
    return row?.number == null ? undefined : BigInt(row.number)
  },
  hashAt: async (number) => {
    const [row] = await sql.query<{ hash: Hex }>(
      'SELECT hash FROM indexed_blocks WHERE chain_id = $1 AND number = $2',
      [chainId, number.toString()],
    )
    return row?.hash
  },
  rollbackFrom: (number) =>
    sql.transaction(async (tx) => {
      await tx.query('DELETE FROM account_transfers WHERE chain_id = $1 AND block_number >= $2', [
        chainId,
        number.toString(),
      ])
      await tx.query('DELETE FROM indexed_blocks WHERE chain_id = $1 AND number >= $2', [
        chainId,
        number.toString(),
      ])
    }),
  save: (blocks, transfers, tokens) =>
    sql.transaction(async (tx) => {
      await insertRows(
        tx,
        'INSERT INTO indexed_tokens (chain_id, address, name, symbol, decimals)',
        5,
        tokens.map((t) => [chainId, t.address, t.name, t.symbol, t.decimals]),
      )
      await insertRows(
        tx,
        `INSERT INTO account_transfers (account, chain_id, block_number, tx_index, log_index, tx_hash,
          mined_at, direction, sender, receiver, token, amount, nonce)`,
        13,
        transfers.flatMap((t) => partyRows(chainId, t)),
      )
      await insertRows(
        tx,
        'INSERT INTO indexed_blocks (chain_id, number, hash, parent_hash, mined_at)',
        5,
        blocks.map((b) => [chainId, b.number.toString(), b.hash, b.parentHash, b.minedAt]),
      )
    }),
  knownTokens: async () =>
    new Set(
      (
        await sql.query<{ address: string }>(
          'SELECT address FROM indexed_tokens WHERE chain_id = $1',
          [chainId],
        )
      ).map((r) => r.address),
    ),
})
