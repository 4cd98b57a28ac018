import { type Hex, type PublicClient, toHex } from 'viem'
import type { IndexedBlock, IndexedTransfer } from './IndexedBlock.ts'

/** `keccak256('Transfer(address,address,uint256)')`, the ERC-20 (and ERC-721) Transfer topic. */
export const TRANSFER_TOPIC: Hex =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** What one read of a block range found. */
export type BlockRange = {
  readonly blocks: readonly IndexedBlock[]
  readonly transfers: readonly IndexedTransfer[]
  /**
   * `false` when the node answered from two different forks (a log's block hash is not the
   * block's): the range must be read again.
   */
  readonly consistent: boolean
}

type RawLog = {
  readonly address: Hex
  readonly topics: readonly Hex[]
  readonly data: Hex
  readonly blockNumber: Hex
  readonly blockHash: Hex
  readonly transactionHash: Hex
  readonly logIndex: Hex
  readonly removed?: boolean
}

const topicAddress = (topic: Hex) => `0x${topic.slice(26)}`.toLowerCase()

const getFullBlock = (client: PublicClient, blockNumber: bigint) =>
  client.getBlock({ blockNumber, includeTransactions: true })

/** A block as `getBlock` returns it with its transactions. */
type FullBlock = Awaited<ReturnType<typeof getFullBlock>>

/**
 * The ERC-20 Transfers of `logs` (three topics and a 32-byte amount), each with its block and
 * transaction from `byHash`; `consistent` is `false` when a log names a block or transaction
 * the range does not hold (the node answered from two forks).
 */
const logTransfers = (
  logs: readonly RawLog[],
  byHash: ReadonlyMap<Hex, FullBlock>,
): { readonly transfers: IndexedTransfer[]; readonly consistent: boolean } => {
  const transfers: IndexedTransfer[] = []
  let consistent = true
  for (const log of logs) {
    if (log.removed) continue
    const [, fromTopic, toTopic] = log.topics
    if (log.topics.length !== 3 || !fromTopic || !toTopic || log.data.length !== 66) continue
    const block = byHash.get(log.blockHash)
    if (!block) {
      consistent = false
      continue
    }
    const tx = block.transactions.find((t) => t.hash === log.transactionHash)
    if (!tx) {
      consistent = false
      continue
    }
    transfers.push({
      blockNumber: block.number,
      txIndex: tx.transactionIndex,
      logIndex: Number(log.logIndex),
      txHash: tx.hash,
      minedAt: Number(block.timestamp),
      sender: topicAddress(fromTopic),
      receiver: topicAddress(toTopic),
      token: log.address.toLowerCase(),
      amount: BigInt(log.data),
      nonce: tx.nonce,
    })
  }
  return { transfers, consistent }
}

/**
 * Reads blocks `from`..`to` (inclusive) with their transactions, the receipts of those
 * carrying native value (a reverted one moved nothing), and every ERC-20 Transfer log of the
 * range in one `eth_getLogs` (three topics and a 32-byte amount: ERC-721's four-topic Transfer
 * is left out). Calls go out together, so viem's batching HTTP transport sends them as one
 * JSON-RPC batch.
 *
 * @example
 * import { createPublicClient, http } from 'viem'
 * import { readBlockRange } from './readBlockRange.ts'
 * const client = createPublicClient({ transport: http('http://127.0.0.1:8545', { batch: true }) })
 * const { blocks, transfers } = await readBlockRange(client, 1n, 100n)
 */
export const readBlockRange = async (
  client: PublicClient,
  from: bigint,
  to: bigint,
): Promise<BlockRange> => {
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  const [blocks, logs] = await Promise.all([
    Promise.all(numbers.map((blockNumber) => getFullBlock(client, blockNumber))),
    client.request({
      method: 'eth_getLogs',
      params: [{ fromBlock: toHex(from), toBlock: toHex(to), topics: [TRANSFER_TOPIC] }],
    }) as Promise<RawLog[]>,
  ])
  const withValue = blocks.filter((b) => b.transactions.some((tx) => tx.value > 0n))
  const receipts = await Promise.all(
    withValue.map((b) => client.getBlockReceipts({ blockNumber: b.number })),
  )
  const succeeded = new Set(
    receipts.flat().flatMap((r) => (r.status === 'success' ? [r.transactionHash] : [])),
  )
  const created = new Map(
    receipts
      .flat()
      .flatMap((r) => (r.contractAddress ? [[r.transactionHash, r.contractAddress]] : [])),
  )
  const transfers: IndexedTransfer[] = []
  for (const block of blocks) {
    const minedAt = Number(block.timestamp)
    for (const tx of block.transactions) {
      if (tx.value === 0n || !succeeded.has(tx.hash)) continue
      const receiver = tx.to ?? created.get(tx.hash)
      if (!receiver) continue
      transfers.push({
        blockNumber: block.number,
        txIndex: tx.transactionIndex,
        logIndex: -1,
        txHash: tx.hash,
        minedAt,
        sender: tx.from.toLowerCase(),
        receiver: receiver.toLowerCase(),
        token: null,
        amount: tx.value,
        nonce: tx.nonce,
      })
    }
  }
  const logged = logTransfers(logs, new Map(blocks.map((b) => [b.hash, b])))
  transfers.push(...logged.transfers)
  return {
    blocks: blocks.map((b) => ({
      number: b.number,
      hash: b.hash,
      parentHash: b.parentHash,
      minedAt: Number(b.timestamp),
    })),
    transfers,
    consistent: logged.consistent,
  }
}
