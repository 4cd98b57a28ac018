import type { Hex } from 'viem'

/** A block the indexer has read: what it keeps to notice a reorg and to date transfers. */
export type IndexedBlock = {
  readonly number: bigint
  readonly hash: Hex
  readonly parentHash: Hex
  /** Seconds since the epoch (the block's timestamp). */
  readonly minedAt: number
}

/** One value movement found in a block: a transaction's native value or an ERC-20 Transfer log. */
export type IndexedTransfer = {
  readonly blockNumber: bigint
  readonly txIndex: number
  /** `-1` for the transaction's native value, else the Transfer log's index in the block. */
  readonly logIndex: number
  readonly txHash: Hex
  readonly minedAt: number
  /** Lowercased. */
  readonly sender: string
  /** Lowercased. */
  readonly receiver: string
  /** The ERC-20's lowercased address; `null` for the native currency. */
  readonly token: string | null
  /** Base units. */
  readonly amount: bigint
  /** The transaction's nonce. */
  readonly nonce: number
}

/** An ERC-20's name, symbol and decimals as read from its contract. */
export type IndexedToken = {
  /** Lowercased. */
  readonly address: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}
