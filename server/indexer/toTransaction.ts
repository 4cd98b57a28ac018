import { formatUnits } from 'viem'
import type { Transaction, TransactionTransfer } from '../../generated/api/zod.ts'
import type { PriceTable } from '../chain/readBalances.ts'
import type { ServerChain } from '../chain/ServerChain.ts'
import type { AddressList } from './addressList.ts'
import type { HistoryEntry } from './queryHistory.ts'

const ZERO = '0x0000000000000000000000000000000000000000'

/** What turning a stored entry into the contract's `Transaction` reads. */
export type TransactionContext = {
  readonly chains: ReadonlyMap<string, { readonly config: ServerChain }>
  readonly prices: PriceTable
  /** Tokens and senders the operator marks spam. */
  readonly spam: AddressList
}

/**
 * A history entry as the contract's `Transaction` (SPEC §3): `id` the transaction hash,
 * `metadata` with `minedAt` (ISO 8601, UTC), chain, `operationType` (`send` when the account
 * sent anything, `mint` when it only received from the zero address, else `receive`), hash,
 * `sentFrom` / `sentTo` of the first transfer, `status: 'confirmed'` (only successful value
 * movements are indexed) and nonce; one transfer per value movement with its direction,
 * amount, token, USD `price`/`value` from the price table by symbol, and
 * `nft_info.flags.is_spam: true` when its token or its sender is on the spam list.
 *
 * @example
 * import { addressList } from './addressList.ts'
 * import { toTransaction } from './toTransaction.ts'
 * const tx = (entry: Parameters<typeof toTransaction>[1]) =>
 *   toTransaction({ chains: new Map(), prices: { ETH: 3000 }, spam: addressList() }, entry)
 */
export const toTransaction = (ctx: TransactionContext, entry: HistoryEntry): Transaction => {
  const native = ctx.chains.get(entry.chainId)?.config.nativeCurrency ?? {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  }
  const transfers = entry.transfers.map((t): TransactionTransfer => {
    const info = t.tokenInfo ?? native
    const numeric = formatUnits(t.amount, info.decimals)
    const price = ctx.prices[info.symbol] ?? 0
    const spam =
      (t.token !== null && ctx.spam.has(entry.chainId, t.token)) ||
      ctx.spam.has(entry.chainId, t.sender)
    return {
      direction: t.direction,
      quantity: { numeric },
      fungible_info: { name: info.name, symbol: info.symbol },
      value: Number(numeric) * price,
      price,
      ...(spam ? { nft_info: { flags: { is_spam: true } } } : {}),
    }
  })
  const first = entry.transfers[0]
  const sent = entry.transfers.some((t) => t.direction !== 'in')
  const minted = !sent && entry.transfers.every((t) => t.sender === ZERO)
  return {
    id: entry.txHash,
    metadata: {
      minedAt: new Date(entry.minedAt * 1000).toISOString(),
      chain: entry.chainId,
      operationType: sent ? 'send' : minted ? 'mint' : 'receive',
      hash: entry.txHash,
      ...(first ? { sentFrom: first.sender, sentTo: first.receiver } : {}),
      status: 'confirmed',
      nonce: entry.nonce,
    },
    transfers,
  }
}
