import { HTTP_TIMEOUT_MS } from '../../runtime/constants.ts'
import type { Quote, QuoteReader } from './cachedPrices.ts'

const toMs = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value))
    return value < 1e12 ? value * 1000 : value
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return Date.parse(value)
  return undefined
}

const toQuote = (value: unknown, fetchedAt: number): Quote | undefined => {
  if (typeof value === 'number')
    return Number.isFinite(value) ? { usd: value, updatedAt: fetchedAt } : undefined
  if (typeof value !== 'object' || value === null) return undefined
  const { usd, updatedAt } = value as { usd?: unknown; updatedAt?: unknown }
  if (typeof usd !== 'number' || !Number.isFinite(usd)) return undefined
  // A price without its time is as old as the answer that carried it.
  return { usd, updatedAt: updatedAt === undefined ? fetchedAt : (toMs(updatedAt) ?? 0) }
}

/**
 * Reads prices from an HTTP endpoint that answers a JSON object by symbol, each a number
 * (USD, as of the answer) or `{ usd, updatedAt }` (`updatedAt` in Unix seconds, milliseconds or
 * ISO 8601): `{ "ETH": { "usd": 3012.5, "updatedAt": 1764150000 }, "USDC": 1 }`. A non-2xx
 * answer, or one that is not such an object, fails the read.
 *
 * @example
 * import { httpPrices } from './httpPrices.ts'
 * const read = httpPrices('https://prices.example.com/usd.json')
 */
export const httpPrices =
  (
    url: string,
    options: { readonly fetch?: typeof fetch; readonly now?: () => number } = {},
  ): QuoteReader =>
  async () => {
    const response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`The price source answered HTTP ${response.status}`)
    const body: unknown = await response.json()
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new Error('The price source did not answer a JSON object of prices by symbol')
    const fetchedAt = (options.now ?? Date.now)()
    return Object.fromEntries(
      Object.entries(body).flatMap(([symbol, value]) => {
        const quote = toQuote(value, fetchedAt)
        return quote ? [[symbol, quote] as const] : []
      }),
    )
  }
