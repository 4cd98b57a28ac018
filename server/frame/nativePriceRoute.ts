import { FRAME_PRICE_CACHE_MS, SDK_VERSION } from '../../runtime/constants.ts'

/** Where the frame page server reads prices, and which projects it serves. */
export interface NativePriceRouteOptions {
  /** The reference server's Data API base, e.g. `http://127.0.0.1:8787`. */
  readonly dataApiUrl: string
  /** The served project ids (a price is asked in the project's name). */
  readonly projectIds: readonly string[]
  /**
   * The EVM chain ids the frame signs on (its `chains`): a price is read and kept for these
   * only, so a client looping over made-up ids neither grows the cache nor fans out to the API.
   */
  readonly chainIds: readonly (number | string)[]
  /** The clock, in ms (tests); default `Date.now`. */
  readonly now?: () => number
  readonly fetch?: typeof fetch
}

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const UPSTREAM_TIMEOUT_MS = 5_000

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })

/**
 * `GET /frame/price?projectId=&chainId=`: the USD price of a served EVM chain's native currency,
 * read from the Data API's `POST /v1/fungible/price` by the frame page server (so the frame's
 * CSP stays `connect-src 'self'` plus the chains) and kept FRAME_PRICE_CACHE_MS. The answer
 * is `{ usd: number }`, or `{ usd: null }` when the price is unknown, 0 or unreachable: the
 * approval then shows no USD rather than a wrong one.
 *
 * @example
 * import { nativePriceRoute } from './nativePriceRoute.ts'
 * const price = nativePriceRoute({ dataApiUrl: api.url, projectIds: ['demo'], chainIds: [1] })
 * const response = await price(new URL('http://127.0.0.1:8788/frame/price?projectId=demo&chainId=1'))
 */
export const nativePriceRoute = (options: NativePriceRouteOptions) => {
  const now = options.now ?? Date.now
  const doFetch = options.fetch ?? globalThis.fetch
  const cache = new Map<string, { readonly usd: number | null; readonly at: number }>()
  const chainIds = new Set(options.chainIds.map(String))

  const read = async (projectId: string, chainId: string): Promise<number | null> => {
    const url = new URL('/v1/fungible/price', options.dataApiUrl)
    for (const [key, value] of [
      ['projectId', projectId],
      ['st', 'latch-frame'],
      ['sv', SDK_VERSION],
    ] as const)
      url.searchParams.set(key, value)
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          currency: 'usd',
          addresses: [`eip155:${chainId}:${NATIVE}`],
          projectId,
        }),
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
      if (!response.ok) return null
      const body = (await response.json()) as { fungibles?: { price?: unknown }[] }
      const price = body.fungibles?.[0]?.price
      return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : null
    } catch {
      return null
    }
  }

  return async (url: URL): Promise<Response> => {
    const projectId = url.searchParams.get('projectId') ?? ''
    const chainId = url.searchParams.get('chainId') ?? ''
    // A chain the frame does not sign on has no fee to show: no upstream call, no cache entry.
    const evm = /^[0-9]{1,20}$/.test(chainId)
    if (!options.projectIds.includes(projectId) || !evm || !chainIds.has(chainId))
      return json({ usd: null })
    const key = `${projectId} ${chainId}`
    const kept = cache.get(key)
    if (kept && now() - kept.at < FRAME_PRICE_CACHE_MS) return json({ usd: kept.usd })
    const usd = await read(projectId, chainId)
    cache.set(key, { usd, at: now() })
    return json({ usd })
  }
}
