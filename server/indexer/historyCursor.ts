/** Where a history page ended: the last transaction's sort key (newest first). */
export type HistoryCursor = {
  readonly minedAt: number
  readonly chainId: string
  readonly blockNumber: bigint
  readonly txIndex: number
}

/**
 * Encodes a page's end as the opaque `next` cursor (base64url of its sort key).
 *
 * @example
 * import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.ts'
 * const next = encodeHistoryCursor({ minedAt: 1, chainId: 'eip155:31337', blockNumber: 2n, txIndex: 0 })
 * decodeHistoryCursor(next) // the same key
 */
export const encodeHistoryCursor = (cursor: HistoryCursor): string =>
  Buffer.from(
    JSON.stringify([cursor.minedAt, cursor.chainId, cursor.blockNumber.toString(), cursor.txIndex]),
  ).toString('base64url')

/**
 * Reads a `next` cursor of `encodeHistoryCursor`; `undefined` for anything else.
 *
 * @example
 * import { decodeHistoryCursor } from './historyCursor.ts'
 * decodeHistoryCursor('not-a-cursor') // undefined
 */
export const decodeHistoryCursor = (text: string): HistoryCursor | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 4) return undefined
    const [minedAt, chainId, blockNumber, txIndex] = value as unknown[]
    if (
      !Number.isSafeInteger(minedAt) ||
      typeof chainId !== 'string' ||
      typeof blockNumber !== 'string' ||
      !/^[0-9]{1,20}$/.test(blockNumber) ||
      !Number.isSafeInteger(txIndex)
    )
      return undefined
    return {
      minedAt: minedAt as number,
      chainId,
      blockNumber: BigInt(blockNumber),
      txIndex: txIndex as number,
    }
  } catch {
    return undefined
  }
}
