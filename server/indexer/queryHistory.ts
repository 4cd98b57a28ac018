import type { SqlClient } from '../storage/SqlClient.ts'
import type { HistoryCursor } from './historyCursor.ts'

/** One stored transfer of the account, with its token's metadata when it is an ERC-20. */
export type HistoryTransfer = {
  readonly direction: 'in' | 'out' | 'self'
  readonly sender: string
  readonly receiver: string
  /** Lowercased ERC-20 address; `null` for the native currency. */
  readonly token: string | null
  readonly amount: bigint
  /** `undefined` for native transfers (the chain's currency applies). */
  readonly tokenInfo:
    | { readonly name: string; readonly symbol: string; readonly decimals: number }
    | undefined
}

/** One transaction of a history page. */
export type HistoryEntry = HistoryCursor & {
  readonly txHash: string
  readonly nonce: number
  readonly transfers: readonly HistoryTransfer[]
}

/** What to list. */
export type HistoryQuery = {
  /** The lowercased 0x address. */
  readonly account: string
  readonly chainId?: string | undefined
  /** Only transactions received from these lowercased senders (the onramp providers). */
  readonly onlyFrom?: readonly string[] | undefined
  readonly after?: HistoryCursor | undefined
  readonly limit: number
}

type Row = {
  chain_id: string
  tx_hash: string
  mined_at: string | number
  block_number: string | number
  tx_index: number
  nonce: string | number
  direction: 'in' | 'out' | 'self'
  sender: string
  receiver: string
  token: string | null
  amount: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

/**
 * One page of an account's indexed transactions, newest first (block time, then chain, block
 * and position), starting after `after`; each with the account's transfers in log order.
 * Returns up to `limit + 1` entries, so the caller knows whether a next page exists.
 *
 * @example
 * import { pgliteClient } from '../storage/pgliteClient.ts'
 * import { queryHistory } from './queryHistory.ts'
 * const sql = await pgliteClient()
 * const page = await queryHistory(sql, { account: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', limit: 20 })
 */
export const queryHistory = async (
  sql: SqlClient,
  query: HistoryQuery,
): Promise<HistoryEntry[]> => {
  const params: unknown[] = [query.account]
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where = ['account = $1']
  if (query.chainId !== undefined) where.push(`chain_id = ${param(query.chainId)}`)
  if (query.onlyFrom !== undefined)
    where.push(
      query.onlyFrom.length === 0
        ? 'false'
        : `direction = 'in' AND sender IN (${query.onlyFrom.map(param).join(', ')})`,
    )
  if (query.after)
    where.push(
      `(mined_at, chain_id, block_number, tx_index) < (${param(query.after.minedAt)}::bigint, ${param(
        query.after.chainId,
      )}::text, ${param(query.after.blockNumber.toString())}::bigint, ${param(query.after.txIndex)}::integer)`,
    )
  const limit = param(query.limit + 1)
  const rows = await sql.query<Row>(
    `WITH page AS (
       SELECT chain_id, tx_hash, mined_at, block_number, tx_index
       FROM account_transfers WHERE ${where.join(' AND ')}
       GROUP BY chain_id, tx_hash, mined_at, block_number, tx_index
       ORDER BY mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC
       LIMIT ${limit}
     )
     SELECT t.chain_id, t.tx_hash, t.mined_at::text AS mined_at, t.block_number::text AS block_number,
       t.tx_index, t.nonce::text AS nonce, t.direction, t.sender, t.receiver, t.token, t.amount,
       k.name, k.symbol, k.decimals
     FROM page p
     JOIN account_transfers t
       ON t.account = $1 AND t.chain_id = p.chain_id AND t.tx_hash = p.tx_hash
     LEFT JOIN indexed_tokens k ON k.chain_id = t.chain_id AND k.address = t.token
     ORDER BY p.mined_at DESC, p.chain_id DESC, p.block_number DESC, p.tx_index DESC, t.log_index`,
    params,
  )
  const entries: HistoryEntry[] = []
  for (const row of rows) {
    const transfer: HistoryTransfer = {
      direction: row.direction,
      sender: row.sender,
      receiver: row.receiver,
      token: row.token,
      amount: BigInt(row.amount),
      tokenInfo:
        row.token === null
          ? undefined
          : {
              name: row.name ?? 'Unknown Token',
              symbol: row.symbol ?? '???',
              decimals: Number(row.decimals ?? 0),
            },
    }
    const last = entries.at(-1)
    if (last && last.txHash === row.tx_hash && last.chainId === row.chain_id) {
      ;(last.transfers as HistoryTransfer[]).push(transfer)
      continue
    }
    entries.push({
      chainId: row.chain_id,
      txHash: row.tx_hash,
      minedAt: Number(row.mined_at),
      blockNumber: BigInt(row.block_number),
      txIndex: Number(row.tx_index),
      nonce: Number(row.nonce),
      transfers: [transfer],
    })
  }
  return entries
}
