import type { PriceTable } from '../chain/readBalances.ts'
import type { PriceSource } from './PriceSource.ts'

/** One price as its source gave it: USD, and when the source last updated it (ms since the epoch). */
export type Quote = { readonly usd: number; readonly updatedAt: number }

/** Reads every price a source has, by symbol. */
export type QuoteReader = () => Promise<Readonly<Record<string, Quote>>>

/** How long a read is reused, and how old a price may be before it is not shown. */
export type PriceCacheOptions = {
  /** Reads are reused this long; default 60 s. */
  readonly ttlMs: number
  /** A price updated longer ago than this is left out (no USD); default 2 h. */
  readonly maxAgeMs: number
  readonly now?: () => number
  /** Told when a read fails (the last prices are kept, within `maxAgeMs`). */
  readonly onError?: (cause: unknown) => void
}

/**
 * A `PriceSource` over a `QuoteReader`: one read at a time, reused for `ttlMs`; a failed read
 * keeps the prices it had. Each answer holds only the prices updated within `maxAgeMs` of
 * now, so a feed that stops updating (or a source that stays down) shows no USD rather than
 * an old price.
 *
 * @example
 * import { cachedPrices } from './cachedPrices.ts'
 * const source = cachedPrices(async () => ({ ETH: { usd: 3000, updatedAt: Date.now() } }), {
 *   ttlMs: 60_000,
 *   maxAgeMs: 7_200_000,
 * })
 */
export const cachedPrices = (read: QuoteReader, options: PriceCacheOptions): PriceSource => {
  const now = options.now ?? Date.now
  let quotes: Readonly<Record<string, Quote>> = {}
  let readAt = Number.NEGATIVE_INFINITY
  let reading: Promise<void> | undefined
  const refresh = () => {
    reading ??= read()
      .then(
        (fresh) => {
          quotes = fresh
        },
        (cause: unknown) => options.onError?.(cause),
      )
      .finally(() => {
        readAt = now()
        reading = undefined
      })
    return reading
  }
  return {
    table: async () => {
      if (now() - readAt >= options.ttlMs) await refresh()
      const at = now()
      const table: Record<string, number> = {}
      for (const [symbol, quote] of Object.entries(quotes))
        if (at - quote.updatedAt <= options.maxAgeMs && quote.usd > 0) table[symbol] = quote.usd
      return table as PriceTable
    },
  }
}
